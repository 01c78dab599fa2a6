/**
 * §9 expiry display. Catalog already answers `expirationDate` as the displayed expiry (with the library: the
 * registration's expiry; otherwise the later of the class end date and it; services/catalog README), so the
 * screen only formats it: a date as YYYY-MM-DD in the viewer's time zone, none as '-'.
 */
export function expiredTimeLabel(expirationDate: string | null | undefined): string {
  if (!expirationDate) return '-';
  const date = new Date(expirationDate);
  if (Number.isNaN(date.getTime())) return '-';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** §2/§4: a valid class opens its homework; an expired one goes back to its class register page to renew. */
export function myClassAction(entry: { classId: string; isValid: boolean }): { label: string; to: string } {
  return entry.isValid ? { label: 'start learning', to: `/myHomework/${entry.classId}` } : { label: 'renew', to: `/classRegister/${entry.classId}` };
}
