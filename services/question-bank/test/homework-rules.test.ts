import { describe, expect, test } from 'vitest';
import { moveQuestion } from '@tp/contracts';
import { appendQuestions, changesWhatClassesShow, isReorderOf, removeQuestions } from '../src/domain/homework-rules';

describe('moving a question up or down (the edit screen, before setQFormHW)', () => {
  test('a move swaps the question with its neighbour', () => {
    expect(moveQuestion(['a', 'b', 'c'], 1, 'up')).toEqual(['b', 'a', 'c']);
    expect(moveQuestion(['a', 'b', 'c'], 1, 'down')).toEqual(['a', 'c', 'b']);
  });

  test('up at the first place and down at the last are refused (null); the list is not changed', () => {
    const list = ['a', 'b', 'c'];
    expect(moveQuestion(list, 0, 'up')).toBeNull();
    expect(moveQuestion(list, 2, 'down')).toBeNull();
    expect(moveQuestion(['a'], 0, 'down')).toBeNull();
    expect(list).toEqual(['a', 'b', 'c']);
  });

  test('a place outside the list is refused', () => {
    expect(moveQuestion(['a', 'b'], 5, 'up')).toBeNull();
    expect(moveQuestion(['a', 'b'], -1, 'down')).toBeNull();
    expect(moveQuestion([], 0, 'down')).toBeNull();
  });
});

describe('homework question lists', () => {
  test('appending keeps the order given and skips ids already there or repeated', () => {
    expect(appendQuestions(['a', 'b'], ['d', 'a', 'c', 'd'])).toEqual(['a', 'b', 'd', 'c']);
    expect(appendQuestions(['a'], [])).toEqual(['a']);
  });

  test('removing keeps the others in order and ignores ids not there', () => {
    expect(removeQuestions(['a', 'b', 'c', 'd'], ['d', 'b', 'x'])).toEqual(['a', 'c']);
  });

  test('a reorder must hold the same ids, each once', () => {
    expect(isReorderOf(['a', 'b', 'c'], ['c', 'a', 'b'])).toBe(true);
    expect(isReorderOf([], [])).toBe(true);
    expect(isReorderOf(['a', 'b', 'c'], ['c', 'a'])).toBe(false);
    expect(isReorderOf(['a', 'b'], ['a', 'a'])).toBe(false);
    expect(isReorderOf(['a', 'b'], ['a', 'x'])).toBe(false);
    expect(isReorderOf(['a', 'b'], ['a', 'b', 'b'])).toBe(false);
  });
});

describe('what classes are told', () => {
  const base = { name: 'Week 1', description: '', language: 'en' as const, dueDate: new Date('2026-09-01T18:00:00Z'), isExam: false, examDuration: 15 };

  test('a new name, due date, exam flag or duration is announced', () => {
    expect(changesWhatClassesShow(base, { ...base, name: 'Week 2' })).toBe(true);
    expect(changesWhatClassesShow(base, { ...base, dueDate: null })).toBe(true);
    expect(changesWhatClassesShow(base, { ...base, dueDate: new Date('2026-09-02T18:00:00Z') })).toBe(true);
    expect(changesWhatClassesShow(base, { ...base, isExam: true })).toBe(true);
    expect(changesWhatClassesShow(base, { ...base, examDuration: 30 })).toBe(true);
  });

  test('the description, the language or the same due date as a new Date is not', () => {
    expect(changesWhatClassesShow(base, { ...base, description: 'x', language: 'zh', dueDate: new Date('2026-09-01T18:00:00Z') })).toBe(false);
  });
});
