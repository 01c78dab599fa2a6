import { Link } from 'react-router';
import { PhysicsSandbox } from './physics-sandbox';
import './demo-page.css';

/** /simview: the physics sandbox alone, the page's full width (docs/decisions/013-demo-and-unshown-pages.md). */
export function SimViewPage() {
  return (
    <div className="tp-simview">
      <h1>Physics sandbox</h1>
      <PhysicsSandbox wide />
      <p className="tp-demo-more">
        <Link to="/demo">Back to the sandbox with its formulas</Link>
      </p>
    </div>
  );
}
