import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { QueuedAnswer } from './queue-core';

/** Where unsent answers wait: the browser's IndexedDB, so a closed tab, a crash or a reload loses none. */
export interface QueueStore {
  put(entry: QueuedAnswer): Promise<void>;
  remove(opIds: readonly string[]): Promise<void>;
  all(): Promise<QueuedAnswer[]>;
}

interface AnswerQueueDb extends DBSchema {
  answers: { key: string; value: QueuedAnswer; indexes: { exercise: string } };
}

const DB_NAME = 'tp-answer-queue';

let opened: Promise<IDBPDatabase<AnswerQueueDb>> | undefined;

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
  async all() {
    return (await database()).getAll('answers');
  },
};

/** A store in memory: for unit tests, and for a browser without IndexedDB (private modes of old browsers). */
export function memoryStore(): QueueStore {
  const entries = new Map<string, QueuedAnswer>();
  return {
    async put(entry) {
      entries.set(entry.opId, { ...entry });
    },
    async remove(opIds) {
      for (const opId of opIds) entries.delete(opId);
    },
    async all() {
      return [...entries.values()].map((entry) => ({ ...entry }));
    },
  };
}
