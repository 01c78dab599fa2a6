import { describe, expect, test } from 'vitest';
import { libraryTreeData, textPreview } from '../src/library-tree-data';

describe('My Library tree', () => {
  test('libraries › chapters › sections keep the ids the question list asks with', () => {
    const tree = libraryTreeData([
      { _id: 'l1', name: 'Mechanics', expired: false, teacher: [], chapter: [{ _id: 'c1', name: 'Kinematics', section: [{ _id: 's1', name: 'Projectiles' }] }] },
    ]);
    expect(tree).toEqual([
      {
        key: 'l1', title: 'Mechanics', path: { libraryId: 'l1' },
        children: [{
          key: 'c1', title: 'Kinematics', path: { libraryId: 'l1', chapterId: 'c1' },
          children: [{ key: 's1', title: 'Projectiles', path: { libraryId: 'l1', chapterId: 'c1', sectionId: 's1' } }],
        }],
      },
    ]);
  });

  test('a question text preview is plain text on one line, cut with an ellipsis', () => {
    expect(textPreview('<p>Factor&nbsp;<strong>$x^2-1$</strong></p><p>fully &amp; neatly</p>')).toBe('Factor $x^2-1$ fully & neatly');
    expect(textPreview(`<p>${'a'.repeat(200)}</p>`, 10)).toBe('aaaaaaaaa…');
    expect(textPreview('')).toBe('');
  });
});
