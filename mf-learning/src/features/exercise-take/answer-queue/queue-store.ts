import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { ownedBy, unownedOf, type QueuedAnswer, type StoredAnswer } from './queue-core';

/**
 * Where unsent answers wait: the browser's IndexedDB, so a closed tab, a crash or a reload loses none. One store for
 * every student of the browser; each write carries its owner, and a queue reads only its own student's.
 */
export interface QueueStore {
  put(entry: QueuedAnswer): Promise<void>;
  remove(opIds: readonly string[]): Promise<void>;
  /** The writes of one student. */
  ownedBy(ownerId: string): Promise<QueuedAnswer[]>;
  /** The writes of one exercise that carry no owner (left by the page before owners were kept). */
  unowned(exerciseId: string): Promise<StoredAnswer[]>;
}

interface AnswerQueueDb extends DBSchema {
  answers: { key: string; value: StoredAnswer; indexes: { exercise: string } };
}

const DB_NAME = 'tp-answer-queue';

let opened: Promise<IDBPDatabase<AnswerQueueDb>> | undefined;

// Version 1 still: an owner index would need an upgrade, which a tab of the old page holding the database open
// blocks (this page would wait for it). The store holds a few writes; picking a student's out of them costs nothing.
function database(): Promise<IDBPDatabase<AnswerQueueDb>> {
  opened ??= openDB<AnswerQueueDb>(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('answers', { keyPath: 'opId' }).createIndex('exercise', 'exerciseId');
    },
  });
  return opened;
}

export const indexedDbStore: QueueStore = {
  async put(entry) {
    await (await database()).put('answers', entry);
  },
  async remove(opIds) {
    if (!opIds.length) return;
    const tx = (await database()).transaction('answers', 'readwrite');
    await Promise.all([...opIds.map((opId) => tx.store.delete(opId)), tx.done]);
  },
  async ownedBy(ownerId) {
    return ownedBy(await (await database()).getAll('answers'), ownerId);
  },
  async unowned(exerciseId) {
    return unownedOf(await (await database()).getAllFromIndex('answers', 'exercise', exerciseId), exerciseId);
  },
};

/** A store in memory (`stored`: what it starts with): for unit tests, and a browser without IndexedDB. */
export function memoryStore(stored: readonly StoredAnswer[] = []): QueueStore {
  const entries = new Map<string, StoredAnswer>(stored.map((entry) => [entry.opId, { ...entry }]));
  const copies = () => [...entries.values()].map((entry) => ({ ...entry }));
  return {
    async put(entry) {
      entries.set(entry.opId, { ...entry });
    },
    async remove(opIds) {
      for (const opId of opIds) entries.delete(opId);
    },
    async ownedBy(ownerId) {
      return ownedBy(copies(), ownerId);
    },
    async unowned(exerciseId) {
      return unownedOf(copies(), exerciseId);
    },
  };
}
