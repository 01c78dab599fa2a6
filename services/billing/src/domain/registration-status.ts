/** The teacher's view of an interest: Registered, else Pending payment confirmation if paid, else Interested. */
export type RegistrationStatus = 'Registered' | 'Pending payment confirmation' | 'Interested';

export function registrationStatus(entry: { registered: boolean; paid: boolean }): RegistrationStatus {
  if (entry.registered) return 'Registered';
  if (entry.paid) return 'Pending payment confirmation';
  return 'Interested';
}
