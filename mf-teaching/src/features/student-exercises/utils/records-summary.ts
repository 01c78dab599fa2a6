import type { StudentPracticeRecords } from '@tp/contracts/practice';
import { classWorkText } from '../../../components/class-work-texts';

/** Resource Records' summary line: '12 questions: 8 right, 3 wrong, 1 given up' (given up only when there is one). */
export function recordsSummary({ total, correct, wrong, gaveUp }: Pick<StudentPracticeRecords, 'total' | 'correct' | 'wrong' | 'gaveUp'>): string {
  if (total === 0) return classWorkText('noPracticeYet');
  const parts = [classWorkText('rightCount', { count: correct }), classWorkText('wrongCount', { count: wrong }), ...(gaveUp ? [classWorkText('gaveUpCount', { count: gaveUp })] : [])];
  return classWorkText(total === 1 ? 'recordsOne' : 'recordsMany', { count: total, parts: parts.join(classWorkText('listSeparator')) });
}
