import { EMAIL_STATUS_LABELS, type EmailView } from '@tp/contracts/admin-emails';
import { ToneTag, type Tone } from '@tp/web-kit/tone-tag';

const TONES: Record<EmailView['status'], Tone> = { 0: 'busy', 1: 'good', 2: 'bad', 3: 'warn' };

/** An e-mail's status; while Pending, how many of its messages have gone so far. */
export function EmailStatusTag({ email }: { email: Pick<EmailView, 'status' | 'progress'> }) {
  const { sent, failed, total } = email.progress;
  const pending = email.status === 0 && total > 1;
  return (
    <ToneTag tone={TONES[email.status]}>
      {EMAIL_STATUS_LABELS[email.status]}
      {pending ? ` ${sent + failed}/${total}` : ''}
    </ToneTag>
  );
}
