import type { QuestionView } from '@tp/contracts';

// The exercise service's nouns: what its rules decide on and its repositories return.

/** An exercise row as the service works with it (never a retired one: those are shown to nobody). */
export interface ExerciseRecord {
  id: string;
  studentId: string;
  studentName: string;
  studentEmail: string;
  classId: string;
  className: string;
  teacherId: string;
  homeworkId: string;
  homeworkName: string;
  dueDate: Date | null;
  isExam: boolean;
  examDuration: number;
  /** Extra time given to this student's exam, in minutes in all (taken at the start, or added to the end). */
  extraMinutes: number;
  snapshotId: string;
  questionCount: number;
  publishedBy: string;
  publishedAt: Date;
  startedAt: Date | null;
  endExamAt: Date | null;
  finishedAt: Date | null;
  finishedBy: 'student' | 'clock' | null;
  correctionStatus: '0' | '1';
  correctionDoneAt: Date | null;
}

/** The newest answer of one question of an exercise, with its verdicts. */
export interface AnswerRecord {
  questionId: string;
  answer: string;
  content: string;
  answeredAt: Date | null;
  seq: number;
  locked: boolean;
  autoCorrect: boolean | null;
  autoMethod: string | null;
  autoCorrectedAt: Date | null;
  /** Stored, and the machine's verdict still to come (the grading runs after the save). */
  gradingPending: boolean;
  isCorrect: boolean | null;
  comments: string;
  correctedAt: Date | null;
  createdAt: Date;
}

/** An exercise with its snapshot questions (in order) and its answers by question id. */
export interface ExerciseWithAnswers extends ExerciseRecord {
  questions: QuestionView[];
  answers: Map<string, AnswerRecord>;
}

/** An exercise with its answered and correct counts (lists need no questions). */
export interface ExerciseWithCounts extends ExerciseRecord {
  answered: number;
  correct: number;
}

/** Everything about a question's answer a student's write sets (the teacher's comment is left as it is). */
export type AnswerWrite = Omit<AnswerRecord, 'questionId' | 'comments' | 'createdAt'>;

export type HistoryKind = 'save' | 'content' | 'submit' | 'finish' | 'undo' | 'start';

export interface HistoryEntry {
  exerciseId: string;
  questionId?: string | null;
  kind: HistoryKind;
  opId?: string | null;
  seq?: number | null;
  answer?: string | null;
  content?: string | null;
  applied: boolean;
  /** The first answer to this write, sent again when its operation id comes back. */
  reply: unknown;
  receivedAt: Date;
}

/** A stored answer whose machine verdict is still to come. */
export interface PendingGrading {
  exerciseId: string;
  studentId: string;
  snapshotId: string;
  questionId: string;
  answer: string;
}

/** One student's exam as the monitor reads it. */
export interface MonitorRecord {
  id: string;
  studentId: string;
  studentName: string;
  studentEmail: string;
  questionCount: number;
  examDuration: number;
  extraMinutes: number;
  startedAt: Date | null;
  endExamAt: Date | null;
  finishedAt: Date | null;
  finishedBy: 'student' | 'clock' | null;
  lastSavedAt: Date | null;
  lastSeenAt: Date | null;
  answered: number;
}
