import type { StudentPracticeRecords } from '@tp/contracts/practice';

/** Resource Records' summary line: '12 questions: 8 right, 3 wrong, 1 given up' (given up only when there is one). */
export function recordsSummary({ total, correct, wrong, gaveUp }: Pick<StudentPracticeRecords, 'total' | 'correct' | 'wrong' | 'gaveUp'>): string {
  if (total === 0) return 'No practice question answered yet.';
  const parts = [`${correct} right`, `${wrong} wrong`, ...(gaveUp ? [`${gaveUp} given up`] : [])];
  return `${total} question${total === 1 ? '' : 's'}: ${parts.join(', ')}`;
}
