import type { CorrectionEmail } from '../api/correction';

/**
 * The first broken rule of the correction e-mail form, in order, or undefined: an address, then §5 Send e-mail's
 * title and content. The editor reports '' when it holds nothing (an empty paragraph counts as nothing).
 */
export function correctionEmailProblem(mail: CorrectionEmail): string | undefined {
  if (!mail.email.trim()) return 'Please input email';
  if (!mail.title.trim()) return 'Please input title';
  if (!mail.content.trim()) return 'Please input content';
  return undefined;
}
