import { Link } from 'react-router';
import { FormulaSample } from './formula-sample';
import { PhysicsSandbox } from './physics-sandbox';
import './demo-page.css';

/**
 * /demo: the physics sandbox beside a sample of typeset formulas. Open to everyone; matter-js and MathJax load only
 * here and on /simview (docs/decisions/013-demo-and-unshown-pages.md).
 */
export function DemoPage() {
  return (
    <div className="tp-demo">
      <h1>Physics sandbox and formulas</h1>
      <p className="tp-demo-lead">
        Launch a ball at the angle and speed you choose and compare where it lands with what the formula predicts, or
        change the friction on the ramp and watch the block. The formulas behind both come with it.
      </p>
      <div className="tp-demo-grid">
        <section className="tp-demo-panel" aria-labelledby="tp-demo-sandbox">
          <h2 id="tp-demo-sandbox">Sandbox</h2>
          <PhysicsSandbox />
        </section>
        <section className="tp-demo-panel" aria-labelledby="tp-demo-formulas">
          <h2 id="tp-demo-formulas">Formulas</h2>
          <FormulaSample />
        </section>
      </div>
      <p className="tp-demo-more">
        <Link to="/simview">Open the sandbox alone</Link>, full width.
      </p>
    </div>
  );
}
