import { CONTENT_MISSING, emailTitleProblem, isBlankRichText, isEmailAddress } from '@tp/contracts';
import { richTextProblem } from '@tp/contracts/rich-text-limits';
import { badRequest } from '@tp/service-kit';
import { storableRichText } from '@tp/service-kit/rich-text';
import { plainTextOf } from './plain-text';

export const EMAIL_INVALID = 'Please input a valid e-mail address.';

export interface CorrectionEmail {
  to: string;
  title: string;
  html: string;
  text: string;
}

/** Who may receive a teacher's correction e-mail: exercise knows which students are theirs. */
export interface CorrectionRecipients {
  /** True when `email` is a student with an exercise in one of the teacher's classes, or a linked parent of one. */
  mayReceiveCorrection(teacherId: string, email: string): Promise<boolean>;
}

/** How many correction e-mails one teacher may send: a comment on one student's work, not a mailing list. */
export interface CorrectionEmailLimits {
  perMinute: number;
  perHour: number;
}

/**
 * A teacher's correction e-mail as it is sent, or a 400 with the rule's message for what is missing (title, content, then
 * the address). Title and content have the bounds of every e-mail subject and rich-text field; the content is
 * measured before it is sanitised too, so an oversized one costs no sanitising.
 */
export function correctionEmailOf(request: { email: string; title: string; content: string }): CorrectionEmail {
  const titleProblem = emailTitleProblem(request.title);
  if (titleProblem) throw badRequest(titleProblem);
  const oversized = richTextProblem('content', request.content);
  if (oversized) throw badRequest(oversized);
  const html = storableRichText('content', request.content);
  if (isBlankRichText(html)) throw badRequest(CONTENT_MISSING);
  const to = request.email.trim().toLowerCase();
  if (!isEmailAddress(to)) throw badRequest(EMAIL_INVALID);
  return { to, title: request.title.trim(), html, text: plainTextOf(html) };
}

/** The 429's sentence: the limits, and when the next one may go. */
export function tooManyCorrectionEmailsMessage(limits: CorrectionEmailLimits, retryAfterSeconds: number): string {
  const wait = retryAfterSeconds < 120 ? `${retryAfterSeconds} seconds` : `${Math.ceil(retryAfterSeconds / 60)} minutes`;
  return `You have sent as many correction e-mails as allowed (${limits.perMinute} a minute, ${limits.perHour} an hour). Please try again in ${wait}.`;
}
