import { Link } from 'react-router';
import { PhysicsSandbox } from './physics-sandbox';
import { useSandboxTexts } from './sandbox-texts';
import './demo-page.css';

/** /simview: the physics sandbox alone, the page's full width (docs/decisions/013-demo-and-unshown-pages.md). */
export function SimViewPage() {
  const t = useSandboxTexts();
  return (
    <div className="tp-simview">
      <h1>{t('simviewHeading')}</h1>
      <PhysicsSandbox wide />
      <p className="tp-demo-more">
        <Link to="/demo">{t('backToDemo')}</Link>
      </p>
    </div>
  );
}
