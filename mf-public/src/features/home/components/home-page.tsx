import { Empty } from '@tp/web-kit/ui/empty';
import './home-page.css';

/**
 * The home page's frame until the catalog screens arrive (SPEC §2 /): the introduction and the class groups.
 * Plain headings, not antd Typography: this page carries the site's first-load weight budget (docs/decisions/002).
 */
export function HomePage() {
  return (
    <section aria-labelledby="home-title" className="tp-home">
      <h1 id="home-title">Math &amp; Physics Classes</h1>
      <p>Online classes, homework and practice with experienced teachers.</p>
      <Empty description="No classes to show yet." />
    </section>
  );
}
