import type { ClassView } from '@tp/contracts/classes';

/**
 * A date of the class as the page prints it, e.g. 'Sep 1, 2026', in the visitor's time zone (the teacher picks a
 * local date and time); undefined when the teacher has not set it.
 */
export function classDate(iso: string | null): string | undefined {
  if (!iso) return undefined;
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

/** The plans a signed-in visitor sees: '$40 / 1 month', '$400 / 1 year'; plans without a price are left out. */
export function priceLines(cls: Pick<ClassView, 'monthlyPrice' | 'yearlyPrice'>): string[] {
  const lines: string[] = [];
  if (cls.monthlyPrice !== null) lines.push(`$${cls.monthlyPrice} / 1 month`);
  if (cls.yearlyPrice !== null) lines.push(`$${cls.yearlyPrice} / 1 year`);
  return lines.length ? lines : ['Price to be announced'];
}

/** A signed-in visitor registers on the class register screen; others sign up first. */
export function registerTarget(classId: string, signedIn: boolean): string {
  return signedIn ? `/classRegister/${classId}` : '/register?redirect=/myclasses';
}
