import type { SandboxSnapshot } from '../utils/sandbox-engine';

/** One sentence on what the sandbox is doing, for everyone and read out by screen readers when it changes. */
export function SandboxStatus({ snapshot, predicted }: { snapshot: SandboxSnapshot | null; predicted: number }) {
  let message = '';
  if (snapshot) {
    if (snapshot.landedAt !== null) message = `The ball landed ${snapshot.landedAt.toFixed(1)} m from the launcher; the formula predicts ${predicted.toFixed(1)} m.`;
    else if (snapshot.ball === 'flying') message = 'The ball is in the air.';
    else message = 'Ready: set the angle and speed, then Fire.';
    if (!snapshot.running) message = `Paused. ${message}`;
  }
  return (
    <p role="status" className="tp-sandbox-status">
      {message}
    </p>
  );
}
