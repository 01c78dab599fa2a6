import { describe, expect, test } from 'vitest';
import type { QuestionView } from '@tp/contracts/questions';
import { counterpartRedirect, filingPath, formProblems, offeredLetters, toQuestionForm, toUpdateBody } from '../src/features/question-edit/utils/question-form';

const stored: QuestionView = {
  _id: 'q1', name: 'Range', category: 'Kinematics', qText: '<p>$x^2$</p>', image: '', showImg: false, isChoice: 0, numChoice: 4,
  correctAnswer: 'B', difficuty: 3, description: '', source: 's1', sourceName: 'OpenStax', copyright: '', answerA: '<p>1</p>',
  answerB: '<p>2</p>', answerC: '', answerD: '', answerE: '', language: 'en', referenceId: '', libraryId: '', chapterId: '', sectionId: '',
  user: { _id: 't1', name: 'Ada' }, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
};
const form = toQuestionForm(stored);

describe('the Edit Question form', () => {
  test('sends the whole question back with the source as its id', () => {
    expect(form.source).toEqual({ _id: 's1', name: 'OpenStax' });
    expect(toUpdateBody('q1', form)).toMatchObject({ _id: 'q1', source: 's1', correctAnswer: 'B', difficuty: 3, libraryId: '' });
    expect(toUpdateBody('q1', { ...form, source: null }).source).toBe('');
  });

  test('checks the server\'s rules with its words before sending', () => {
    expect(formProblems(form)).toEqual([]);
    expect(formProblems({ ...form, correctAnswer: 'F' })).toEqual(['Correct answer: F is not one of A–D']);
    expect(formProblems({ ...form, isChoice: 1, correctAnswer: 'C, A' })).toEqual([]);
    expect(formProblems({ ...form, libraryId: 'l1' })).toEqual(['Please select chapter and section']);
    expect(formProblems({ ...form, qText: `<p>${'x'.repeat(20_001)}</p>` })[0]).toMatch(/^The question text is too long/);
  });

  test('answer E is not checked with four choices (it is not kept)', () => {
    expect(formProblems({ ...form, answerE: `<p>${'x'.repeat(20_001)}</p>` })).toEqual([]);
    expect(formProblems({ ...form, numChoice: 5, answerE: `<p>${'x'.repeat(20_001)}</p>` })).toHaveLength(1);
  });

  test('offers A–D, A–E with five choices, none for free response', () => {
    expect(offeredLetters({ isChoice: 0, numChoice: 4 })).toEqual(['A', 'B', 'C', 'D']);
    expect(offeredLetters({ isChoice: 1, numChoice: 5 })).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(offeredLetters({ isChoice: 2, numChoice: 5 })).toEqual([]);
  });
});

describe('opening the counterpart', () => {
  test('a question with a counterpart opens it when the teacher works in the other language', () => {
    expect(counterpartRedirect({ referenceId: 'q2', language: 'en' }, 'zh')).toBe('/teach/question/q2/edit');
    expect(counterpartRedirect({ referenceId: 'q2', language: 'zh' }, 'zh')).toBeNull();
    expect(counterpartRedirect({ referenceId: '', language: 'en' }, 'zh')).toBeNull();
  });
});

describe('where a question is filed', () => {
  const libraries = [{ _id: 'l1', name: 'Mechanics', chapter: [{ _id: 'c1', name: 'Kinematics', section: [{ _id: 's1', name: 'Projectiles' }] }] }];

  test('by names, library › chapter › section', () => {
    expect(filingPath({ libraryId: 'l1', chapterId: 'c1', sectionId: 's1' }, libraries)).toBe('Mechanics › Kinematics › Projectiles');
    expect(filingPath({ libraryId: 'l1', chapterId: 'c1', sectionId: '' }, libraries)).toBe('Mechanics › Kinematics');
    expect(filingPath({ libraryId: '', chapterId: '', sectionId: '' }, libraries)).toBe('');
  });
});
