import type { GradingMethod, PracticeDifficulty, PracticeLibrary, PracticeRecordQuestion } from '@tp/contracts';

// Self-practice's nouns: what its rules decide on and its repositories return.

/** A student's saved practice setting; `roundId` is new at every save (the practice starts afresh). */
export interface PracticeSettingRow {
  studentId: string;
  roundId: string;
  libraries: PracticeLibrary[];
  sources: { _id: string; name: string }[];
  difficulty: PracticeDifficulty;
  savedAt: Date;
}

export type PracticeOutcome = 'correct' | 'wrong' | 'gaveUp';

/** A question the student answered or gave up, as it was then. */
export interface PracticeRecordRow {
  id: string;
  studentId: string;
  roundId: string;
  questionId: string;
  authorId: string;
  libraryId: string | null;
  question: PracticeRecordQuestion;
  answer: string;
  outcome: PracticeOutcome;
  method: GradingMethod | null;
  createdAt: Date;
}

export interface OutcomeCounts {
  correct: number;
  wrong: number;
  gaveUp: number;
}

/** A student's bug report on a question, addressed to the question's author. */
export interface QuestionReportRow {
  id: string;
  questionId: string;
  questionName: string;
  authorId: string;
  reporterId: string;
  reporterName: string;
  errorType: number;
  otherContent: string;
  createdAt: Date;
  resolvedAt: Date | null;
}
