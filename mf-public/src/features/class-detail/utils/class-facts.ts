import type { ClassView } from '@tp/contracts/classes';
import { getContentLanguage } from '@tp/web-kit/content-language';
import { publicText } from '../../../components/public-texts';

/**
 * A date of the class as the page prints it, e.g. 'Sep 1, 2026', in the visitor's time zone (the teacher picks a
 * local date and time); undefined when the teacher has not set it.
 */
export function classDate(iso: string | null): string | undefined {
  if (!iso) return undefined;
  return new Date(iso).toLocaleDateString(getContentLanguage() === 'zh' ? 'zh-CN' : 'en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

/** The plans a signed-in visitor sees: '$40 / 1 month', '$400 / 1 year'; plans without a price are left out. */
export function priceLines(cls: Pick<ClassView, 'monthlyPrice' | 'yearlyPrice'>, t = publicText): string[] {
  const lines: string[] = [];
  if (cls.monthlyPrice !== null) lines.push(t('perMonth', { price: cls.monthlyPrice }));
  if (cls.yearlyPrice !== null) lines.push(t('perYear', { price: cls.yearlyPrice }));
  return lines.length ? lines : [t('priceToBeAnnounced')];
}

/** A signed-in visitor registers on the class register screen; others sign up first. */
export function registerTarget(classId: string, signedIn: boolean): string {
  return signedIn ? `/classRegister/${classId}` : '/register?redirect=/myclasses';
}
