import { NavLink } from '@tp/web-kit/nav-link';
import { PAGE_TITLE } from '../../app/page-title';
import { useShellTexts } from '../../app/shell-texts';

/** The footer carries a copyright line, and the link to the demo page (the physics sandbox) on every page. */
export function SiteFooter() {
  const t = useShellTexts();
  return (
    <footer className="tp-footer">
      <nav aria-label={t('more')} className="tp-footer-links">
        <NavLink to="/demo">{t('sandbox')}</NavLink>
      </nav>
      <p>{t('copyright', { year: new Date().getFullYear(), site: PAGE_TITLE })}</p>
    </footer>
  );
}
