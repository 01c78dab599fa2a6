import type { PracticeRecord, PracticeResult } from '@tp/contracts/practice';
import type { Tone } from '@tp/web-kit/tone-tag';

/** The three outcomes REPORT's pie chart and every record's mark show. */
export type Outcome = 'Correct' | 'Incorrect' | 'Gave up';

export function outcomeOf(record: Pick<PracticeRecord | PracticeResult, 'isCorrect' | 'gaveUp'>): Outcome {
  if (record.gaveUp) return 'Gave up';
  return record.isCorrect ? 'Correct' : 'Incorrect';
}

export const OUTCOME_TONES: Record<Outcome, Tone> = { Correct: 'good', Incorrect: 'bad', 'Gave up': 'warn' };

/** Each outcome's text in the practice texts. */
export const OUTCOME_TEXT: Record<Outcome, 'correct' | 'incorrect' | 'gaveUp'> = { Correct: 'correct', Incorrect: 'incorrect', 'Gave up': 'gaveUp' };

/** The pie chart's slices: correct, incorrect and given up, in that order (empty ones kept, so colours stay put). */
export function outcomeSlices(counts: { correct: number; wrong: number; gaveUp: number }): { type: Outcome; value: number }[] {
  return [
    { type: 'Correct', value: counts.correct },
    { type: 'Incorrect', value: counts.wrong },
    { type: 'Gave up', value: counts.gaveUp },
  ];
}
