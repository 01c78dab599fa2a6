import { effectiveVerdict, isAnswered, ITEM_ANALYSIS_MIN_STUDENTS, SCORE_BIN_COUNT, scoreBinOf, type ItemAnalysisResult, type TokenUser } from '@tp/contracts';
import type { Pool } from '@tp/service-kit';
import { withAnswersAll } from '../data-access/exercise-read-repository';
import { listExercises } from '../data-access/exercise-repository';
import type { AnswerRecord, ExerciseWithAnswers } from './exercise-records';
import { analyseItems } from './item-analysis';
import type { Neighbours } from './neighbours';
import { classToManage } from './publishing';

/** A question's score: 1 when the effective verdict (the teacher's, else the machine's) is right, else 0. */
const scoreOf = (answer: AnswerRecord | undefined): number => (answer && isAnswered(answer) && effectiveVerdict(answer) === true ? 1 : 0);

/** An answer neither the machine nor the teacher has decided yet. */
const awaitsMark = (answer: AnswerRecord | undefined): boolean => !!answer && isAnswered(answer) && effectiveVerdict(answer) === null;

/** How many students' scores (a row of 0/1 per question) fall in each bin of SCORE_BIN_COUNT. */
export function scoreDistribution(scores: readonly (readonly number[])[], questionCount: number): number[] {
  const bins = new Array<number>(SCORE_BIN_COUNT).fill(0);
  for (const row of scores) bins[scoreBinOf(row.reduce((sum, v) => sum + v, 0), questionCount)] += 1;
  return bins;
}

/**
 * The item analysis of a homework's exercises. Only finished ones count (submitted, or ended by the exam clock):
 * an unfinished one's unanswered questions would read as wrong while the student is still working. Of those, the
 * ones sharing the question list most exercises have (one publish's snapshot, or several alike) are compared;
 * exercises published with other questions are left out and counted.
 */
export function itemAnalysisOf(exercises: readonly ExerciseWithAnswers[]): ItemAnalysisResult {
  const finished = exercises.filter((e) => e.finishedAt !== null);
  const versions = new Map<string, ExerciseWithAnswers[]>();
  for (const exercise of finished) {
    const key = exercise.questions.map((q) => q._id).join('\n');
    versions.set(key, [...(versions.get(key) ?? []), exercise]);
  }
  // The largest group; on a tie the one seen first (lists come newest publish first).
  const counted = [...versions.values()].reduce<ExerciseWithAnswers[]>((best, group) => (group.length > best.length ? group : best), []);
  const questions = counted[0]?.questions ?? exercises[0]?.questions ?? [];
  const answersOf = (e: ExerciseWithAnswers) => questions.map((q) => e.answers.get(q._id));
  const scores = counted.map((e) => answersOf(e).map(scoreOf));
  const stats = analyseItems(scores, questions.length);
  return {
    students: stats.students,
    minStudents: ITEM_ANALYSIS_MIN_STUDENTS,
    unfinished: exercises.length - finished.length,
    otherVersions: finished.length - counted.length,
    awaitingMark: counted.reduce((sum, e) => sum + answersOf(e).filter(awaitsMark).length, 0),
    alpha: stats.alpha,
    questions: questions.map((q, i) => ({ questionId: q._id, number: i + 1, name: q.name, ...stats.items[i] })),
    scoreBins: scoreDistribution(scores, questions.length),
  };
}

/** getItemAnalysis: the class's teacher (or an administrator) reads the item analysis of one of its homework. */
export async function homeworkItemAnalysis(
  { pool, neighbours }: { pool: Pool; neighbours: Neighbours },
  caller: TokenUser,
  classId: string,
  homeworkId: string,
): Promise<ItemAnalysisResult> {
  await classToManage(neighbours, caller, classId);
  return itemAnalysisOf(await withAnswersAll(pool, await listExercises(pool, { classId, homeworkId })));
}
