/** §4 "Interest status (teacher view, derived)". */
export type RegistrationStatus = 'Registered' | 'Pending payment confirmation' | 'Interested';

export function registrationStatus(entry: { registered: boolean; paid: boolean }): RegistrationStatus {
  if (entry.registered) return 'Registered';
  if (entry.paid) return 'Pending payment confirmation';
  return 'Interested';
}
