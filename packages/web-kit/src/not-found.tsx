import { Button } from '@tp/web-kit/ui/button';
import { Result } from '@tp/web-kit/ui/result';
import { navigate } from '@tp/web-kit/navigate';

/**
 * The one 404 page of the site: the shell shows it for a path no remote claims, and each remote for a path inside
 * its area that none of its screens claims, so the visitor always sees the same page.
 */
export function NotFound() {
  return (
    <Result
      status="404"
      title={<h1 style={{ fontSize: 28, margin: 0 }}>Page not found</h1>}
      subTitle="Sorry, the page you visited does not exist."
      extra={
        <Button type="primary" href="/" onClick={(event) => { event.preventDefault(); navigate('/'); }}>
          Back Home
        </Button>
      }
    />
  );
}
