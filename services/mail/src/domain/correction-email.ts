import { CONTENT_MISSING, isBlankRichText, isEmailAddress, TITLE_MISSING } from '@tp/contracts';
import { badRequest } from '@tp/service-kit';
import { sanitizeRichText } from '@tp/service-kit/rich-text';
import { plainTextOf } from './plain-text';

export const EMAIL_INVALID = 'Please input a valid e-mail address.';

export interface CorrectionEmail {
  to: string;
  title: string;
  html: string;
  text: string;
}

/** A teacher's correction e-mail as it is sent, or a 400 with §5's message for what is missing (title, content, then the address). */
export function correctionEmailOf(request: { email: string; title: string; content: string }): CorrectionEmail {
  const title = request.title.trim();
  if (!title) throw badRequest(TITLE_MISSING);
  const html = sanitizeRichText(request.content);
  if (isBlankRichText(html)) throw badRequest(CONTENT_MISSING);
  const to = request.email.trim().toLowerCase();
  if (!isEmailAddress(to)) throw badRequest(EMAIL_INVALID);
  return { to, title, html, text: plainTextOf(html) };
}
