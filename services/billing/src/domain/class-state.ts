/** One stored interest or registration of a student in a class, as the rules below need it. */
export interface RegistrationEntry {
  id: string;
  durationType: 1 | 2;
  price: number;
  interested: boolean;
  paid: boolean;
  registered: boolean;
  expirationDate: Date | null;
}

/** A registration still running at `now`. */
export function isActiveRegistration(entry: RegistrationEntry, now: Date): boolean {
  return entry.registered && entry.expirationDate !== null && entry.expirationDate.getTime() > now.getTime();
}

/**
 * What a student's state in a class is, from all their entries for it: the open interest (in the cart or
 * awaiting confirmation) if there is one, else the registration still running. An expired registration counts
 * as nothing, so the class can be renewed ('renew' on /myclasses).
 */
export function currentEntry<E extends RegistrationEntry>(entries: E[], now: Date): E | undefined {
  const open = entries.find((e) => !e.registered);
  if (open) return open;
  return entries
    .filter((e) => isActiveRegistration(e, now))
    .sort((a, b) => b.expirationDate!.getTime() - a.expirationDate!.getTime())[0];
}

export type InterestDecision =
  | { action: 'create' }
  | { action: 'change-plan'; entry: RegistrationEntry }
  | { action: 'refuse'; reason: 'registered'; until: Date }
  | { action: 'refuse'; reason: 'awaiting-confirmation' };

/**
 * A new interest of a student in a class: a student registered and not expired is refused; an open interest keeps
 * being the one entry and takes the newly chosen plan, unless it is paid (then the plan is fixed until the teacher
 * confirms); otherwise a new interest is created.
 */
export function decideInterest(entries: RegistrationEntry[], now: Date): InterestDecision {
  const current = currentEntry(entries, now);
  if (!current) return { action: 'create' };
  if (current.registered) return { action: 'refuse', reason: 'registered', until: current.expirationDate! };
  if (current.paid) return { action: 'refuse', reason: 'awaiting-confirmation' };
  return { action: 'change-plan', entry: current };
}

export type RemovalDecision =
  | { action: 'remove'; entry: RegistrationEntry }
  | { action: 'refuse'; reason: 'registered' | 'paid' | 'not-in-cart' };

/** Cart Remove: only the open, unpaid interest can go; a paid one waits for the teacher, a registration stays. */
export function decideRemoval(entries: RegistrationEntry[], now: Date): RemovalDecision {
  const current = currentEntry(entries, now);
  if (!current) return { action: 'refuse', reason: 'not-in-cart' };
  if (current.registered) return { action: 'refuse', reason: 'registered' };
  if (current.paid) return { action: 'refuse', reason: 'paid' };
  return { action: 'remove', entry: current };
}
