import { classWorkText } from '../../../components/class-work-texts';

export type InterestStatus = 'Registered' | 'Pending payment confirmation' | 'Interested';

/** The status a teacher sees of an interest, derived from its flags. */
export function interestStatus(entry: { registered: boolean; paid: boolean }): InterestStatus {
  if (entry.registered) return 'Registered';
  if (entry.paid) return 'Pending payment confirmation';
  return 'Interested';
}

/** Add and Delete are offered only while the entry is not registered. */
export function canChangeInterest(entry: { registered: boolean }): boolean {
  return !entry.registered;
}

/** Plans: 1 = '1 month', 2 = '1 year'. */
export function planLabel(durationType: 1 | 2): string {
  return classWorkText(durationType === 1 ? 'oneMonth' : 'oneYear');
}
