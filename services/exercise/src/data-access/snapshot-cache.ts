import type { QuestionView } from '@tp/contracts';

/**
 * The snapshots this process has read, by id, the most recently used kept. A snapshot is written once at publish and
 * never changed (a later edit of the homework makes a new one), and one that is deleted is never asked for again (no
 * live exercise points at it), so there is nothing to invalidate: every replica may keep its own copy, and an exam's
 * thousands of saves read its one snapshot from memory instead of the database.
 */
export class SnapshotCache {
  private readonly entries = new Map<string, { questions: QuestionView[]; byId: Map<string, QuestionView> }>();

  constructor(private readonly capacity: number) {}

  get(id: string): { questions: QuestionView[]; byId: Map<string, QuestionView> } | undefined {
    const entry = this.entries.get(id);
    if (entry) {
      // Most recently used last: the first entry is the one evicted.
      this.entries.delete(id);
      this.entries.set(id, entry);
    }
    return entry;
  }

  /** Keeps `questions` (they must not be changed by the caller, nor by anyone who reads them later). */
  set(id: string, questions: QuestionView[]): { questions: QuestionView[]; byId: Map<string, QuestionView> } {
    const entry = { questions, byId: new Map(questions.map((q) => [q._id, q])) };
    this.entries.set(id, entry);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
    return entry;
  }
}

/** The process's snapshots: a few hundred exams' worth of questions at most. */
export const snapshots = new SnapshotCache(500);
