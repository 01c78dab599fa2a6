import type { SandboxSnapshot } from '../utils/sandbox-engine';
import { useSandboxTexts } from './sandbox-texts';

/** Where the ball is, ten times a second (not a live region: a screen reader would be flooded). */
export function SandboxReadout({ snapshot }: { snapshot: SandboxSnapshot | null }) {
  const t = useSandboxTexts();
  const facts: [string, string][] = [
    [t('distance'), `${(snapshot?.x ?? 0).toFixed(1)} m`],
    [t('height'), `${(snapshot?.height ?? 0).toFixed(1)} m`],
    [t('flightTime'), `${(snapshot?.flightTime ?? 0).toFixed(2)} s`],
  ];
  return (
    <dl className="tp-sandbox-readout">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
