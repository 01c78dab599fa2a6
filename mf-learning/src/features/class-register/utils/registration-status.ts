/** A student's flags in a class, as the class register reads them. */
export interface RegistrationFlags {
  interested: boolean;
  paid: boolean;
  registered: boolean;
}

export type RegistrationStatus = 'registered' | 'pendingPayment' | 'inCart' | 'open';

/** Registered wins; then interested and paid (awaiting the teacher); then interested (in the cart); else open. */
export function registrationStatus({ interested, paid, registered }: RegistrationFlags): RegistrationStatus {
  if (registered) return 'registered';
  if (interested && paid) return 'pendingPayment';
  if (interested) return 'inCart';
  return 'open';
}

export interface Plan {
  durationType: 1 | 2;
  price: number;
}

/** The plans the class has a price for: 1 = '1 month' at monthlyPrice, 2 = '1 year' at yearlyPrice. */
export function availablePlans(prices: { monthlyPrice: number | null; yearlyPrice: number | null }): Plan[] {
  const plans: Plan[] = [];
  if (prices.monthlyPrice !== null) plans.push({ durationType: 1, price: prices.monthlyPrice });
  if (prices.yearlyPrice !== null) plans.push({ durationType: 2, price: prices.yearlyPrice });
  return plans;
}
