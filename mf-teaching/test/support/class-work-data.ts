import type { ClassView } from '@tp/contracts/classes';
import type { ExamMonitorRow } from '@tp/contracts/exam-monitor';
import type { ExerciseQuestion, ExerciseSummary, ExerciseView } from '@tp/contracts/exercises';
import type { ItemAnalysisResult } from '@tp/contracts/item-analysis';
import type { PracticeRecord } from '@tp/contracts/practice';
import { afterEach } from 'vitest';
import { aUser } from '../../../packages/web-kit/test/support/render-page';

// What the class work screens read, as the services answer it: small builders with overrides.

/** Back to English after each test: the file's next test starts as a new visitor's would. */
export function useEnglishAfterEach() {
  afterEach(() => localStorage.removeItem('language'));
}

export const AT = '2026-01-05T09:00:00.000Z';
export const teacher = aUser({ _id: 'teacher-1', name: 'Tess Teacher', role: 'Teacher' });

/** GET /teacher/getClassById: class-1, 'Algebra', with homework hw-1 ('Week 3'). */
export const aClass = (overrides: Partial<ClassView> = {}): ClassView => ({
  _id: 'class-1', name: 'Algebra', price: null, monthlyPrice: 10, yearlyPrice: 100, image: '', category: 'Math', description: '',
  introduction: '', bulletin: '<p>Bring a calculator.</p>', startDate: null, endDate: null, language: 'en', registerLink: '', source: [],
  includeLibrary: false, paymentInfo: '', autoPublish: false, autoPublishAccuracy: null, isPublish: 1, orderIndex: 0,
  user: { _id: 'teacher-1', name: 'Tess Teacher' },
  homeworkList: [{ name: 'Week 3', hwID: { _id: 'hw-1', dueDate: null }, isPublish: true, creator: { _id: 'teacher-1', name: 'Tess Teacher' }, isExam: false, addedAt: AT }],
  createdAt: AT, updatedAt: AT, ...overrides,
});

/** A choice question of an exercise answered `answer`, judged by the machine as `autoCorrect`. */
export const aQuestion = (n: number, answer: string, autoCorrect: boolean | null): ExerciseQuestion => ({
  _id: `q-${n}`,
  question: {
    _id: `q-${n}`, name: `Q${n}`, category: 'Maths', qText: `<p>Question text ${n}</p>`, image: '', showImg: false, isChoice: 0, numChoice: 4,
    correctAnswer: 'A', difficuty: 1, description: '', source: '', copyright: '', answerA: 'one', answerB: 'two', answerC: 'three', answerD: 'four',
    answerE: '', language: 'en', referenceId: '', libraryId: '', chapterId: '', sectionId: '', user: { _id: 'teacher-1', name: 'Tess' }, createdAt: AT, updatedAt: AT,
  },
  answer, content: '', answeredAt: answer ? AT : null, seq: answer ? 1 : 0, locked: false, isCorrect: null, autoCorrect,
  autoCorrectMethod: autoCorrect === null ? null : 'exact', correctedAt: null, autoCorrectedAt: autoCorrect === null ? null : AT, comments: '', createdAt: AT,
});

/** Sam Student's exercise of Week 3 in Algebra, submitted. */
export const anExerciseSummary = (overrides: Partial<ExerciseSummary> = {}): ExerciseSummary => ({
  _id: 'e-1', student: { _id: 'student-1', name: 'Sam Student', email: 'sam@example.com' }, classId: { _id: 'class-1', name: 'Algebra' },
  homeworkId: { _id: 'hw-1', name: 'Week 3', dueDate: null, isExam: false, examDuration: 0 },
  progress: { answered: 1, total: 1 }, accuracy: 100, overdue: false, startedAt: AT, endExamAt: null, examRemainingTime: null,
  finishedAt: AT, finishedBy: 'student', correctionStatus: '0', publishedAt: AT, ...overrides,
});

export const anExercise = (questionList: ExerciseQuestion[], overrides: Partial<ExerciseSummary> = {}): ExerciseView => ({
  ...anExerciseSummary(overrides),
  questionList,
});

/** GET /teacher/getItemAnalysis with nothing counted yet. */
export const anAnalysis = (overrides: Partial<ItemAnalysisResult> = {}): ItemAnalysisResult => ({
  students: 0, minStudents: 5, unfinished: 0, otherVersions: 0, awaitingMark: 0, alpha: null, questions: [], scoreBins: Array(10).fill(0), ...overrides,
});

/** A student's row on the live exam monitor, not started. */
export const aMonitorRow = (overrides: Partial<ExamMonitorRow> = {}): ExamMonitorRow => ({
  exerciseId: 'e-1', student: { _id: 'student-1', name: 'Sam Student', email: 'sam@example.com' }, status: 'not-started', answered: 0, total: 3,
  examDuration: 30, extraMinutes: 0, startedAt: null, endExamAt: null, finishedAt: null, finishedBy: null, lastSavedAt: null, lastSeenAt: null,
  connected: false, ...overrides,
});

/** A practice record of Sam's from the class's libraries. */
export const aPracticeRecord = (id: string, fields: Pick<PracticeRecord, 'isCorrect' | 'gaveUp' | 'answer'>): PracticeRecord => ({
  _id: id,
  question: {
    _id: `pq-${id}`, name: `Practice ${id}`, qText: '<p>2+2</p>', image: '', showImg: false, isChoice: 1, numChoice: 4, answerA: '', answerB: '',
    answerC: '', answerD: '', answerE: '', difficuty: 1, language: 'en', correctAnswer: '4', description: '',
  },
  method: null, createdAt: AT, ...fields,
});
