import { Link } from 'react-router';
import { FormulaSample } from './formula-sample';
import { PhysicsSandbox } from './physics-sandbox';
import { useSandboxTexts } from './sandbox-texts';
import './demo-page.css';

/**
 * /demo: the physics sandbox beside a sample of typeset formulas. Open to everyone; matter-js and MathJax load only
 * here and on /simview (docs/decisions/013-demo-and-unshown-pages.md).
 */
export function DemoPage() {
  const t = useSandboxTexts();
  return (
    <div className="tp-demo">
      <h1>{t('demoHeading')}</h1>
      <p className="tp-demo-lead">{t('demoLead')}</p>
      <div className="tp-demo-grid">
        <section className="tp-demo-panel" aria-labelledby="tp-demo-sandbox">
          <h2 id="tp-demo-sandbox">{t('sandbox')}</h2>
          <PhysicsSandbox />
        </section>
        <section className="tp-demo-panel" aria-labelledby="tp-demo-formulas">
          <h2 id="tp-demo-formulas">{t('formulas')}</h2>
          <FormulaSample />
        </section>
      </div>
      <p className="tp-demo-more">
        <Link to="/simview">{t('openAlone')}</Link>
        {t('fullWidth')}
      </p>
    </div>
  );
}
