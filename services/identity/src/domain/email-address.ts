/**
 * E-mail addresses and §3 `dependent` lists (linked family e-mails, semicolon-separated). Addresses are compared
 * lowercased everywhere; a list is stored trimmed, lowercased, without duplicates, joined by ';'.
 */
const EMAIL = /^[^\s@;,<>()[\]\\"]+@[^\s@;,<>()[\]\\"]+\.[^\s@;,<>()[\]\\"]+$/;

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** The addresses of a dependent list, and whether each looks like an e-mail. */
export function parseDependents(list: string): { emails: string[]; allValid: boolean } {
  const emails = [...new Set(list.split(';').map(normalizeEmail).filter(Boolean))];
  return { emails, allValid: emails.every(isEmail) };
}

export function joinDependents(emails: string[]): string {
  return [...new Set(emails.map(normalizeEmail).filter(Boolean))].join(';');
}

export function hasDependent(list: string, email: string): boolean {
  return parseDependents(list).emails.includes(normalizeEmail(email));
}

export function withDependent(list: string, email: string): string {
  return joinDependents([...parseDependents(list).emails, email]);
}

export function withoutDependent(list: string, email: string): string {
  const gone = normalizeEmail(email);
  return joinDependents(parseDependents(list).emails.filter((e) => e !== gone));
}
