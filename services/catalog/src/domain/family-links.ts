/** §3 `dependent`: the e-mails of linked parents or students, separated by semicolons; compared lowercased. */
export function linkedEmails(dependent: string | null | undefined): string[] {
  const emails = (dependent ?? '')
    .split(';')
    .map((email) => email.trim().toLowerCase())
    .filter((email) => email.length > 0);
  return [...new Set(emails)];
}
