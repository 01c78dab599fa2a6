import type { DurationType } from '@tp/contracts';

export interface ClassPrices {
  monthlyPrice?: number | null;
  yearlyPrice?: number | null;
}

/**
 * Plan 1 costs the class's monthlyPrice, plan 2 its yearlyPrice, in dollars rounded to cents. The price always
 * comes from the class, never from the client. Undefined when the class has no price for that plan.
 */
export function planPrice(prices: ClassPrices, durationType: DurationType): number | undefined {
  const price = durationType === 1 ? prices.monthlyPrice : prices.yearlyPrice;
  if (typeof price !== 'number' || !Number.isFinite(price) || price < 0) return undefined;
  return Math.round(price * 100) / 100;
}
