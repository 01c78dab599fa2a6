import { displayedExpiry } from '@tp/contracts/class-expiry';

/** What the Expired Time column needs of a My class entry (GET /user/getMyClasses). */
interface MyClassExpiry {
  classInfo: { classID: { includeLibrary: boolean; endDate: string | null } };
  /** The registration's own expiry. */
  expirationDate: string | null;
}

/**
 * The Expired Time column: the displayed expiry (with the library included, the registration's expiry; otherwise
 * the later of the class end and it), as YYYY-MM-DD in the viewer's time zone; none reads '-'.
 */
export function expiredTimeLabel({ classInfo, expirationDate }: MyClassExpiry): string {
  const shown = displayedExpiry({ includeLibrary: classInfo.classID.includeLibrary, classEndDate: classInfo.classID.endDate, expirationDate });
  if (!shown) return '-';
  const date = new Date(shown);
  if (Number.isNaN(date.getTime())) return '-';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A valid class opens its homework ('start learning'); an expired one goes back to its class register page to renew. */
export function myClassAction(entry: { classId: string; isValid: boolean }): { action: 'startLearning' | 'renew'; to: string } {
  return entry.isValid ? { action: 'startLearning', to: `/myHomework/${entry.classId}` } : { action: 'renew', to: `/classRegister/${entry.classId}` };
}
