import {
  PRACTICE_DIFFICULTY_RANGES, type InternalPracticeAnswer, type InternalPracticeRequest, type PracticeLibrary, type PracticeRecordQuestion,
  type QuestionView,
} from '@tp/contracts';
import type { Verdict } from './grading/verdict';
import type { PracticeOutcome, PracticeSettingRow } from './practice-types';

// The rules of self-practice that need no database: pure, so each has a unit test.

/** What question-bank is asked about a saved setting: its selections, sources and difficulty range, in its round's order. */
export function practiceRequestOf(
  setting: Pick<PracticeSettingRow, 'studentId' | 'roundId' | 'libraries' | 'sources' | 'difficulty'>,
  extra: Partial<Pick<InternalPracticeRequest, 'excludeIds' | 'questionIds' | 'limit'>> = {},
): InternalPracticeRequest {
  return {
    studentId: setting.studentId,
    libraries: setting.libraries,
    sourceIds: setting.sources.map((s) => s._id),
    difficulty: PRACTICE_DIFFICULTY_RANGES[setting.difficulty],
    excludeIds: [],
    limit: 0,
    seed: setting.roundId,
    ...extra,
  };
}

/**
 * A practice answer is right or wrong: there is no teacher to decide what the machine cannot (it shows the correct
 * answer and the solution beside it), so an undecided free answer counts as wrong.
 */
export function outcomeOf(verdict: Verdict): { outcome: PracticeOutcome; method: Verdict['method'] } {
  return { outcome: verdict.correct === true ? 'correct' : 'wrong', method: verdict.method };
}

/** The question as a record keeps it: what the student saw, and the correct answer and solution revealed. */
export function recordQuestionOf(q: QuestionView): PracticeRecordQuestion {
  return {
    _id: q._id, name: q.name, qText: q.qText, image: q.image, showImg: q.showImg, isChoice: q.isChoice, numChoice: q.numChoice,
    answerA: q.answerA, answerB: q.answerB, answerC: q.answerC, answerD: q.answerD, answerE: q.answerE, difficuty: q.difficuty,
    language: q.language, correctAnswer: q.correctAnswer, description: q.description,
  };
}

/** Each selection once, in the order chosen; a selection inside another one chosen adds nothing and is dropped. */
export function distinctSelections(selections: readonly PracticeLibrary[]): PracticeLibrary[] {
  const covers = (outer: PracticeLibrary, inner: PracticeLibrary) =>
    outer.libraryId === inner.libraryId && (!outer.chapterId || (outer.chapterId === inner.chapterId && (!outer.sectionId || outer.sectionId === inner.sectionId)));
  const kept: PracticeLibrary[] = [];
  for (const s of selections) {
    if (kept.some((k) => covers(k, s))) continue;
    for (let i = kept.length - 1; i >= 0; i -= 1) if (covers(s, kept[i])) kept.splice(i, 1);
    kept.push(s);
  }
  return kept;
}

/**
 * The saved setting as getUserSetting shows it: a selection is expired when the student can no longer practise from
 * it (question-bank says), a source when it was deleted (its name as saved still shows).
 */
export function markExpired(setting: Pick<PracticeSettingRow, 'libraries' | 'sources'>, scope: Pick<InternalPracticeAnswer, 'libraries' | 'sources'>) {
  const liveSources = new Set(scope.sources.map((s) => s._id));
  return {
    libraries: setting.libraries.map((s, i) => ({ ...s, expired: !scope.libraries[i]?.available })),
    sources: setting.sources.map((s) => {
      const now = scope.sources.find((live) => live._id === s._id);
      return { _id: s._id, name: now?.name ?? s.name, expired: !liveSources.has(s._id) };
    }),
  };
}
