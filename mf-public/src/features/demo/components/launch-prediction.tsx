import { MathView } from '@tp/web-kit/math/math-view';
import { G, launchRange } from '../utils/projectile';
import { useSandboxTexts } from './sandbox-texts';

/**
 * The range the formula predicts for the launcher's settings, worked out with the numbers, typeset by MathJax
 * (which follows the sliders 300 ms after they stop). The plain sentence beside it carries the number too.
 */
export function LaunchPrediction({ angle, speed }: { angle: number; speed: number }) {
  const t = useSandboxTexts();
  const range = launchRange(speed, angle);
  const tex = `$$\\begin{aligned} R &= \\frac{v^2 \\sin 2\\theta}{g} \\\\ &= \\frac{(${speed}\\ \\mathrm{m/s})^2 \\sin ${2 * angle}^\\circ}{${G}\\ \\mathrm{m/s^2}} \\\\ &\\approx ${range.toFixed(1)}\\ \\mathrm{m} \\end{aligned}$$`;
  return (
    <section className="tp-launch-prediction" aria-label={t('predictedRange')}>
      <p>
        {t('predictedRangeIs')}
        <strong data-testid="predicted-range">{range.toFixed(1)} m</strong>
      </p>
      <MathView html={`<p>${tex}</p>`} />
    </section>
  );
}
