import { describe, expect, test } from 'vitest';
import type { StudentPublishEntry } from '@tp/contracts/exercises';
import { exercisesToUnpublish, studentsToPublish } from '../src/features/publish/utils/publish-selection';

const entry = (id: string, exerciseId: string | null): StudentPublishEntry => ({
  student: { _id: id, name: `Student ${id}`, email: `${id}@e2e.test` },
  exerciseId,
  isPublished: exerciseId !== null,
  select: false,
});
const roster = [entry('ann', null), entry('bob', 'ex-bob'), entry('cy', null), entry('dee', 'ex-dee')];

describe('publish modal selection', () => {
  test('Publish sends only the selected students who do not have the homework yet', () => {
    expect(studentsToPublish(roster, ['ann', 'bob', 'dee'])).toEqual(['ann']);
    expect(studentsToPublish(roster, roster.map((e) => e.student._id))).toEqual(['ann', 'cy']);
  });

  test('nothing to publish when nothing is selected, or only published students are', () => {
    expect(studentsToPublish(roster, [])).toEqual([]);
    expect(studentsToPublish(roster, ['bob', 'dee'])).toEqual([]);
  });

  test('Unpublish sends the exercises of the selected students who have the homework', () => {
    expect(exercisesToUnpublish(roster, ['ann', 'bob', 'dee'])).toEqual(['ex-bob', 'ex-dee']);
    expect(exercisesToUnpublish(roster, ['ann', 'cy'])).toEqual([]);
  });

  test('a selected id no longer in the list (the roster changed) is ignored', () => {
    expect(studentsToPublish(roster, ['gone'])).toEqual([]);
    expect(exercisesToUnpublish(roster, ['gone'])).toEqual([]);
  });
});
