export type InterestStatus = 'Registered' | 'Pending payment confirmation' | 'Interested';

/** SPEC §4 'Interest status (teacher view, derived)'. */
export function interestStatus(entry: { registered: boolean; paid: boolean }): InterestStatus {
  if (entry.registered) return 'Registered';
  if (entry.paid) return 'Pending payment confirmation';
  return 'Interested';
}

/** §4: Add and Delete are offered only while the entry is not registered. */
export function canChangeInterest(entry: { registered: boolean }): boolean {
  return !entry.registered;
}

/** §9 plans: 1 = '1 month', 2 = '1 year'. */
export function planLabel(durationType: 1 | 2): string {
  return durationType === 1 ? '1 month' : '1 year';
}
