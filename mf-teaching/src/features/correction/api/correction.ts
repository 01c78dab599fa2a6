import { exerciseQuestion, exerciseSummary, exerciseViewList, type ExerciseQuestion, type ExerciseSummary, type ExerciseView } from '@tp/contracts/exercises';
import { apiGet, apiPost } from '@tp/web-kit/api-client';

/** GET /api/teacher/getExerciseByClassAndHomework?classID&hwID: every student's exercise of the homework, with questions. */
export async function fetchCorrectionList(classId: string, homeworkId: string, signal?: AbortSignal): Promise<ExerciseView[]> {
  return exerciseViewList.parse(await apiGet('/teacher/getExerciseByClassAndHomework', { classID: classId, hwID: homeworkId }, signal)).list;
}

export interface Correction {
  exerciseId: string;
  questionId: string;
  comments: string;
  /** Right (true), Wrong (false), or left out to only comment. */
  isCorrect?: boolean;
}

/**
 * POST /api/teacher/correctExercise {questionId, exerciseId, comments, isCorrect}: comments and, with Right or Wrong,
 * the verdict; answers the question as now stored.
 */
export async function correctExercise({ exerciseId, questionId, comments, isCorrect }: Correction): Promise<ExerciseQuestion> {
  return exerciseQuestion.parse(await apiPost('/teacher/correctExercise', { exerciseId, questionId, comments, ...(isCorrect === undefined ? {} : { isCorrect }) }));
}

/** POST /api/teacher/finishCorrection {exerciseId}: the correction is finished (correctionStatus '0' → '1'). */
export async function finishCorrection(exerciseId: string): Promise<ExerciseSummary> {
  return exerciseSummary.parse(await apiPost('/teacher/finishCorrection', { exerciseId }));
}

export interface CorrectionEmail {
  email: string;
  title: string;
  content: string;
}

/** POST /api/teacher/sendCorrectionEmail {email, title, content}: the mail service queues it. */
export async function sendCorrectionEmail(mail: CorrectionEmail): Promise<void> {
  await apiPost('/teacher/sendCorrectionEmail', mail);
}
