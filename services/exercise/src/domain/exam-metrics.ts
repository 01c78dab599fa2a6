import type { AnswerRecord } from './exercise-records';

/**
 * What an exam save was, as counted: its verdict when stored (choice letters are graded in the save), `pending` for
 * free text graded after it, `stale` for an older answer than the one stored (not applied).
 */
export type SaveVerdict = 'correct' | 'wrong' | 'undecided' | 'pending' | 'stale';

/** The exam counters the use cases keep (Prometheus's, in metrics/); counted once the write has committed. */
export interface ExamMetrics {
  /** A student's Next in an exam, stored or found older than the answer stored. */
  answerSaved(verdict: SaveVerdict): void;
  /** A write to an exam refused because it came after the end and its grace. */
  refusedLate(): void;
}

/** The verdict a save is counted under, from the answer it left stored. */
export function saveVerdict(applied: boolean, answer: AnswerRecord | undefined): SaveVerdict {
  if (!applied) return 'stale';
  if (answer?.gradingPending) return 'pending';
  if (answer?.autoCorrect === true) return 'correct';
  return answer?.autoCorrect === false ? 'wrong' : 'undecided';
}
