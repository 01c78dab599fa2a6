import type { SaveExerciseResult } from '@tp/contracts/exercises';
import { errorMessage } from '@tp/web-kit/api-error';
import {
  classifyFailure,
  mayBeSent,
  nextSeqAfter,
  nextTryDelay,
  saveStateOf,
  sendOrder,
  supersededBy,
  type QueuedAnswer,
  type SaveState,
} from './queue-core';
import type { QueueStore } from './queue-store';

export type NewAnswer = Omit<QueuedAnswer, 'opId' | 'queuedAt' | 'ownerId'>;

export type QueueEvent =
  | { type: 'confirmed'; entry: QueuedAnswer; reply: SaveExerciseResult }
  | { type: 'refused'; entry: QueuedAnswer; message: string }
  | { type: 'changed' };

export interface AnswerQueueDeps {
  /** The student whose writes this queue keeps and sends (a user id). */
  owner: string;
  /** Who is signed in now (a user id): a send goes out only under the owner's session. */
  signedInAs: () => string | undefined;
  store: QueueStore;
  send: (entry: QueuedAnswer) => Promise<SaveExerciseResult>;
  newOpId: () => string;
  isOnline?: () => boolean;
  now?: () => number;
}

/**
 * One student's answers on their way from this browser to the server. Each is written to the store before it is sent
 * and removed when the server confirms it (or refuses it for good); sends go one at a time in the order made, and a
 * failure that may pass (no network, a 5xx) is tried again after a growing pause with the same operation id. Another
 * student's writes in the same store are never read, sent or removed here: they wait for their owner.
 */
export class AnswerQueue {
  private pending: QueuedAnswer[] = [];
  private inFlight: string | undefined;
  private sending = false;
  private failures = 0;
  private unreachable = false;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private hurryTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly listeners = new Set<(event: QueueEvent) => void>();
  private readonly loaded: Promise<void>;

  constructor(private readonly deps: AnswerQueueDeps) {
    // What an earlier page left unsent goes first.
    this.loaded = deps.store.ownedBy(deps.owner).then(
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
    const entry: QueuedAnswer = { ...answer, opId: this.deps.newOpId(), ownerId: this.deps.owner, queuedAt: this.deps.now?.() ?? Date.now() };
    await this.deps.store.put(entry);
    const stale = supersededBy(entry, this.pending, this.inFlight);
    await this.deps.store.remove(stale);
    this.pending = [...this.pending.filter((old) => !stale.includes(old.opId)), entry];
    this.emit({ type: 'changed' });
    void this.pump();
    return entry;
  }

  /**
   * Ownerless writes of `exerciseId` (left by the page before writes carried their owner) become this student's and
   * are sent. Call it once the server has shown him that exercise: it is his, so they are his.
   */
  async adoptUnowned(exerciseId: string): Promise<void> {
    await this.loaded;
    const adopted = (await this.deps.store.unowned(exerciseId)).map((entry): QueuedAnswer => ({ ...entry, ownerId: this.deps.owner }));
    if (!adopted.length) return;
    for (const entry of adopted) await this.deps.store.put(entry);
    this.pending = [...this.pending, ...adopted.filter((entry) => !this.pending.some((held) => held.opId === entry.opId))];
    this.emit({ type: 'changed' });
    void this.pump();
  }

  /** Sends now what waits (the browser is back online, or a page opened): the pause after failures is cut short. */
  resume(): void {
    if (this.retryTimer !== undefined) clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    void this.loaded.then(() => this.pump());
  }

  /**
   * Time is up (the exam's end): everything waiting goes now, whatever pause the backoff had set, and for `withinMs`
   * a failed try is repeated after a short pause. Resolves as `drained` does.
   */
  sendAllNow(exerciseId: string, withinMs: number): Promise<boolean> {
    clearTimeout(this.hurryTimer);
    this.hurryTimer = setTimeout(() => (this.hurryTimer = undefined), withinMs);
    this.resume();
    return this.drained(exerciseId, withinMs);
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

  /** One send; false when the queue must stop (waiting to retry, or its student is not the one signed in). */
  private async sendOne(entry: QueuedAnswer): Promise<boolean> {
    // Checked right before the send, which takes the token of this same moment.
    if (!mayBeSent(entry, this.deps.signedInAs())) return false;
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
        }, nextTryDelay(this.failures, this.hurryTimer !== undefined));
      }
      // Signed out: the answers wait on the device until the student is back and opens the page again.
      return false;
    } finally {
      this.inFlight = undefined;
    }
  }
}
