import type { DurationType } from '@tp/contracts';

/** Plans: 1 = one month, 2 = one year. */
const MONTHS_OF_PLAN: Record<DurationType, number> = { 1: 1, 2: 12 };

/**
 * `from` plus whole calendar months (UTC), keeping the time of day. A day that the target month lacks is clamped
 * to its last day: Jan 31 + 1 month is Feb 28 (Feb 29 in a leap year), Feb 29 + 1 year is Feb 28.
 */
export function addMonthsClamped(from: Date, months: number): Date {
  const monthIndex = from.getUTCMonth() + months;
  const year = from.getUTCFullYear() + Math.floor(monthIndex / 12);
  const month = ((monthIndex % 12) + 12) % 12;
  const lastDayOfTarget = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const target = new Date(from.getTime());
  target.setUTCFullYear(year, month, Math.min(from.getUTCDate(), lastDayOfTarget));
  return target;
}

/** When a registration made at `registeredAt` with the plan `durationType` ends. */
export function expirationDate(registeredAt: Date, durationType: DurationType): Date {
  return addMonthsClamped(registeredAt, MONTHS_OF_PLAN[durationType]);
}
