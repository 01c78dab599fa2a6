import type { SaveExerciseResult } from '@tp/contracts/exercises';
import { errorMessage } from '@tp/web-kit/api-error';
import {
  classifyFailure,
  nextSeqAfter,
  retryDelay,
  saveStateOf,
  sendOrder,
  supersededBy,
  type QueuedAnswer,
  type SaveState,
} from './queue-core';
import type { QueueStore } from './queue-store';

export type NewAnswer = Omit<QueuedAnswer, 'opId' | 'queuedAt'>;

export type QueueEvent =
  | { type: 'confirmed'; entry: QueuedAnswer; reply: SaveExerciseResult }
  | { type: 'refused'; entry: QueuedAnswer; message: string }
  | { type: 'changed' };

export interface AnswerQueueDeps {
  store: QueueStore;
  send: (entry: QueuedAnswer) => Promise<SaveExerciseResult>;
  newOpId: () => string;
  isOnline?: () => boolean;
  now?: () => number;
}

/**
 * The answers of this browser on their way to the server. Each is written to the store before it is sent and
 * removed when the server confirms it (or refuses it for good); sends go one at a time in the order made, and a
 * failure that may pass (no network, a 5xx) is tried again after a growing pause with the same operation id.
 */
export class AnswerQueue {
  private pending: QueuedAnswer[] = [];
  private inFlight: string | undefined;
  private sending = false;
  private failures = 0;
  private unreachable = false;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly listeners = new Set<(event: QueueEvent) => void>();
  private readonly loaded: Promise<void>;

  constructor(private readonly deps: AnswerQueueDeps) {
    // What an earlier page left unsent goes first.
    this.loaded = deps.store.all().then(
      (stored) => {
        this.pending = [...stored, ...this.pending.filter((entry) => !stored.some((old) => old.opId === entry.opId))];
      },
      (error: unknown) => console.error('The answer queue could not read what was left unsent', error),
    );
  }

  subscribe(listener: (event: QueueEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Resolves once what an earlier page left is known (before reading `queued` or `nextSeq`). */
  ready(): Promise<void> {
    return this.loaded;
  }

  queued(exerciseId?: string): QueuedAnswer[] {
    return this.pending.filter((entry) => exerciseId === undefined || entry.exerciseId === exerciseId);
  }

  nextSeq(exerciseId: string, serverSeqs: readonly number[]): number {
    return nextSeqAfter(serverSeqs, this.queued(exerciseId));
  }

  state(exerciseId?: string): SaveState {
    const online = this.deps.isOnline?.() ?? true;
    return saveStateOf({ pending: this.queued(exerciseId).length, online, unreachable: this.unreachable });
  }

  /** Keeps the answer on the device first, then sends it (with whatever waits before it). */
  async add(answer: NewAnswer): Promise<QueuedAnswer> {
    await this.loaded;
    const entry: QueuedAnswer = { ...answer, opId: this.deps.newOpId(), queuedAt: this.deps.now?.() ?? Date.now() };
    await this.deps.store.put(entry);
    const stale = supersededBy(entry, this.pending, this.inFlight);
    await this.deps.store.remove(stale);
    this.pending = [...this.pending.filter((old) => !stale.includes(old.opId)), entry];
    this.emit({ type: 'changed' });
    void this.pump();
    return entry;
  }

  /** Sends now what waits (the browser is back online, or a page opened): the pause after failures is cut short. */
  resume(): void {
    if (this.retryTimer !== undefined) clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    void this.loaded.then(() => this.pump());
  }

  /** Resolves when nothing of `exerciseId` is left to send, or false after `timeoutMs`. */
  drained(exerciseId: string, timeoutMs: number): Promise<boolean> {
    if (this.queued(exerciseId).length === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => finish(false), timeoutMs);
      const stop = this.subscribe(() => this.queued(exerciseId).length === 0 && finish(true));
      function finish(done: boolean) {
        clearTimeout(timer);
        stop();
        resolve(done);
      }
    });
  }

  private emit(event: QueueEvent) {
    for (const listener of [...this.listeners]) listener(event);
  }

  private async forget(entry: QueuedAnswer) {
    await this.deps.store.remove([entry.opId]);
    this.pending = this.pending.filter((old) => old.opId !== entry.opId);
  }

  private async pump(): Promise<void> {
    if (this.sending || this.retryTimer !== undefined) return;
    this.sending = true;
    try {
      for (let next = sendOrder(this.pending)[0]; next; next = sendOrder(this.pending)[0]) {
        if (!(await this.sendOne(next))) break;
      }
    } finally {
      this.sending = false;
      this.emit({ type: 'changed' });
    }
  }

  /** One send; false when the queue must stop (waiting to retry, or signed out). */
  private async sendOne(entry: QueuedAnswer): Promise<boolean> {
    this.inFlight = entry.opId;
    try {
      const reply = await this.deps.send(entry);
      this.failures = 0;
      this.unreachable = false;
      await this.forget(entry);
      this.emit({ type: 'confirmed', entry, reply });
      return true;
    } catch (error) {
      const kind = classifyFailure(error);
      if (kind === 'refused') {
        await this.forget(entry);
        this.emit({ type: 'refused', entry, message: errorMessage(error) });
        return true;
      }
      if (kind === 'retry') {
        this.failures += 1;
        this.unreachable = true;
        this.retryTimer = setTimeout(() => {
          this.retryTimer = undefined;
          void this.pump();
        }, retryDelay(this.failures));
      }
      // Signed out: the answers wait on the device until the student is back and opens the page again.
      return false;
    } finally {
      this.inFlight = undefined;
    }
  }
}
