import { displayedExpiry } from '@tp/contracts';
import { isValidPlace, type ClassPlace } from './class-expiry';

/** A student's access to self-practice (identity's `sRegister`) and when time alone may end it. */
export interface PracticeAccess {
  sRegister: boolean;
  /** When the last place giving access expires; null when nothing changes with time (no access, or a place with no end). */
  nextCheckAt: Date | null;
}

/**
 * From the student's places in classes that include the library: access while at least one is still valid (the rule
 * My Classes and question-bank's library list use too), until the last of them expires.
 */
export function practiceAccess(libraryPlaces: ClassPlace[], now: Date): PracticeAccess {
  const valid = libraryPlaces.filter((place) => isValidPlace(place, now));
  if (valid.length === 0) return { sRegister: false, nextCheckAt: null };
  const ends = valid.map((place) => displayedExpiry(place));
  if (ends.some((end) => end === null)) return { sRegister: true, nextCheckAt: null };
  return { sRegister: true, nextCheckAt: new Date(Math.max(...ends.map((end) => end!.getTime()))) };
}

/** Announced when it differs from what was last announced, or when nothing was (a student awaiting the backfill). */
export function needsAnnouncement(lastAnnounced: boolean | null, access: PracticeAccess): boolean {
  return lastAnnounced !== access.sRegister;
}
