import type { EmailView } from '@tp/contracts/admin-emails';
import { ToneTag, type Tone } from '@tp/web-kit/tone-tag';
import { useAdminTexts } from '../../../components/admin-texts';

const TONES: Record<EmailView['status'], Tone> = { 0: 'busy', 1: 'good', 2: 'bad', 3: 'warn' };
// The contract's EMAIL_STATUS_LABELS, in the interface's language.
const LABELS = { 0: 'statusPending', 1: 'statusSent', 2: 'statusFailed', 3: 'statusPartial' } as const satisfies Record<EmailView['status'], string>;

/** An e-mail's status; while Pending, how many of its messages have gone so far. */
export function EmailStatusTag({ email }: { email: Pick<EmailView, 'status' | 'progress'> }) {
  const t = useAdminTexts();
  const { sent, failed, total } = email.progress;
  const pending = email.status === 0 && total > 1;
  return (
    <ToneTag tone={TONES[email.status]}>
      {t(LABELS[email.status])}
      {pending ? ` ${sent + failed}/${total}` : ''}
    </ToneTag>
  );
}
