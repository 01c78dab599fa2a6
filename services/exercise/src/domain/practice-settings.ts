import {
  practiceProgress, practiceSettingProblem, type InternalPracticeAnswer, type PracticeDifficulty, type PracticeLibrary, type PracticeSetting, type TokenUser,
} from '@tp/contracts';
import { badRequest, forbidden, type Pool } from '@tp/service-kit';
import { findSetting, outcomeCounts, writeSetting } from '../data-access/practice-repository';
import type { Neighbours } from './neighbours';
import { distinctSelections, markExpired, practiceRequestOf } from './practice-rules';

export const LIBRARY_NOT_OPEN_MESSAGE = 'You can practise only from the libraries of your classes. Please choose your libraries again.';
export const SOURCE_GONE_MESSAGE = 'A chosen source no longer exists. Please choose your sources again.';

export interface PracticeDeps {
  pool: Pool;
  neighbours: Neighbours;
}

/** The setting before the first save: nothing chosen, every difficulty. */
const UNSAVED = { libraries: [], sources: [], difficulty: 'all' as PracticeDifficulty, roundId: '00000000-0000-4000-8000-000000000000' };

/**
 * getUserSetting: the saved setting with its expired markers, whether the student is a classroom student (on the
 * roster of a valid class that includes the library: question-bank asks catalog), how many questions were given up
 * in it and its progress. Before the first save, an empty setting.
 */
export async function readSetting({ pool, neighbours }: PracticeDeps, student: TokenUser): Promise<PracticeSetting> {
  const setting = await findSetting(pool, student.id);
  const scope = await neighbours.questionBank.practice(practiceRequestOf({ studentId: student.id, ...(setting ?? UNSAVED) }));
  if (!setting) {
    return { ...UNSAVED, isClassroomStudent: scope.classroom, skip: 0, done: 0, total: 0, saved: false, savedAt: null };
  }
  const counts = await outcomeCounts(pool, student.id, { roundId: setting.roundId });
  const done = counts.correct + counts.wrong + counts.gaveUp;
  return {
    ...markExpired(setting, scope),
    difficulty: setting.difficulty,
    isClassroomStudent: scope.classroom,
    skip: counts.gaveUp,
    ...progressOf(scope, done),
    saved: true,
    savedAt: setting.savedAt.toISOString(),
  };
}

/** done and total of a setting (Max Resources applied); a setting with nothing left to serve is complete. */
export function progressOf(scope: Pick<InternalPracticeAnswer, 'matching' | 'maxQuestions'>, done: number) {
  const { total } = practiceProgress({ matching: scope.matching, maxQuestions: scope.maxQuestions, done });
  return { done, total };
}

/**
 * updateUserSetting: a library and a source are needed; every selection must be one the student may practise
 * from now and every source must exist (question-bank says). Saving starts the practice afresh. Answers how many
 * questions the setting offers: the matching ones, at most Max Resources.
 */
export async function saveSetting(
  { pool, neighbours }: PracticeDeps,
  student: TokenUser,
  request: { libraries: PracticeLibrary[]; sources: string[]; difficulty: PracticeDifficulty },
): Promise<number> {
  const problem = practiceSettingProblem(request);
  if (problem) throw badRequest(problem);
  const libraries = distinctSelections(request.libraries);
  const sourceIds = [...new Set(request.sources)];
  const scope = await neighbours.questionBank.practice(
    practiceRequestOf({ studentId: student.id, roundId: UNSAVED.roundId, libraries, sources: sourceIds.map((_id) => ({ _id, name: '' })), difficulty: request.difficulty }),
  );
  if (scope.libraries.some((s) => !s.available)) throw forbidden(LIBRARY_NOT_OPEN_MESSAGE);
  if (scope.sources.length !== sourceIds.length) throw badRequest(SOURCE_GONE_MESSAGE);
  await writeSetting(pool, { studentId: student.id, libraries, sources: scope.sources, difficulty: request.difficulty });
  return progressOf(scope, 0).total;
}
