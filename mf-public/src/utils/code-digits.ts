/** The e-mailed codes (sign-up, verification, reset, profile) are six digits, sent as a number. */
export const CODE_LENGTH = 6;

/** What a code field keeps of what was typed or pasted: its digits, at most six ('12ab' → '12'). */
export function codeDigits(text: string): string {
  return text.replace(/\D+/g, '').slice(0, CODE_LENGTH);
}
