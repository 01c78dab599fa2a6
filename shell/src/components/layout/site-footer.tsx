import { NavLink } from '@tp/web-kit/nav-link';
import { PAGE_TITLE } from '../../app/page-title';

/** The footer carries a copyright line, and the link to the demo page (the physics sandbox) on every page. */
export function SiteFooter() {
  return (
    <footer className="tp-footer">
      <nav aria-label="More" className="tp-footer-links">
        <NavLink to="/demo">Physics sandbox and formulas</NavLink>
      </nav>
      <p>Copyright © {new Date().getFullYear()} {PAGE_TITLE}. All rights reserved.</p>
    </footer>
  );
}
