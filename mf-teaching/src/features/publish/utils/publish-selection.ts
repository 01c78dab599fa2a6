import type { StudentPublishEntry } from '@tp/contracts/exercises';

/**
 * What Publish sends: the selected students who do not have the homework yet (publish sends only selected
 * students not yet published; nothing is sent when there are none).
 */
export function studentsToPublish(entries: readonly StudentPublishEntry[], selected: readonly string[]): string[] {
  const chosen = new Set(selected);
  return entries.filter((entry) => chosen.has(entry.student._id) && !entry.isPublished).map((entry) => entry.student._id);
}

/** What Unpublish sends: the exercises of the selected students who have the homework. */
export function exercisesToUnpublish(entries: readonly StudentPublishEntry[], selected: readonly string[]): string[] {
  const chosen = new Set(selected);
  return entries.flatMap((entry) => (chosen.has(entry.student._id) && entry.isPublished && entry.exerciseId ? [entry.exerciseId] : []));
}
