/** A user's `dependent`: the e-mails of linked parents or students, separated by semicolons; compared lowercased. */
export function linkedEmails(dependent: string | null | undefined): string[] {
  const emails = (dependent ?? '')
    .split(';')
    .map((email) => email.trim().toLowerCase())
    .filter((email) => email.length > 0);
  return [...new Set(emails)];
}

export interface FamilyMember {
  email: string;
  linkedEmails: string[];
}

/**
 * A parent and a student are a family when each lists the other's e-mail in `dependent` (identity writes both sides
 * on sign-up and on an admin's edit). One side alone is not enough: a parent can type any e-mail into their own list.
 */
export function areLinked(parent: FamilyMember, student: FamilyMember): boolean {
  const parentEmail = parent.email.toLowerCase();
  const studentEmail = student.email.toLowerCase();
  return parent.linkedEmails.includes(studentEmail) && student.linkedEmails.includes(parentEmail);
}
