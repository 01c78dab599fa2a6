import { describe, expect, test } from 'vitest';
import {
  choiceLetters, correctAnswerProblem, FREE_ANSWER_MAX, normalizeCorrectAnswer, questionProblems, type QuestionRuleFields,
} from '@tp/contracts/question-rules';
import { usedInHomeworkMessage } from '../src/domain/questions';

const valid: QuestionRuleFields = { name: 'Projectile', isChoice: 0, numChoice: 4, correctAnswer: 'B', difficuty: 3, language: 'en', libraryId: '', chapterId: '', sectionId: '' };

describe('the correct answer of a single choice question', () => {
  test('one offered letter, whatever its case, is fine and stored upper-case', () => {
    expect(correctAnswerProblem(0, 4, ' b ')).toBeNull();
    expect(normalizeCorrectAnswer(0, 4, ' b ')).toBe('B');
  });

  test('a letter not offered is named with the range of offered letters', () => {
    expect(correctAnswerProblem(0, 4, 'F')).toBe('Correct answer: F is not one of A–D');
    expect(correctAnswerProblem(0, 5, 'f')).toBe('Correct answer: F is not one of A–E');
    expect(correctAnswerProblem(0, 4, 'AB')).toBe('Correct answer: AB is not one of A–D');
  });

  test('E needs five choices', () => {
    expect(correctAnswerProblem(0, 4, 'E')).toBe('Correct answer: E is not one of A–D (E needs 5 choices)');
    expect(correctAnswerProblem(0, 5, 'E')).toBeNull();
  });

  test('empty, or several letters, is refused', () => {
    expect(correctAnswerProblem(0, 4, '  ')).toBe('Correct answer: please choose one of A–D');
    expect(correctAnswerProblem(0, 4, 'A,B')).toBe('Correct answer: a single choice question has one correct answer, one of A–D');
  });
});

describe('the correct answer of a multiple choice question', () => {
  test('letters separated by commas, with spaces and any case, are stored sorted', () => {
    expect(correctAnswerProblem(1, 4, 'C,A')).toBeNull();
    expect(normalizeCorrectAnswer(1, 4, 'C,A')).toBe('A,C');
    expect(normalizeCorrectAnswer(1, 5, ' e , b,a ')).toBe('A,B,E');
    expect(normalizeCorrectAnswer(1, 4, 'D')).toBe('D');
  });

  test('a letter not offered, a repeated letter or an empty item is refused', () => {
    expect(correctAnswerProblem(1, 4, 'A,F')).toBe('Correct answer: F is not one of A–D');
    expect(correctAnswerProblem(1, 4, 'A,E')).toBe('Correct answer: E is not one of A–D (E needs 5 choices)');
    expect(correctAnswerProblem(1, 4, 'A,c,C')).toBe('Correct answer: C is given twice');
    expect(correctAnswerProblem(1, 4, 'A,,B')).toBe('Correct answer: write the letters separated by single commas, for example A,C');
    expect(correctAnswerProblem(1, 4, 'AB')).toBe('Correct answer: AB is not one of A–D');
    expect(correctAnswerProblem(1, 4, '')).toBe('Correct answer: please enter one or more of A–D, separated by commas (for example A,C)');
  });
});

describe('the correct answer of a free response question', () => {
  test('any text, trimmed, even empty (the teacher corrects by hand), up to its length', () => {
    expect(correctAnswerProblem(2, 4, '')).toBeNull();
    expect(normalizeCorrectAnswer(2, 4, '  $x = 2$ ')).toBe('$x = 2$');
    expect(correctAnswerProblem(2, 4, 'x'.repeat(FREE_ANSWER_MAX))).toBeNull();
    expect(correctAnswerProblem(2, 4, 'x'.repeat(FREE_ANSWER_MAX + 1))).toBe(`Correct answer: at most ${FREE_ANSWER_MAX} characters (it has ${FREE_ANSWER_MAX + 1})`);
  });
});

describe('every problem of a question', () => {
  test('a valid question has none', () => {
    expect(questionProblems(valid)).toEqual([]);
    expect(choiceLetters(4)).toEqual(['A', 'B', 'C', 'D']);
    expect(choiceLetters(5)).toEqual(['A', 'B', 'C', 'D', 'E']);
  });

  test('all problems are listed at once, keyed by the API field names', () => {
    const problems = questionProblems({ ...valid, name: 'n'.repeat(201), isChoice: 0, numChoice: 4, correctAnswer: 'F', difficuty: 6, language: 'fr' });
    expect(problems).toEqual([
      { field: 'name', message: 'Name: at most 200 characters (it has 201)' },
      { field: 'language', message: 'Language: must be en or zh' },
      { field: 'correctAnswer', message: 'Correct answer: F is not one of A–D' },
      { field: 'difficuty', message: 'Difficulty: must be a whole number from 1 to 5' },
    ]);
  });

  test('type and number of choices out of range; the answer is then not judged against them', () => {
    expect(questionProblems({ ...valid, isChoice: 3 })).toEqual([{ field: 'isChoice', message: 'Type: must be 0 (single choice), 1 (multiple choice) or 2 (free response)' }]);
    expect(questionProblems({ ...valid, numChoice: 6 })).toEqual([{ field: 'numChoice', message: 'Number of choices: must be 4 or 5' }]);
    expect(questionProblems({ ...valid, isChoice: 2, numChoice: 6, correctAnswer: 'anything' }).map((p) => p.field)).toEqual(['numChoice']);
  });

  test('difficulty must be a whole number from 1 to 5', () => {
    for (const difficuty of [0, 6, 2.5, Number.NaN]) expect(questionProblems({ ...valid, difficuty }).map((p) => p.field)).toEqual(['difficuty']);
    for (const difficuty of [1, 5]) expect(questionProblems({ ...valid, difficuty })).toEqual([]);
  });

  test('a library chosen needs a chapter; a chapter or section needs its library', () => {
    expect(questionProblems({ ...valid, libraryId: 'lib' })).toEqual([{ field: 'chapterId', message: 'Please select chapter and section' }]);
    expect(questionProblems({ ...valid, libraryId: 'lib', sectionId: 'sec' })).toEqual([{ field: 'chapterId', message: 'Please select chapter and section' }]);
    expect(questionProblems({ ...valid, libraryId: 'lib', chapterId: 'ch' })).toEqual([]);
    expect(questionProblems({ ...valid, chapterId: 'ch' })).toEqual([{ field: 'libraryId', message: 'Library: please select the library of the chapter' }]);
  });
});

describe('deleting a question that homework uses', () => {
  test('the refusal names the homework', () => {
    expect(usedInHomeworkMessage(['Week 3'], 1)).toBe('This question is used in the homework "Week 3". Remove it from the homework first.');
    expect(usedInHomeworkMessage(['A', 'B'], 2)).toBe('This question is used in the homework "A" and "B". Remove it from them first.');
    expect(usedInHomeworkMessage(['A', 'B', 'C'], 5)).toBe('This question is used in the homework "A", "B", "C" and 2 more. Remove it from them first.');
    expect(usedInHomeworkMessage([''], 1)).toBe('This question is used in the homework "Untitled". Remove it from the homework first.');
  });
});
