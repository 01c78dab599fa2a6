import { PAGE_TITLE } from '../../app/page-title';

/** The footer carries a copyright line. */
export function SiteFooter() {
  return (
    <footer className="tp-footer">
      Copyright © {new Date().getFullYear()} {PAGE_TITLE}. All rights reserved.
    </footer>
  );
}
