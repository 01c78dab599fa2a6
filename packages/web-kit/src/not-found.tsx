import { Button } from '@tp/web-kit/ui/button';
import { Result } from '@tp/web-kit/ui/result';
import { navigate } from '@tp/web-kit/navigate';
import { useKitScreensTexts } from '@tp/web-kit/i18n/kit-screens-texts';

/**
 * The one 404 page of the site: the shell shows it for a path no remote claims, and each remote for a path inside
 * its area that none of its screens claims, so the visitor always sees the same page.
 */
export function NotFound() {
  const t = useKitScreensTexts();
  return (
    <Result
      status="404"
      title={<h1 style={{ fontSize: 28, margin: 0 }}>{t('pageNotFound')}</h1>}
      subTitle={t('pageNotFoundDetail')}
      extra={
        <Button type="primary" href="/" onClick={(event) => { event.preventDefault(); navigate('/'); }}>
          {t('backHome')}
        </Button>
      }
    />
  );
}
