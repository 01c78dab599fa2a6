import { correctionText } from '../correction-texts';
import type { CorrectionEmail } from '../api/correction';

/**
 * The first broken rule of the correction e-mail form, or undefined: Send e-mail's title and content, then an
 * address (the server's order). The editor reports '' when it holds nothing (an empty paragraph counts as nothing).
 */
export function correctionEmailProblem(mail: CorrectionEmail): string | undefined {
  if (!mail.title.trim()) return correctionText('inputTitle');
  if (!mail.content.trim()) return correctionText('inputContent');
  if (!mail.email.trim()) return correctionText('inputEmail');
  return undefined;
}
