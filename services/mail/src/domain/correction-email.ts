import { isEmailAddress } from '@tp/contracts';
import { badRequest } from '@tp/service-kit';
import { sanitizeRichText } from '@tp/service-kit/rich-text';

export const TITLE_MISSING = 'Please input title';
export const CONTENT_MISSING = 'Please input content';
export const EMAIL_INVALID = 'Please input a valid e-mail address.';

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/** The plain-text part of an e-mail: its sanitised HTML with paragraphs and line breaks as new lines, without tags. */
export function plainTextOf(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-3]|li|blockquote|pre)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity])
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

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
  const text = plainTextOf(html);
  if (!text && !/<img\b/i.test(html)) throw badRequest(CONTENT_MISSING);
  const to = request.email.trim().toLowerCase();
  if (!isEmailAddress(to)) throw badRequest(EMAIL_INVALID);
  return { to, title, html, text };
}
