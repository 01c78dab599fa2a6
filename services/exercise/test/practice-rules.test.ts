import { describe, expect, test } from 'vitest';
import { bugReportProblem, practiceProgress, practiceSettingProblem, settingsCountLabel, settingsSavedMessage } from '@tp/contracts';
import { distinctSelections, markExpired, outcomeOf, practiceRequestOf } from '../src/domain/practice-rules';

const lib = (libraryId: string, chapterId = '', sectionId = '') => ({ libraryId, chapterId, sectionId });

describe('practice rules', () => {
  test('progress: Max Resources caps the total; what was done never counts for less', () => {
    expect(practiceProgress({ matching: 25, maxQuestions: 10, done: 3 })).toEqual({ done: 3, total: 10, remaining: 7 });
    expect(practiceProgress({ matching: 4, maxQuestions: 10, done: 4 })).toEqual({ done: 4, total: 4, remaining: 0 });
    expect(practiceProgress({ matching: 2, maxQuestions: 10, done: 3 })).toEqual({ done: 3, total: 3, remaining: 0 });
  });

  test('the settings count shows up to 10, then 10+', () => {
    expect([0, 9, 10, 11, 500].map(settingsCountLabel)).toEqual(['0', '9', '10', '10+', '10+']);
    expect(settingsSavedMessage(12)).toBe('Save success, There are a total of 10+ questions in this setting');
  });

  test('a setting needs a library first, then a source', () => {
    expect(practiceSettingProblem({ libraries: [], sources: [] })).toBe('Please select library');
    expect(practiceSettingProblem({ libraries: [lib('l')], sources: [] })).toBe('Please select source');
    expect(practiceSettingProblem({ libraries: [lib('l')], sources: ['s'] })).toBeNull();
  });

  test('a bug report needs a type of 1–3; Other needs text', () => {
    expect(bugReportProblem(3, ' ')).toBe('Please input your report content');
    expect(bugReportProblem(3, 'It is wrong')).toBeNull();
    expect(bugReportProblem(1, '')).toBeNull();
    expect(bugReportProblem(undefined, '')).toBe('Please select the kind of problem.');
    expect(bugReportProblem(4, 'x')).toBe('Please select the kind of problem.');
  });

  test('an undecided free answer counts as wrong: practice has no teacher to decide', () => {
    expect(outcomeOf({ correct: true, method: 'symbolic' })).toEqual({ outcome: 'correct', method: 'symbolic' });
    expect(outcomeOf({ correct: false, method: 'numeric' })).toEqual({ outcome: 'wrong', method: 'numeric' });
    expect(outcomeOf({ correct: null, method: null })).toEqual({ outcome: 'wrong', method: null });
  });

  test('selections inside another chosen one are dropped, whichever comes first', () => {
    expect(distinctSelections([lib('a', 'c', 's'), lib('a', 'c'), lib('b'), lib('a', 'c', 't'), lib('b')])).toEqual([lib('a', 'c'), lib('b')]);
    expect(distinctSelections([lib('a'), lib('a', 'c', 's')])).toEqual([lib('a')]);
    expect(distinctSelections([lib('a', 'c', 's'), lib('a', 'd')])).toEqual([lib('a', 'c', 's'), lib('a', 'd')]);
  });

  test('what question-bank is asked: the difficulty as a range, the round as the order\'s seed', () => {
    const setting = { studentId: 'ann', roundId: 'r1', libraries: [lib('a')], sources: [{ _id: 's1', name: 'S' }], difficulty: 'easy' as const };
    expect(practiceRequestOf(setting, { limit: 10 })).toEqual({
      studentId: 'ann', libraries: [lib('a')], sourceIds: ['s1'], difficulty: { min: 1, max: 2 }, excludeIds: [], limit: 10, seed: 'r1',
    });
    expect(practiceRequestOf({ ...setting, difficulty: 'veryDifficult' }).difficulty).toEqual({ min: 5, max: 5 });
  });

  test('a selection the student cannot use any more and a deleted source are expired; a renamed source shows its new name', () => {
    const marked = markExpired(
      { libraries: [lib('a'), lib('b')], sources: [{ _id: 's1', name: 'Old' }, { _id: 's2', name: 'Gone' }] },
      { libraries: [{ ...lib('a'), available: true }, { ...lib('b'), available: false }], sources: [{ _id: 's1', name: 'New' }] },
    );
    expect(marked).toEqual({
      libraries: [{ ...lib('a'), expired: false }, { ...lib('b'), expired: true }],
      sources: [{ _id: 's1', name: 'New', expired: false }, { _id: 's2', name: 'Gone', expired: true }],
    });
  });
});
