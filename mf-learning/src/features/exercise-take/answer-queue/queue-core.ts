import { ApiError } from '@tp/web-kit/api-error';

/**
 * The answer queue's rules, pure so they are unit-tested: an answer is kept on the device until the server
 * confirms it, sent again (with the same operation id, so the server stores it once) while the network or the
 * server fails, and dropped only when the server says it can never be taken.
 */

/** One write waiting for the server: a save of a question's answer (with its working), or of the working alone. */
export interface QueuedAnswer {
  /** The client's id of this write; every retry sends the same one. */
  opId: string;
  /** The user id of the student who wrote it: only that student's session may send it (shared computers). */
  ownerId: string;
  exerciseId: string;
  questionId: string;
  kind: 'save' | 'content';
  /** Rises with each change the student makes to one exercise: a late, older save never replaces a newer one. */
  seq: number;
  answer: string;
  content: string;
  /** When it was queued (device clock; used only to keep the order of writes). */
  queuedAt: number;
}

/** A write as the device keeps it: one left by a page from before writes carried their owner has no `ownerId`. */
export type StoredAnswer = Omit<QueuedAnswer, 'ownerId'> & { ownerId?: string };

/** One student's writes among all the device keeps: a queue opens these and no one else's. */
export function ownedBy(stored: readonly StoredAnswer[], ownerId: string): QueuedAnswer[] {
  return stored.filter((entry): entry is QueuedAnswer => entry.ownerId === ownerId);
}

/**
 * The ownerless writes of one exercise. They become the student's whom the server shows that exercise (it is his):
 * sending them under anyone else's session would have them refused and dropped.
 */
export function unownedOf(stored: readonly StoredAnswer[], exerciseId: string): StoredAnswer[] {
  return stored.filter((entry) => entry.exerciseId === exerciseId && typeof entry.ownerId !== 'string');
}

/** What a failed send means: try again later, or give up and tell the student (the server will never take it). */
export type FailureKind = 'retry' | 'refused' | 'signed-out';

export function classifyFailure(error: unknown): FailureKind {
  if (!(error instanceof ApiError)) return 'retry';
  if (error.redirected) return 'signed-out';
  const status = error.status || error.code;
  // 0: the server was not reached; 408/429 and 5xx are passing troubles of the server or the road to it.
  if (status === 0 || status === 408 || status === 429 || status >= 500) return 'retry';
  return 'refused';
}

export const FIRST_RETRY_MS = 1_000;
export const MAX_RETRY_MS = 30_000;

/** Exponential backoff: 1 s, 2 s, 4 s … capped at 30 s (`failures` counts the failures so far, from 1). */
export function retryDelay(failures: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1));
}

/**
 * The pause before the next try. While hurrying (the exam's time is up and the server takes answers only for a few
 * seconds more) it never grows past the first step: a long backoff would miss the end.
 */
export function nextTryDelay(failures: number, hurrying: boolean): number {
  return hurrying ? Math.min(FIRST_RETRY_MS, retryDelay(failures)) : retryDelay(failures);
}

/**
 * Whether a write may go out now: only under its owner's session. A write sent with someone else's token is refused
 * (404: not their exercise) and would be dropped; it waits on the device for its owner instead.
 */
export function mayBeSent(entry: Pick<QueuedAnswer, 'ownerId'>, signedInAs: string | undefined): boolean {
  return signedInAs !== undefined && entry.ownerId === signedInAs;
}

/**
 * The next sequence number of an exercise: above what the server shows (a second device continues the order)
 * and above what this device still holds unsent.
 */
export function nextSeqAfter(serverSeqs: readonly number[], queued: readonly Pick<QueuedAnswer, 'seq'>[]): number {
  return Math.max(0, ...serverSeqs, ...queued.map((entry) => entry.seq)) + 1;
}

/**
 * Queued writes that a new one makes pointless: older, unsent writes of the same question (a save carries the
 * working too, so it replaces both kinds; a working-only write replaces only working-only writes). The one in flight
 * is kept: its reply may be lost, and its retry must carry the same operation id.
 */
export function supersededBy(fresh: QueuedAnswer, queued: readonly QueuedAnswer[], inFlight: string | undefined): string[] {
  return queued
    .filter(
      (old) =>
        old.opId !== inFlight &&
        old.ownerId === fresh.ownerId &&
        old.exerciseId === fresh.exerciseId &&
        old.questionId === fresh.questionId &&
        old.seq < fresh.seq &&
        (fresh.kind === 'save' || old.kind === 'content'),
    )
    .map((old) => old.opId);
}

/** The order writes are sent in: as they were made. */
export function sendOrder(queued: readonly QueuedAnswer[]): QueuedAnswer[] {
  return [...queued].sort((a, b) => a.queuedAt - b.queuedAt || a.seq - b.seq);
}

export type SaveState = 'saved' | 'saving' | 'offline';

/** What the screen says: Offline when the browser is offline or the last try did not reach the server. */
export function saveStateOf({ pending, online, unreachable }: { pending: number; online: boolean; unreachable: boolean }): SaveState {
  if (pending > 0 && (!online || unreachable)) return 'offline';
  if (!online) return 'offline';
  return pending > 0 ? 'saving' : 'saved';
}

/** Newest local answer of each question of one exercise (what the screen shows over the server's copy). */
export function newestQueuedByQuestion(queued: readonly QueuedAnswer[], exerciseId: string): Map<string, QueuedAnswer> {
  const newest = new Map<string, QueuedAnswer>();
  for (const entry of queued) {
    if (entry.exerciseId !== exerciseId) continue;
    const seen = newest.get(entry.questionId);
    if (!seen || entry.seq > seen.seq) newest.set(entry.questionId, entry);
  }
  return newest;
}
