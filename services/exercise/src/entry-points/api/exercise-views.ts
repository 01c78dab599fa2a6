import { accuracyOf, type ExerciseQuestion, type ExerciseSummary, type ExerciseView, type GradingMethod, type QuestionView } from '@tp/contracts';
import { signUploadLinks, type UploadLinkOptions } from '@tp/service-kit/upload-links';
import { showsAccuracy, type Audience } from '../../domain/exercise-access';
import { isOverdue } from '../../domain/overdue';
import type { AnswerRecord, ExerciseRecord, ExerciseWithAnswers, ExerciseWithCounts } from '../../domain/exercise-records';

/**
 * Who reads an exercise decides what of its questions shows: the student sees the correct answer and the solution of
 * a question once it is locked by Check Solution or the exercise is finished; a parent sees the correct answer then,
 * never the solution (only the Student role sees solutions); the class's teacher sees everything. Who is which
 * audience is `audienceOf` in domain/exercise-access.
 */
export type { Audience };

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Milliseconds left of a started, unfinished exam by the server's clock `now`; null otherwise. */
export function remainingTime(exercise: Pick<ExerciseRecord, 'endExamAt' | 'finishedAt'>, now: Date): number | null {
  if (!exercise.endExamAt || exercise.finishedAt) return null;
  return Math.max(0, exercise.endExamAt.getTime() - now.getTime());
}

function summaryOf(exercise: ExerciseRecord, answered: number, correct: number, audience: Audience, now: Date): ExerciseSummary {
  return {
    _id: exercise.id,
    student: { _id: exercise.studentId, name: exercise.studentName, email: exercise.studentEmail },
    classId: { _id: exercise.classId, name: exercise.className },
    homeworkId: {
      _id: exercise.homeworkId,
      name: exercise.homeworkName,
      dueDate: iso(exercise.dueDate),
      isExam: exercise.isExam,
      examDuration: exercise.examDuration,
    },
    progress: { answered, total: exercise.questionCount },
    accuracy: showsAccuracy(audience, exercise) ? accuracyOf(answered, correct, exercise.questionCount) : null,
    overdue: isOverdue(exercise, answered, now),
    startedAt: iso(exercise.startedAt),
    endExamAt: iso(exercise.endExamAt),
    examRemainingTime: remainingTime(exercise, now),
    finishedAt: iso(exercise.finishedAt),
    finishedBy: exercise.finishedBy,
    correctionStatus: exercise.correctionStatus,
    publishedAt: exercise.publishedAt.toISOString(),
  };
}

/** An exercise as lists show it to `audience`. */
export function toExerciseSummary(exercise: ExerciseWithCounts, audience: Audience, now = new Date()): ExerciseSummary {
  return summaryOf(exercise, exercise.answered, exercise.correct, audience, now);
}

/**
 * One question of an exercise for `audience`; `finished` is the exercise's state. The student's working (`content`) may
 * show their own private uploads (photos, drawings, clips) and the teacher's comments may too: with `links`, each
 * /uploads/ link in them is signed for this reader, who was let in by `readExercise` (student, linked parent or the
 * class's teacher). Without, they are left as stored and private files in them do not show.
 */
export function toExerciseQuestion(
  question: QuestionView,
  answer: AnswerRecord | undefined,
  audience: Audience,
  exercise: Pick<ExerciseRecord, 'finishedAt' | 'publishedAt'>,
  links?: UploadLinkOptions,
): ExerciseQuestion {
  const readable = (html: string) => (links ? signUploadLinks(html, links) : html);
  const finished = exercise.finishedAt !== null;
  const revealed = audience === 'teacher' || finished || (answer?.locked ?? false);
  const showSolution = audience === 'teacher' || (audience === 'student' && revealed);
  return {
    _id: question._id,
    question: { ...question, correctAnswer: revealed ? question.correctAnswer : '', description: showSolution ? question.description : '' },
    answer: answer?.answer ?? '',
    content: readable(answer?.content ?? ''),
    answeredAt: iso(answer?.answeredAt ?? null),
    seq: answer?.seq ?? 0,
    locked: answer?.locked ?? false,
    isCorrect: answer?.isCorrect ?? null,
    // The machine's verdict would give the answer away before the question is revealed.
    autoCorrect: revealed ? (answer?.autoCorrect ?? null) : null,
    autoCorrectMethod: revealed ? ((answer?.autoMethod as GradingMethod | null) ?? null) : null,
    correctedAt: iso(answer?.correctedAt ?? null),
    autoCorrectedAt: revealed ? iso(answer?.autoCorrectedAt ?? null) : null,
    comments: readable(answer?.comments ?? ''),
    createdAt: (answer?.createdAt ?? exercise.publishedAt).toISOString(),
  };
}

/** An exercise with its questions for `audience` (`links`: see toExerciseQuestion). */
export function toExerciseView(exercise: ExerciseWithAnswers, audience: Audience, now = new Date(), links?: UploadLinkOptions): ExerciseView {
  const questionList = exercise.questions.map((q) => toExerciseQuestion(q, exercise.answers.get(q._id), audience, exercise, links));
  const answeredOnes = [...exercise.answers.values()].filter((a) => a.answer.trim() !== '');
  const correct = answeredOnes.filter((a) => (a.isCorrect ?? a.autoCorrect) === true).length;
  return { ...summaryOf(exercise, answeredOnes.length, correct, audience, now), questionList };
}
