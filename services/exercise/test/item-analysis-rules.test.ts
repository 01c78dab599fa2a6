import { describe, expect, test } from 'vitest';
import type { QuestionView } from '@tp/contracts';
import type { AnswerRecord, ExerciseWithAnswers } from '../src/domain/exercise-records';
import { itemAnalysisOf } from '../src/domain/homework-item-analysis';
import { analyseItems } from '../src/domain/item-analysis';
import { CLASS } from './item-analysis-class';

// The class computed by hand (the table is in item-analysis-class.ts).
describe('analyseItems', () => {
  const stats = analyseItems(CLASS, 5);

  test('the facility index of each question is the share of the class who got it right', () => {
    expect(stats.items.map((item) => item.facility)).toEqual([4 / 6, 4 / 6, 3 / 6, 3 / 6, 1]);
  });

  test('the discrimination index is the correlation with the rest of the homework, as computed by hand', () => {
    const [q1, q2, q3, q4, q5] = stats.items.map((item) => item.discrimination);
    expect(q1).toBeCloseTo(Math.sqrt(2 / 5), 10);
    expect(q2).toBeCloseTo(1 / 8, 10);
    expect(q3).toBeCloseTo(Math.sqrt(1 / 29), 10);
    expect(q4).toBeCloseTo(-Math.sqrt(1 / 41), 10);
    expect(q5).toBeNull();
  });

  test('questions under 0.2 are flagged poor, below 0 negative; one everyone got right tells nobody apart', () => {
    expect(stats.items.map((item) => [item.verdict, item.flagged])).toEqual([
      ['good', false], ['poor', true], ['poor', true], ['negative', true], ['no-spread', false],
    ]);
  });

  test('Cronbach\'s alpha of the homework is 25/88', () => {
    expect(stats.students).toBe(6);
    expect(stats.alpha).toBeCloseTo(25 / 88, 10);
  });

  test('a question between 0.2 and 0.3 is fair, not flagged', () => {
    // Q1 is right for the top three of six; Q2 and Q3 make the rest of the test. Hand: item 1 1 1 0 0 0, rest
    // 1 2 0 1 1 0 (var 17/30, cov 1/10 with var(item) 3/10): r = (1/10)/√(3/10 · 17/30) = 0.2425.
    const fair = analyseItems([[1, 1, 0], [1, 1, 1], [1, 0, 0], [0, 1, 0], [0, 0, 1], [0, 0, 0]], 3);
    expect(fair.items[0].discrimination).toBeCloseTo(0.1 / Math.sqrt(0.3 * (17 / 30)), 10);
    expect(fair.items[0]).toMatchObject({ verdict: 'fair', flagged: false });
  });

  test('with fewer than five students nothing but the facility is computed: "not enough data", never NaN', () => {
    const small = analyseItems(CLASS.slice(0, 4), 5);
    expect(small.alpha).toBeNull();
    expect(small.items.map((item) => item.verdict)).toEqual(Array(5).fill('not-enough-data'));
    expect(small.items.map((item) => item.discrimination)).toEqual(Array(5).fill(null));
    expect(small.items[0].facility).toBe(1);
  });

  test('without students there is no facility either; equal totals give no alpha', () => {
    expect(analyseItems([], 2)).toEqual({
      students: 0, alpha: null,
      items: Array(2).fill({ facility: null, discrimination: null, verdict: 'not-enough-data', flagged: false }),
    });
    const alike = analyseItems(Array(6).fill([1, 0]), 2);
    expect(alike.alpha).toBeNull();
    expect(alike.items.map((item) => item.verdict)).toEqual(['no-spread', 'no-spread']);
  });

  test('one question has no alpha (it needs two)', () => {
    expect(analyseItems(CLASS.map((row) => [row[0]]), 1).alpha).toBeNull();
  });
});

describe('itemAnalysisOf: which exercises count', () => {
  const question = (id: string) => ({ _id: id, name: `Question ${id}` }) as QuestionView;
  const answer = (questionId: string, verdicts: Partial<AnswerRecord>): AnswerRecord => ({
    questionId, answer: 'B', content: '', answeredAt: null, seq: 1, locked: false, autoCorrect: null, autoMethod: null, autoCorrectedAt: null,
    gradingPending: false, isCorrect: null, comments: '', correctedAt: null, createdAt: new Date(), ...verdicts,
  });
  const exercise = (questionIds: string[], finished: boolean, answers: AnswerRecord[] = []) =>
    ({ finishedAt: finished ? new Date() : null, questions: questionIds.map(question), answers: new Map(answers.map((a) => [a.questionId, a])) }) as ExerciseWithAnswers;

  test('unfinished exercises and those of another version of the questions are left out and counted', () => {
    const result = itemAnalysisOf([
      exercise(['q1', 'q2'], true), exercise(['q1', 'q2'], true), exercise(['q1', 'q3'], true), exercise(['q1', 'q2'], false),
    ]);

    expect(result).toMatchObject({ students: 2, unfinished: 1, otherVersions: 1 });
    expect(result.questions.map((q) => [q.number, q.questionId, q.name])).toEqual([[1, 'q1', 'Question q1'], [2, 'q2', 'Question q2']]);
  });

  test('an answer nobody has decided counts as wrong and is counted as awaiting a mark; the teacher\'s mark wins', () => {
    const result = itemAnalysisOf([
      exercise(['q1', 'q2'], true, [answer('q1', { autoCorrect: null }), answer('q2', { autoCorrect: false, isCorrect: true })]),
    ]);

    expect(result.awaitingMark).toBe(1);
    expect(result.questions.map((q) => q.facility)).toEqual([0, 1]);
  });
});
