import type { SandboxSnapshot } from '../utils/sandbox-engine';
import { useSandboxTexts } from './sandbox-texts';

/** One sentence on what the sandbox is doing, for everyone and read out by screen readers when it changes. */
export function SandboxStatus({ snapshot, predicted }: { snapshot: SandboxSnapshot | null; predicted: number }) {
  const t = useSandboxTexts();
  let message = '';
  if (snapshot) {
    if (snapshot.landedAt !== null) message = t('landed', { landed: snapshot.landedAt.toFixed(1), predicted: predicted.toFixed(1) });
    else if (snapshot.ball === 'flying') message = t('flying');
    else message = t('ready');
    if (!snapshot.running) message = t('paused', { status: message });
  }
  return (
    <p role="status" className="tp-sandbox-status">
      {message}
    </p>
  );
}
