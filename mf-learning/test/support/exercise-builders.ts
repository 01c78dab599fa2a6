import type { ExerciseQuestion, ExerciseSummary, ExerciseView } from '@tp/contracts/exercises';

const AT = '2026-01-01T00:00:00.000Z';

/** An exercise of Sam Student in Algebra as the lists show it: homework 'Week 3', not started, 3 questions. */
export function anExerciseSummary(overrides: Partial<ExerciseSummary> = {}, homework: Partial<ExerciseSummary['homeworkId']> = {}): ExerciseSummary {
  return {
    _id: 'e-1', student: { _id: 'student-1', name: 'Sam Student', email: 'sam@example.com' }, classId: { _id: 'class-1', name: 'Algebra' },
    homeworkId: { _id: 'h-1', name: 'Week 3', dueDate: '2026-02-01T10:00:00.000Z', isExam: false, examDuration: 0, ...homework },
    progress: { answered: 0, total: 3 }, accuracy: null, overdue: false, startedAt: null, endExamAt: null, examRemainingTime: null,
    finishedAt: null, finishedBy: null, correctionStatus: '0', publishedAt: AT,
    ...overrides,
  };
}

/** A question of an exercise, its answer as given (a choice question with four options). */
export function anExerciseQuestion(n: number, answer: string, overrides: Partial<ExerciseQuestion> = {}): ExerciseQuestion {
  return {
    _id: `q-${n}`,
    question: {
      _id: `q-${n}`, name: `Q${n}`, category: 'Maths', qText: `<p>Question text ${n}</p>`, image: '', showImg: false, isChoice: 0, numChoice: 4,
      correctAnswer: 'B', difficuty: 1, description: `<p>Solution text ${n}</p>`, source: '', copyright: '', answerA: 'one', answerB: 'two', answerC: 'three', answerD: 'four',
      answerE: '', language: 'en', referenceId: '', libraryId: '', chapterId: '', sectionId: '', user: { _id: 't-1', name: 'Tess' }, createdAt: AT, updatedAt: AT,
    },
    answer, content: '', answeredAt: answer ? AT : null, seq: answer ? 1 : 0, locked: false, isCorrect: null, autoCorrect: null,
    autoCorrectMethod: null, correctedAt: null, autoCorrectedAt: null, comments: '', createdAt: AT,
    ...overrides,
  };
}

/** The exercise with its questions, as the detail page reads it. */
export const anExerciseView = (summary: ExerciseSummary, questionList: ExerciseQuestion[]): ExerciseView => ({ ...summary, questionList });
