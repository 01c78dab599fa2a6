import { isEmailAddress } from '@tp/contracts';
import { linkedEmails } from '@tp/contracts/family-links';

/**
 * E-mail addresses and `dependent` lists (linked family e-mails, semicolon-separated). Addresses are compared
 * lowercased everywhere; a list is stored trimmed, lowercased, without duplicates, joined by ';'.
 */

/** The platform's one address rule (contracts), so every address accepted here can also be e-mailed by mail. */
export function isEmail(value: string): boolean {
  return isEmailAddress(value);
}

export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** The addresses of a dependent list, and whether each looks like an e-mail. */
export function parseDependents(list: string): { emails: string[]; allValid: boolean } {
  const emails = linkedEmails(list); // the same reading every service makes of a dependent list
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
