import { z } from 'zod';
import { GRADING_METHODS } from './exercises';
import { questionView } from './questions';

// Self-practice ("Resources"): a student's saved setting, the questions it serves, what they answered or gave up,
// and their bug reports. The exercise service answers these calls; question-bank owns the questions and who may
// practise from which library. Field names are the public API's.

/** The practice difficulties a student chooses from. */
export const PRACTICE_DIFFICULTIES = ['easy', 'medium', 'difficult', 'veryDifficult', 'all'] as const;
export type PracticeDifficulty = (typeof PRACTICE_DIFFICULTIES)[number];

/**
 * Which question difficulties (1–5, default 3) each choice covers: easy 1–2, medium 3 (the default of a new
 * question), difficult 4, very difficult 5, all 1–5.
 */
export const PRACTICE_DIFFICULTY_RANGES: Record<PracticeDifficulty, { min: number; max: number }> = {
  easy: { min: 1, max: 2 },
  medium: { min: 3, max: 3 },
  difficult: { min: 4, max: 4 },
  veryDifficult: { min: 5, max: 5 },
  all: { min: 1, max: 5 },
};

export const PRACTICE_DIFFICULTY_LABELS: Record<PracticeDifficulty, string> = {
  easy: 'Easy',
  medium: 'Medium',
  difficult: 'Difficult',
  veryDifficult: 'Very difficult',
  all: 'All',
};

/** How many questions one getResourceQuestion serves at most (PLAY fetches more when they run out). */
export const PRACTICE_BATCH_SIZE = 10;
/** Practice history and the teacher's question record list 10 a page. */
export const PRACTICE_PAGE_SIZE = 10;
/** At most this many library selections and sources in one setting. */
export const MAX_PRACTICE_LIBRARIES = 50;
export const MAX_PRACTICE_SOURCES = 100;

// What the practice screens and calls say, word for word (the server and the forms share them).
export const SELECT_LIBRARY_MESSAGE = 'Please select library';
export const SELECT_SOURCE_MESSAGE = 'Please select source';
export const REPORT_CONTENT_MESSAGE = 'Please input your report content';
export const REPORT_SUBMITTED_MESSAGE = 'Report submitted successfully';
export const GIVE_UP_CONFIRM_MESSAGE = 'Are you sure to give up this question?';
export const ALL_DONE_MESSAGE = 'All questions are done!';
export const NO_SETTING_MESSAGE = 'Please save your practice settings first.';

/** The settings count shows up to 10, then '10+'. */
export const settingsCountLabel = (count: number): string => (count > 10 ? '10+' : String(count));

/** What saving the settings says. */
export const settingsSavedMessage = (count: number): string =>
  `Save success, There are a total of ${settingsCountLabel(count)} questions in this setting`;

/** Bug report types. */
export const BUG_REPORT_TYPES = [
  { value: 1, label: 'Incorrect Question' },
  { value: 2, label: 'Incorrect Answer' },
  { value: 3, label: 'Other' },
] as const;
export type BugReportType = (typeof BUG_REPORT_TYPES)[number]['value'];
export const bugReportLabel = (type: number): string => BUG_REPORT_TYPES.find((t) => t.value === type)?.label ?? 'Other';
export const MAX_REPORT_CONTENT = 2000;

/**
 * Why a bug report cannot be sent, or null: a type is chosen; Other (3) needs text. Shared by the report form
 * and the server.
 */
export function bugReportProblem(errorType: number | undefined, otherContent: string): string | null {
  if (!BUG_REPORT_TYPES.some((t) => t.value === errorType)) return 'Please select the kind of problem.';
  if (errorType === 3 && otherContent.trim() === '') return REPORT_CONTENT_MESSAGE;
  if (otherContent.length > MAX_REPORT_CONTENT) return `A report is at most ${MAX_REPORT_CONTENT.toLocaleString('en')} characters.`;
  return null;
}

/** One library selection: a library, or one of its chapters, or one section of a chapter ('' for none). */
export const practiceLibrary = z.object({ libraryId: z.string(), chapterId: z.string(), sectionId: z.string() });
export type PracticeLibrary = z.infer<typeof practiceLibrary>;

/**
 * Why a setting cannot be saved, or null (in the form's order): at least one library selection, then at least
 * one source. Shared by the SETTINGS form and the server.
 */
export function practiceSettingProblem(setting: { libraries: readonly unknown[]; sources: readonly unknown[] }): string | null {
  if (setting.libraries.length === 0) return SELECT_LIBRARY_MESSAGE;
  if (setting.sources.length === 0) return SELECT_SOURCE_MESSAGE;
  return null;
}

/**
 * How far a setting's practice has come. `matching` counts the questions the setting matches now (done ones
 * included); Max Resources caps how many one setting offers. A done question that no longer matches still counts
 * as done, so the total never falls below what was done.
 */
export function practiceProgress({ matching, maxQuestions, done }: { matching: number; maxQuestions: number; done: number }) {
  const total = Math.max(done, Math.min(matching, maxQuestions));
  return { done, total, remaining: total - done };
}

/** POST /user/updateUserSetting: the selections, the sources (ids, or source objects), the difficulty. */
export const updateUserSettingRequest = z.object({
  libraries: z
    .array(
      z.object({
        libraryId: z.string({ error: 'Each library needs its libraryId.' }),
        chapterId: z.string().nullish().transform((v) => v ?? ''),
        sectionId: z.string().nullish().transform((v) => v ?? ''),
      }),
      { error: 'libraries must be a list of library selections.' },
    )
    .max(MAX_PRACTICE_LIBRARIES, `At most ${MAX_PRACTICE_LIBRARIES} library selections can be saved.`)
    .prefault([]),
  sources: z
    .array(z.union([z.string(), z.object({ _id: z.string() }).transform((s) => s._id)]), { error: 'sources must be a list of source ids.' })
    .max(MAX_PRACTICE_SOURCES, `At most ${MAX_PRACTICE_SOURCES} sources can be saved.`)
    .prefault([]),
  difficulty: z.enum(PRACTICE_DIFFICULTIES, { error: 'The difficulty must be easy, medium, difficult, veryDifficult or all.' }).default('all'),
});
export type UpdateUserSettingRequest = z.input<typeof updateUserSettingRequest>;

/** updateUserSetting answers how many questions the saved setting offers (Max Resources applied). */
export const updateUserSettingResult = z.number().int();

/**
 * GET /user/getUserSetting. A library selection or source is `expired` when the student can no longer practise
 * from it (the library left their classes, the node was deleted) or it was deleted. `skip` counts the questions given
 * up in this setting; `done` and `total` are its progress; `saved` is false before the first save.
 */
export const practiceSetting = z.object({
  libraries: z.array(practiceLibrary.extend({ expired: z.boolean() })),
  sources: z.array(z.object({ _id: z.string(), name: z.string(), expired: z.boolean() })),
  difficulty: z.enum(PRACTICE_DIFFICULTIES),
  isClassroomStudent: z.boolean(),
  skip: z.number().int(),
  done: z.number().int(),
  total: z.number().int(),
  saved: z.boolean(),
  savedAt: z.string().nullable(),
});
export type PracticeSetting = z.infer<typeof practiceSetting>;

/** A question as PLAY shows it before it is answered: never its correct answer or solution. */
export const practiceQuestion = questionView.pick({
  _id: true, name: true, qText: true, image: true, showImg: true, isChoice: true, numChoice: true,
  answerA: true, answerB: true, answerC: true, answerD: true, answerE: true, difficuty: true, language: true,
});
export type PracticeQuestion = z.infer<typeof practiceQuestion>;

/** GET /user/getResourceQuestion: the next questions (none when all are done), and the setting's progress. */
export const practiceQuestionBatch = z.object({ questions: z.array(practiceQuestion), done: z.number().int(), total: z.number().int() });
export type PracticeQuestionBatch = z.infer<typeof practiceQuestionBatch>;

/** POST /user/submitResourceQuestion {questionId, answer}. */
export const submitResourceQuestionRequest = z.object({
  questionId: z.string({ error: 'The question id (questionId) is required.' }),
  answer: z.string({ error: 'The answer must be text.' }).max(2000, 'An answer is at most 2,000 characters.').default(''),
});
/** POST /user/giveUpResourceQuestion {questionId}. */
export const giveUpResourceQuestionRequest = z.object({ questionId: z.string({ error: 'The question id (questionId) is required.' }) });

/**
 * The answer to submit and give up: the verdict, the correct answer and the solution (revealed only now), the
 * answer as stored, whether it was given up, and the setting's progress.
 */
export const practiceResult = z.object({
  isCorrect: z.boolean(),
  correctAnswer: z.string(),
  description: z.string(),
  answer: z.string(),
  gaveUp: z.boolean(),
  done: z.number().int(),
  total: z.number().int(),
});
export type PracticeResult = z.infer<typeof practiceResult>;

/** POST /user/reportResourceQuestion {questionId, errorType, otherContent}. */
export const reportResourceQuestionRequest = z.object({
  questionId: z.string({ error: 'The question id (questionId) is required.' }),
  errorType: z.coerce.number({ error: 'Please select the kind of problem.' }).int('Please select the kind of problem.').optional(),
  otherContent: z.string({ error: 'The report content must be text.' }).nullish().transform((v) => v ?? ''),
});
export const reportResourceQuestionResult = z.object({ _id: z.string() });

/** A question as a record keeps it: revealed, so with its correct answer and solution. */
export const practiceRecordQuestion = practiceQuestion.extend({ correctAnswer: z.string(), description: z.string() });
export type PracticeRecordQuestion = z.infer<typeof practiceRecordQuestion>;

/** A question the student answered (or gave up) in practice, as it was then. */
export const practiceRecord = z.object({
  _id: z.string(),
  question: practiceRecordQuestion,
  /** The answer as stored ('' when given up). */
  answer: z.string(),
  isCorrect: z.boolean(),
  gaveUp: z.boolean(),
  /** How the machine judged a free answer (exact, symbolic, numeric, text); null when given up or undecided. */
  method: z.enum(GRADING_METHODS).nullable(),
  createdAt: z.string(),
});
export type PracticeRecord = z.infer<typeof practiceRecord>;

/** The counts REPORT and the teacher's summary show. */
const outcomeCounts = { correct: z.number().int(), wrong: z.number().int(), gaveUp: z.number().int() };

/** GET /user/getResourceRecord: the records of the saved setting, newest first, and their counts. */
export const resourceRecordList = z.object({ list: z.array(practiceRecord), ...outcomeCounts });
export type ResourceRecordList = z.infer<typeof resourceRecordList>;

/** GET /user/getStudentQuestionRecord (page, pageSize): every record of the student, newest first. */
export const practiceRecordPage = z.object({ list: z.array(practiceRecord), total: z.number().int() });
export type PracticeRecordPage = z.infer<typeof practiceRecordPage>;

/** GET /teacher/getStudentExerciseByClass: one page of a student's records, with the counts of all of them. */
export const studentPracticeRecords = z.object({ list: z.array(practiceRecord), total: z.number().int(), ...outcomeCounts });
export type StudentPracticeRecords = z.infer<typeof studentPracticeRecords>;

/** A student's bug report as the question's author reads it. */
export const questionReport = z.object({
  _id: z.string(),
  questionId: z.string(),
  questionName: z.string(),
  errorType: z.number().int(),
  otherContent: z.string(),
  reporter: z.object({ _id: z.string(), name: z.string() }),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type QuestionReport = z.infer<typeof questionReport>;

/** GET /teacher/getQuestionReports ?questionId: every report on one of the caller's questions, open ones first. */
export const questionReportList = z.object({ list: z.array(questionReport) });
/** GET /teacher/getQuestionReportCounts: how many open reports each of the caller's reported questions has. */
export const questionReportCounts = z.object({ list: z.array(z.object({ questionId: z.string(), open: z.number().int() })) });
/** POST /teacher/resolveQuestionReport {id}. */
export const resolveQuestionReportRequest = z.object({ id: z.string({ error: 'The report id (id) is required.' }) });

// Internal: exercise → question-bank.

/**
 * question-bank: POST /internal/practice/questions — what a student's practice setting gives. question-bank checks
 * each library selection against the libraries the student may use (the one rule of who practises from which
 * library), and answers the questions it matches: filed under an available selection, from one of the sources, of a
 * difficulty in range, with a correct answer to judge by. `questionIds` narrows to those questions (a submit checks
 * its question is in the practice); `excludeIds` leaves out those done; `seed` fixes the order of one setting.
 */
export const internalPracticeRequest = z.object({
  studentId: z.string().min(1),
  libraries: z.array(practiceLibrary).max(MAX_PRACTICE_LIBRARIES),
  sourceIds: z.array(z.string()).max(MAX_PRACTICE_SOURCES),
  difficulty: z.object({ min: z.number().int().min(1).max(5), max: z.number().int().min(1).max(5) }),
  excludeIds: z.array(z.string()).max(5000).default([]),
  questionIds: z.array(z.string()).max(PRACTICE_BATCH_SIZE).optional(),
  limit: z.number().int().min(0).max(100),
  seed: z.string().max(100),
});
export type InternalPracticeRequest = z.input<typeof internalPracticeRequest>;

export const internalPracticeAnswer = z.object({
  /** The student is on the roster of a class whose registration has not expired and that includes the library. */
  classroom: z.boolean(),
  /** Max Resources: how many questions one setting offers at most. */
  maxQuestions: z.number().int(),
  /** Each selection asked for, and whether the student may practise from it (and it still exists). */
  libraries: z.array(practiceLibrary.extend({ available: z.boolean() })),
  /** The sources asked for that exist, with their names now. */
  sources: z.array(z.object({ _id: z.string(), name: z.string() })),
  /** How many questions the setting matches (excluded ones counted). */
  matching: z.number().int(),
  /** Up to `limit` matching questions, every field, in the setting's order. */
  questions: z.array(questionView),
});
export type InternalPracticeAnswer = z.infer<typeof internalPracticeAnswer>;

/** question-bank: GET /internal/teachers/:id/libraries — the libraries bound to a teacher (expired ones too). */
export const internalTeacherLibraries = z.object({ libraryIds: z.array(z.string()) });
