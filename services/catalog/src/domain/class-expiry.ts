import { displayedExpiry, type ClassExpiryFacts } from '@tp/contracts';

/** What the expiry rule needs to know about one student's place in a class. */
export type ClassPlace = ClassExpiryFacts<Date>;

/** A My Classes entry is valid ('start learning') while the displayed expiry is in the future, or when there is none. */
export function isValidPlace(place: ClassPlace, now: Date = new Date()): boolean {
  const expiry = displayedExpiry(place);
  return expiry === null || expiry.getTime() > now.getTime();
}
