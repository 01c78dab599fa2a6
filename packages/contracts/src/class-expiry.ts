/** A moment as the API carries it (an ISO string) or as a service holds it (a Date). */
type Moment = Date | string;

/** What the expiry rule needs to know about one student's place in a class; null is "no date". */
export interface ClassExpiryFacts<T extends Moment> {
  includeLibrary: boolean;
  classEndDate: T | null;
  /** The registration's own expiry. */
  expirationDate: T | null;
}

const time = (moment: Moment) => new Date(moment).getTime();

/**
 * The expiry shown for a class: with the library included, the registration's expiration date; otherwise the
 * later of the class end date and the expiration date. A missing date does not count; null means "no end".
 * One rule for catalog (which decides `isValid` with it) and the My Classes screen (which shows it).
 */
export function displayedExpiry<T extends Moment>({ includeLibrary, classEndDate, expirationDate }: ClassExpiryFacts<T>): T | null {
  if (includeLibrary || !classEndDate) return expirationDate;
  if (!expirationDate) return classEndDate;
  return time(classEndDate) >= time(expirationDate) ? classEndDate : expirationDate;
}
