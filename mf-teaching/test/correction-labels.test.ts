import { describe, expect, test } from 'vitest';
import type { ExerciseQuestion } from '@tp/contracts/exercises';
import { correctionCounts, machineVerdictLabel, teacherVerdictLabel } from '../src/features/correction/utils/correction-labels';
import { correctionEmailProblem } from '../src/features/correction/utils/correction-email';

type Marks = Pick<ExerciseQuestion, 'answer' | 'isCorrect' | 'autoCorrect' | 'autoCorrectMethod'>;
const q = (answer: string, isCorrect: boolean | null, autoCorrect: boolean | null, autoCorrectMethod: Marks['autoCorrectMethod'] = null) =>
  ({ answer, isCorrect, autoCorrect, autoCorrectMethod }) as ExerciseQuestion;

describe('correction counts', () => {
  test("the teacher's mark outranks the machine's; an undecided answer is not yet corrected; unanswered counts for nothing", () => {
    const questionList = [
      q('A', null, true, 'exact'), // machine: correct
      q('B', true, false, 'exact'), // teacher overrules: correct
      q('x+1', null, null), // left to the teacher
      q('', null, null), // unanswered
      q('2', false, true, 'numeric'), // teacher overrules: wrong
    ];
    expect(correctionCounts({ questionList })).toEqual({ answered: 4, total: 5, corrected: 3, correct: 2 });
  });

  test('an exercise without questions counts zeros', () => {
    expect(correctionCounts({ questionList: [] })).toEqual({ answered: 0, total: 0, corrected: 0, correct: 0 });
  });
});

describe('verdict labels', () => {
  test("the machine's verdict says how it was reached, or that the teacher decides", () => {
    expect(machineVerdictLabel(q('', null, null))).toBe('Not answered');
    expect(machineVerdictLabel(q('x^2', null, null))).toBe('Undecided: left to the teacher');
    expect(machineVerdictLabel(q('A,C', null, true, 'exact'))).toBe('Correct (choice letters compared exactly)');
    expect(machineVerdictLabel(q('(x-1)(x+2)', null, false, 'symbolic'))).toBe('Incorrect (maths compared symbolically)');
    expect(machineVerdictLabel(q('0.5', null, true, null))).toBe('Correct');
  });

  test("the teacher's mark reads Right, Wrong or Not marked", () => {
    expect(teacherVerdictLabel(q('A', true, null))).toBe('Right');
    expect(teacherVerdictLabel(q('A', false, true))).toBe('Wrong');
    expect(teacherVerdictLabel(q('A', null, true))).toBe('Not marked');
  });
});

describe('correction e-mail form', () => {
  const mail = { email: 'sam@e2e.test', title: 'Your homework', content: '<p>Well done</p>' };
  test('title, then content, then an address are required, in that order', () => {
    expect(correctionEmailProblem({ email: '', title: ' ', content: '' })).toBe('Please input title');
    expect(correctionEmailProblem({ ...mail, email: '', content: '' })).toBe('Please input content');
    expect(correctionEmailProblem({ ...mail, email: ' ' })).toBe('Please input email');
    expect(correctionEmailProblem(mail)).toBeUndefined();
  });
});
