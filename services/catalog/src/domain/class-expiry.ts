/** What the §9 expiry rule needs to know about one student's place in a class. */
export interface ClassPlace {
  includeLibrary: boolean;
  classEndDate: Date | null;
  expirationDate: Date | null;
}

/**
 * §9 expiry display for a class: with the library included, the expiration date; otherwise the later of the
 * class end date and the expiration date. A missing date does not count; null means "no end".
 */
export function displayedExpiry({ includeLibrary, classEndDate, expirationDate }: ClassPlace): Date | null {
  if (includeLibrary) return expirationDate;
  if (!classEndDate) return expirationDate;
  if (!expirationDate) return classEndDate;
  return classEndDate.getTime() >= expirationDate.getTime() ? classEndDate : expirationDate;
}

/** §4 My class: valid ('start learning') while the displayed expiry is in the future, or when there is none. */
export function isValidPlace(place: ClassPlace, now: Date = new Date()): boolean {
  const expiry = displayedExpiry(place);
  return expiry === null || expiry.getTime() > now.getTime();
}
