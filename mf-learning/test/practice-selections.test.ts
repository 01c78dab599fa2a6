import { describe, expect, test } from 'vitest';
import type { LibraryView } from '@tp/contracts/library';
import { pickerTree, selectionKey, selectionLabel, selectionsOf } from '../src/features/practice/utils/library-selections';
import { outcomeOf, outcomeSlices } from '../src/features/practice/utils/record-outcome';

const libraries: LibraryView[] = [
  {
    _id: 'alg', name: 'Algebra', teacher: [], expired: false,
    chapter: [{ _id: 'quad', name: 'Quadratics', section: [{ _id: 'fact', name: 'Factoring' }] }, { _id: 'logs', name: 'Logarithms', section: [] }],
  },
];
const tree = pickerTree(libraries);

describe('the settings\' library picker', () => {
  test('a picked node stands for its library, chapter or section', () => {
    expect(selectionsOf(['alg', 'fact', 'logs', 'gone'], tree)).toEqual([
      { libraryId: 'alg', chapterId: '', sectionId: '' },
      { libraryId: 'alg', chapterId: 'quad', sectionId: 'fact' },
      { libraryId: 'alg', chapterId: 'logs', sectionId: '' },
    ]);
  });

  test('a saved selection finds its node again, with its path as its label; one the student lost has none', () => {
    const section = { libraryId: 'alg', chapterId: 'quad', sectionId: 'fact' };
    expect(selectionKey(section)).toBe('fact');
    expect(selectionKey({ libraryId: 'alg', chapterId: '', sectionId: '' })).toBe('alg');
    expect(selectionLabel(section, tree)).toBe('Algebra › Quadratics › Factoring');
    expect(selectionLabel({ libraryId: 'other', chapterId: '', sectionId: '' }, tree)).toBeNull();
  });
});

describe('outcomes', () => {
  test('given up outranks the verdict; the pie keeps Correct, Incorrect and Gave up in that order', () => {
    expect(outcomeOf({ isCorrect: false, gaveUp: true })).toBe('Gave up');
    expect(outcomeOf({ isCorrect: true, gaveUp: false })).toBe('Correct');
    expect(outcomeOf({ isCorrect: false, gaveUp: false })).toBe('Incorrect');
    expect(outcomeSlices({ correct: 3, wrong: 0, gaveUp: 1 })).toEqual([
      { type: 'Correct', value: 3 }, { type: 'Incorrect', value: 0 }, { type: 'Gave up', value: 1 },
    ]);
  });
});
