import { MathView } from '@tp/web-kit/math/math-view';
import { useSandboxTexts } from './sandbox-texts';

/**
 * The sample's formulas: what the sandbox shows, written as a teacher writes maths on this site (TeX in $…$). The
 * sentences are the interface's language; the TeX is put into them.
 */
const formulas = (t: ReturnType<typeof useSandboxTexts>): { title: string; html: string }[] => [
  {
    title: t('kinematics'),
    html: '<p>$$\\begin{aligned} v &= v_0 + a t \\\\ x &= x_0 + v_0 t + \\tfrac{1}{2} a t^2 \\\\ v^2 &= v_0^2 + 2 a \\, \\Delta x \\end{aligned}$$</p>',
  },
  {
    title: t('launch'),
    html: '<p>$$R = \\frac{v^2 \\sin 2\\theta}{g} \\qquad T = \\frac{2 v \\sin\\theta}{g}$$</p><p>$$H = \\frac{v^2 \\sin^2\\theta}{2g}$$</p>'
      + `<p>${t('launchLanding', { equation: '$y(t) = v \\sin\\theta \\, t - \\tfrac{1}{2} g t^2 = 0$', time: '$t$' })}</p>`,
  },
  {
    title: t('quadratic'),
    html: '<p>$$a x^2 + b x + c = 0$$</p><p>$$x = \\frac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}$$</p>',
  },
  {
    title: t('incline'),
    html: '<p>$$\\begin{aligned} m a &= m g \\sin\\theta - \\mu \\, m g \\cos\\theta \\\\ a &= g\\,(\\sin\\theta - \\mu \\cos\\theta) \\end{aligned}$$</p>'
      + `<p>${t('inclineSlides', { condition: '$\\mu < \\tan\\theta$' })}</p>`,
  },
];

/** A sample of maths and physics formulas, typeset in the browser by MathJax as the site's editors and previews do. */
export function FormulaSample() {
  const t = useSandboxTexts();
  return (
    <div className="tp-formula-sample">
      {formulas(t).map(({ title, html }) => (
        <section key={title} aria-label={title}>
          <h3>{title}</h3>
          <MathView html={html} />
        </section>
      ))}
    </div>
  );
}
