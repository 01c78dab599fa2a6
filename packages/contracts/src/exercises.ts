import { z } from 'zod';
import { questionView } from './questions';
import { choiceLetters } from './question-rules';

// Exercises as the exercise service answers them: one published homework for one student, with a snapshot of its
// questions taken at publish, the student's answers and the corrections. Field names are the public API's.

/** How a verdict was reached: choice letters compared exactly, maths compared symbolically or at random points, or the teacher. */
export const GRADING_METHODS = ['exact', 'symbolic', 'numeric', 'text'] as const;
export type GradingMethod = (typeof GRADING_METHODS)[number];

/**
 * Saves that reach the server up to this long after an exam's end were sent before it (in flight on a slow
 * network) and are still taken; then the server finishes the exam, and later saves are refused.
 */
export const EXAM_GRACE_MS = 5_000;

/** The messages for an empty answer. */
export const SELECT_ANSWER_MESSAGE = 'Please select your answer';
export const INPUT_ANSWER_MESSAGE = 'Please input your answer';
export const EXAM_ENDED_MESSAGE = 'The exam has ended.';
export const UNDO_CONFIRM_MESSAGE = 'Are you sure you want to undo this homework?';
/** Undo clears every answer but those checked with Check Solution: their solution was shown, they stay as answered. */
export const UNDO_KEEPS_CHECKED_MESSAGE = 'Questions you checked with Check Solution keep their answers.';

/**
 * One question of an exercise: the question as it was at publish and the student's newest answer.
 * For the student the question's `correctAnswer` and `description` (the solution) are '' until the question is
 * locked by Check Solution or the exercise is finished; the class's teacher always sees them.
 */
export const exerciseQuestion = z.object({
  /** The question's id (the snapshot keeps it). */
  _id: z.string(),
  question: questionView,
  /** The answer: a letter, sorted letters 'A,C', or free text; '' when unanswered. */
  answer: z.string(),
  /** The answer's rich text (working, a drawing), sanitised; '' when none. */
  content: z.string(),
  answeredAt: z.string().nullable(),
  /** The sequence number of the save now shown: a save with a lower one, arriving late, changes nothing. */
  seq: z.number().int(),
  /** Check Solution was used: the answer can no longer change. */
  locked: z.boolean(),
  /** The teacher's verdict; null until the teacher marks it. It outranks autoCorrect. */
  isCorrect: z.boolean().nullable(),
  /** The machine's verdict; null when unanswered or when the machine cannot decide (the teacher does). */
  autoCorrect: z.boolean().nullable(),
  autoCorrectMethod: z.enum(GRADING_METHODS).nullable(),
  correctedAt: z.string().nullable(),
  autoCorrectedAt: z.string().nullable(),
  comments: z.string(),
  createdAt: z.string(),
});
export type ExerciseQuestion = z.infer<typeof exerciseQuestion>;

/** An exercise without its questions: what lists show. */
export const exerciseSummary = z.object({
  _id: z.string(),
  student: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  classId: z.object({ _id: z.string(), name: z.string() }),
  homeworkId: z.object({
    _id: z.string(),
    name: z.string(),
    dueDate: z.string().nullable(),
    isExam: z.boolean(),
    /** Minutes an exam lasts once started. */
    examDuration: z.number().int(),
  }),
  /** Questions answered and questions in all. */
  progress: z.object({ answered: z.number().int(), total: z.number().int() }),
  /** Percent of all questions correct (the teacher's verdict, else the machine's), rounded; null before any answer. */
  accuracy: z.number().int().nullable(),
  /** The due date has passed and a question is unanswered (the server's clock). */
  overdue: z.boolean(),
  startedAt: z.string().nullable(),
  /** When an exam ends: the server's clock, fixed at the first start. */
  endExamAt: z.string().nullable(),
  /** Milliseconds left of a started, unfinished exam by the server's clock when it answered; null otherwise. */
  examRemainingTime: z.number().int().nullable(),
  finishedAt: z.string().nullable(),
  /** Who finished it: the student (Submit All Solutions) or the clock (the exam's end). */
  finishedBy: z.enum(['student', 'clock']).nullable(),
  /** '0' being corrected (FINISH), '1' correction finished (DONE). */
  correctionStatus: z.enum(['0', '1']),
  publishedAt: z.string(),
});
export type ExerciseSummary = z.infer<typeof exerciseSummary>;

/** An exercise with its questions (getExerciseById, getStudentExerciseDetail, the correction screen). */
export const exerciseView = exerciseSummary.extend({ questionList: z.array(exerciseQuestion) });
export type ExerciseView = z.infer<typeof exerciseView>;

/** Lists: getExerciseList, getExerciseByClassId, getExerciseByClass, getStudentExerciseList. */
export const exerciseSummaryList = z.object({ list: z.array(exerciseSummary) });
/** getExerciseByClassAndHomework: every student's exercise of one homework, with questions, for correction. */
export const exerciseViewList = z.object({ list: z.array(exerciseView) });

/** POST /teacher/getStudentListByExercise: the class's students and whether the homework is published to each. */
export const studentPublishEntry = z.object({
  student: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  exerciseId: z.string().nullable(),
  isPublished: z.boolean(),
  /** Always false from the server: the publish modal's checkbox. */
  select: z.boolean(),
});
export const studentPublishList = z.object({ list: z.array(studentPublishEntry) });
export type StudentPublishEntry = z.infer<typeof studentPublishEntry>;

/** POST /teacher/publishHomework: the exercises made (students who had it already are left as they were). */
export const publishResult = z.object({ published: z.array(z.object({ exerciseId: z.string(), studentId: z.string() })) });
/** POST /teacher/unPublishHomework: exercises removed, and answered ones kept aside (see the service README). */
export const unpublishResult = z.object({ removed: z.array(z.string()), retired: z.array(z.string()) });

// Answering. Every write carries a client operation id (`opId`) and the screen's sequence number (`seq`, rising
// with each change the student makes to one exercise): a repeat of an `opId` is answered with its first reply and
// stored once; a save whose `seq` is not above the stored one is kept in the history but does not replace it.

const opFields = {
  /** The client's id for this one write (a UUID); a retry sends the same one. */
  opId: z.string().min(8).max(64).optional(),
  /** Rises with each change on the client; without it the save counts as the newest. */
  seq: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
};

export const saveExerciseRequest = z.object({
  id: z.string(),
  questionId: z.string(),
  answer: z.string().max(2000, 'An answer is at most 2,000 characters.'),
  content: z.string().max(200_000, 'The answer content is too long.').default(''),
  ...opFields,
});
export type SaveExerciseRequest = z.infer<typeof saveExerciseRequest>;
export const updateExerciseContentRequest = z.object({
  id: z.string(),
  questionId: z.string(),
  content: z.string().max(200_000, 'The answer content is too long.'),
  ...opFields,
});
export const exerciseIdRequest = z.object({ id: z.string(), opId: opFields.opId });

/**
 * The answer to every write: the question as now stored, whether this write is the one shown (false: a newer one
 * was there first), and the exam clock by the server, so the screen corrects its countdown on every save.
 */
export const saveExerciseResult = z.object({
  question: exerciseQuestion,
  applied: z.boolean(),
  examRemainingTime: z.number().int().nullable(),
  endExamAt: z.string().nullable(),
});
export type SaveExerciseResult = z.infer<typeof saveExerciseResult>;

/** POST /user/submitExercise (Check Solution, homework only): the verdict and the solution; the question is locked. */
export const submitExerciseResult = saveExerciseResult.extend({
  correctAnswer: z.string(),
  autoCorrect: z.boolean().nullable(),
  description: z.string(),
});
export type SubmitExerciseResult = z.infer<typeof submitExerciseResult>;

/** POST /user/startExam: the end by the server's clock; a second start answers the same end. */
export const startExamResult = z.object({ examRemainingTime: z.number().int(), endExamAt: z.string() });
export type StartExamResult = z.infer<typeof startExamResult>;

// Teacher correction.
export const correctExerciseRequest = z.object({
  questionId: z.string(),
  exerciseId: z.string(),
  comments: z.string().max(200_000, 'The comment is too long.').default(''),
  /** Right, Wrong, or null to leave the verdict as it is and only comment. */
  isCorrect: z.boolean().nullable().optional(),
});
export const finishCorrectionRequest = z.object({ exerciseId: z.string() });
export const sendCorrectionEmailRequest = z.object({
  email: z.string(),
  title: z.string(),
  content: z.string(),
});

/** The verdict the screens show: the teacher's outranks the machine's; unset falls back to it (null: not decided). */
export function effectiveVerdict(q: Pick<ExerciseQuestion, 'isCorrect' | 'autoCorrect'>): boolean | null {
  return q.isCorrect ?? q.autoCorrect;
}

/** A question counts as answered once it has an answer (the rich-text content alone does not answer it). */
export const isAnswered = (q: Pick<ExerciseQuestion, 'answer'>): boolean => q.answer.trim() !== '';

/**
 * Why an answer cannot be sent, or null: choice questions need a letter, free text needs text.
 * Shared by the exercise screen and the server.
 */
export function emptyAnswerProblem(isChoice: number, answer: string): string | null {
  if (answer.trim() !== '') return null;
  return isChoice === 2 ? INPUT_ANSWER_MESSAGE : SELECT_ANSWER_MESSAGE;
}

/** The letters of a choice answer as sent: 'c, a,A' → ['C', 'A', 'A']. */
const lettersOf = (raw: string) => raw.split(/[\s,]+/).filter(Boolean).map((letter) => letter.toUpperCase());

/**
 * Why a non-empty choice answer cannot be taken, or null: a single choice is one offered letter; a multiple choice
 * is offered letters (repeats are dropped). Free text is always taken. Shared by the exercise screen and the server.
 */
export function answerLetterProblem(isChoice: number, numChoice: number, raw: string): string | null {
  if (isChoice === 2 || raw.trim() === '') return null;
  const letters = lettersOf(raw);
  const offered = choiceLetters(numChoice);
  const range = `${offered[0]}–${offered.at(-1)}`;
  const stranger = letters.find((letter) => !offered.includes(letter));
  if (stranger) return `${stranger} is not one of the choices ${range}.`;
  if (isChoice === 0 && new Set(letters).size > 1) return `Choose one answer, one of ${range}.`;
  return null;
}

/** A choice answer as stored: upper case, no repeats, sorted, comma-separated ('c,a,A' → 'A,C'); free text trimmed. */
export function normalizeAnswer(isChoice: number, raw: string): string {
  if (isChoice === 2) return raw.trim();
  return [...new Set(lettersOf(raw))].sort().join(',');
}

/** Percent of all `total` questions that are correct, rounded; null before any answer (or with no questions). */
export function accuracyOf(answered: number, correct: number, total: number): number | null {
  return answered === 0 || total === 0 ? null : Math.round((100 * correct) / total);
}

/** Progress and accuracy of a list of questions, as exerciseSummary states them. */
export function progressOf(questions: readonly Pick<ExerciseQuestion, 'answer' | 'isCorrect' | 'autoCorrect'>[]): {
  progress: { answered: number; total: number };
  accuracy: number | null;
} {
  const answered = questions.filter(isAnswered).length;
  const correct = questions.filter((q) => isAnswered(q) && effectiveVerdict(q) === true).length;
  return { progress: { answered, total: questions.length }, accuracy: accuracyOf(answered, correct, questions.length) };
}

// Events.

/** exercise → itself and others: a student's exercise was finished (by them or by the exam's clock). */
export const exerciseFinishedPayload = z.object({
  exerciseId: z.string().uuid(),
  studentId: z.string(),
  classId: z.string().uuid(),
  homeworkId: z.string().uuid(),
  accuracy: z.number().int().nullable(),
  finishedBy: z.enum(['student', 'clock']),
});
export type ExerciseFinishedPayload = z.infer<typeof exerciseFinishedPayload>;

/** exercise → others: the teacher finished correcting an exercise. */
export const correctionFinishedPayload = z.object({
  exerciseId: z.string().uuid(),
  studentId: z.string(),
  classId: z.string().uuid(),
  homeworkId: z.string().uuid(),
  teacherId: z.string(),
});
export type CorrectionFinishedPayload = z.infer<typeof correctionFinishedPayload>;
