// @vitest-environment node
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { SaveExerciseResult } from '@tp/contracts/exercises';
import { ApiError } from '@tp/web-kit/api-error';
import { AnswerQueue, type NewAnswer, type QueueEvent } from '../src/features/exercise-take/answer-queue/answer-queue';
import { memoryStore, type QueueStore } from '../src/features/exercise-take/answer-queue/queue-store';
import type { QueuedAnswer } from '../src/features/exercise-take/answer-queue/queue-core';

const reply = { applied: true, examRemainingTime: 42_000, endExamAt: null } as unknown as SaveExerciseResult;
const unreachable = () => new ApiError({ code: 0, msg: 'The server could not be reached.', result: null }, 0);
const serverError = () => new ApiError({ code: 500, msg: 'Internal', result: null }, 500);
const examEnded = () => new ApiError({ code: 409, msg: 'The exam has ended.', result: null }, 409);

function answer(questionId: string, seq: number, overrides: Partial<NewAnswer> = {}): NewAnswer {
  return { exerciseId: 'ex-1', questionId, kind: 'save', seq, answer: `answer ${seq}`, content: '', ...overrides };
}

const notFound = () => new ApiError({ code: 404, msg: 'Exercise not found', result: null }, 404);

function makeQueue(
  send: (entry: QueuedAnswer) => Promise<SaveExerciseResult>,
  store: QueueStore = memoryStore(),
  { owner = 'student-a', signedInAs = (): string | undefined => owner } = {},
) {
  let n = 0;
  let clock = 0;
  const queue = new AnswerQueue({ owner, signedInAs, store, send, newOpId: () => `op-${owner}-${++n}`, now: () => ++clock, isOnline: () => true });
  const events: QueueEvent[] = [];
  queue.subscribe((event) => events.push(event));
  return { queue, store, events };
}

/** Lets the queue's promises run (the store and the sends resolve on later turns). */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('the answer queue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test('an answer is in the store before it is sent, and leaves it when the server confirms it', async () => {
    const store = memoryStore();
    const storedAtSend: string[][] = [];
    const { queue, events } = makeQueue(async () => {
      storedAtSend.push((await store.ownedBy('student-a')).map((entry) => entry.opId));
      return reply;
    }, store);

    await queue.add(answer('q1', 1));
    await settle();

    expect(storedAtSend).toEqual([['op-student-a-1']]);
    expect(await store.ownedBy('student-a')).toEqual([]);
    expect(events.filter((event) => event.type === 'confirmed')).toHaveLength(1);
    expect(queue.state('ex-1')).toBe('saved');
  });

  test('while the server cannot be reached the answer stays, is retried with the same operation id and a growing pause, and goes once it is confirmed', async () => {
    const sent: string[] = [];
    let failuresLeft = 3;
    const { queue, store } = makeQueue(async (entry) => {
      sent.push(entry.opId);
      if (failuresLeft-- > 0) throw unreachable();
      return reply;
    });

    await queue.add(answer('q1', 1));
    await settle();
    expect(sent).toEqual(['op-student-a-1']);
    expect(queue.state('ex-1')).toBe('offline');
    await vi.advanceTimersByTimeAsync(999);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1); // 1 s
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1); // then 2 s
    expect(sent).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(4_000); // then 4 s
    expect(sent).toEqual(['op-student-a-1', 'op-student-a-1', 'op-student-a-1', 'op-student-a-1']);
    expect(await store.ownedBy('student-a')).toEqual([]);
    expect(queue.state('ex-1')).toBe('saved');
  });

  test('a 5xx is retried like a lost connection', async () => {
    let calls = 0;
    const { queue, store } = makeQueue(async () => {
      if (calls++ === 0) throw serverError();
      return reply;
    });
    await queue.add(answer('q1', 1));
    await settle();
    expect(await store.ownedBy('student-a')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await store.ownedBy('student-a')).toEqual([]);
  });

  test('back online, resume sends at once instead of waiting out the pause', async () => {
    let online = false;
    const sent: string[] = [];
    const { queue } = makeQueue(async (entry) => {
      sent.push(entry.opId);
      if (!online) throw unreachable();
      return reply;
    });
    await queue.add(answer('q1', 1));
    await settle();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sent).toHaveLength(2);
    online = true;
    queue.resume();
    await settle();
    expect(sent).toHaveLength(3);
    expect(queue.queued()).toEqual([]);
  });

  test('a write the server refuses for good (409 after the exam) is dropped and its message given to the screen', async () => {
    const { queue, store, events } = makeQueue(async () => {
      throw examEnded();
    });
    await queue.add(answer('q1', 1));
    await settle();
    expect(await store.ownedBy('student-a')).toEqual([]);
    expect(events).toContainEqual(expect.objectContaining({ type: 'refused', message: 'The exam has ended.' }));
  });

  test('writes go one at a time in the order they were made', async () => {
    const sent: number[] = [];
    let release: () => void = () => undefined;
    const { queue } = makeQueue(async (entry) => {
      sent.push(entry.seq);
      if (entry.seq === 1) await new Promise<void>((resolve) => (release = resolve));
      return reply;
    });
    await queue.add(answer('q1', 1));
    await queue.add(answer('q2', 2));
    await settle();
    expect(sent).toEqual([1]);
    release();
    await settle();
    expect(sent).toEqual([1, 2]);
  });

  test('a newer answer to a question replaces its older unsent one, but never the one in flight', async () => {
    let release: () => void = () => undefined;
    const sent: QueuedAnswer[] = [];
    const { queue } = makeQueue(async (entry) => {
      sent.push(entry);
      if (entry.seq === 1) await new Promise<void>((resolve) => (release = resolve));
      return reply;
    });
    await queue.add(answer('q1', 1)); // in flight
    await settle();
    await queue.add(answer('q1', 2));
    await queue.add(answer('q1', 3));
    expect(queue.queued().map((entry) => entry.seq)).toEqual([1, 3]);
    release();
    await settle();
    expect(sent.map((entry) => entry.seq)).toEqual([1, 3]);
  });

  test('what an earlier page left in the store is sent first, and sequence numbers continue above it and the server', async () => {
    const store = memoryStore();
    await store.put({ ...answer('q1', 7), opId: 'left-behind', ownerId: 'student-a', queuedAt: 1 });
    const sent: string[] = [];
    const { queue } = makeQueue(async (entry) => {
      sent.push(entry.opId);
      return reply;
    }, store);
    await queue.ready();
    expect(queue.nextSeq('ex-1', [3, 5])).toBe(8);
    expect(queue.nextSeq('ex-1', [12])).toBe(13);
    await queue.add(answer('q2', 8));
    await settle();
    expect(sent).toEqual(['left-behind', 'op-student-a-1']);
  });

  test('drained resolves once the exercise has nothing left to send, or false after its time', async () => {
    let online = false;
    const { queue } = makeQueue(async () => {
      if (!online) throw unreachable();
      return reply;
    });
    await queue.add(answer('q1', 1));
    const late = queue.drained('ex-1', 500);
    await vi.advanceTimersByTimeAsync(500);
    expect(await late).toBe(false);
    const waiting = queue.drained('ex-1', 10_000);
    online = true;
    queue.resume();
    await settle();
    expect(await waiting).toBe(true);
  });

  test('signed out (the client went to /login), the answer stays on the device and nothing is retried', async () => {
    let calls = 0;
    const { queue, store } = makeQueue(async () => {
      calls++;
      throw new ApiError({ code: 401, msg: 'Please sign in', result: null }, 401, true);
    });
    await queue.add(answer('q1', 1));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toBe(1);
    expect(await store.ownedBy('student-a')).toHaveLength(1);
  });

  test('at time-up, what waits behind a long retry pause is sent at once, and a failed try is repeated after 1 s until the grace ends', async () => {
    const sentAt: number[] = [];
    let reachable = false;
    const { queue } = makeQueue(async () => {
      sentAt.push(Date.now());
      if (!reachable) throw unreachable();
      return reply;
    });
    await queue.add(answer('q1', 1));
    await vi.advanceTimersByTimeAsync(1_000 + 2_000 + 4_000 + 8_000); // four failures: the next try is 16 s away
    expect(sentAt).toHaveLength(5);

    const start = Date.now();
    const sent = queue.sendAllNow('ex-1', 5_000);
    await settle();
    expect(sentAt.slice(5)).toEqual([start]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sentAt.slice(5)).toEqual([start, start + 1_000]);
    reachable = true;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await sent).toBe(true);
    expect(queue.queued()).toEqual([]);
  });

  test('after the grace of a time-up, a failed try waits the growing pause again', async () => {
    let calls = 0;
    const { queue } = makeQueue(async () => {
      calls++;
      throw unreachable();
    });
    await queue.add(answer('q1', 1));
    await settle();
    const sent = queue.sendAllNow('ex-1', 2_500);
    await vi.advanceTimersByTimeAsync(2_500);
    expect(await sent).toBe(false);
    expect(calls).toBe(4); // the first try, then at time-up, 1 s and 2 s after it
    await vi.advanceTimersByTimeAsync(500);
    expect(calls).toBe(5); // the try set within the grace; after it the pause grows again (5 failures: 16 s)
    await vi.advanceTimersByTimeAsync(16_000 - 1);
    expect(calls).toBe(5);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toBe(6);
  });
});

describe('a shared computer: each student\'s answers are his own', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const leftByA = (seq: number): QueuedAnswer => ({ ...answer('q1', seq, { exerciseId: 'ex-of-a', answer: 'A\'s answer' }), opId: `a-${seq}`, ownerId: 'student-a', queuedAt: seq });

  test('another student\'s queue neither sends nor removes what the first left, even when the server refuses its own writes', async () => {
    const store = memoryStore([leftByA(1)]);
    const sent: QueuedAnswer[] = [];
    const { queue, events } = makeQueue(
      async (entry) => {
        sent.push(entry);
        if (entry.exerciseId !== 'ex-of-b') throw notFound(); // the server: not B's exercise
        if (entry.questionId === 'gone') throw notFound();
        return reply;
      },
      store,
      { owner: 'student-b' },
    );
    await queue.ready();
    expect(queue.queued()).toEqual([]);
    expect(queue.nextSeq('ex-of-a', [])).toBe(1);

    await queue.add(answer('q1', 1, { exerciseId: 'ex-of-b' }));
    await queue.add(answer('gone', 2, { exerciseId: 'ex-of-b' }));
    await settle();

    expect(sent.map((entry) => [entry.ownerId, entry.exerciseId, entry.questionId])).toEqual([
      ['student-b', 'ex-of-b', 'q1'],
      ['student-b', 'ex-of-b', 'gone'],
    ]);
    // B's own write whose exercise is gone is dropped as before; A's stays untouched for A.
    expect(events.filter((event) => event.type === 'refused').map((event) => event.type === 'refused' && event.entry.questionId)).toEqual(['gone']);
    expect(await store.ownedBy('student-a')).toEqual([leftByA(1)]);
    expect(await store.ownedBy('student-b')).toEqual([]);
  });

  test('a student\'s write waits while nobody or another student is signed in, and goes once he is back', async () => {
    let signedIn: string | undefined = 'student-a';
    let online = false;
    const sent: string[] = [];
    const { queue, store } = makeQueue(
      async (entry) => {
        sent.push(entry.opId);
        if (!online) throw unreachable();
        return reply;
      },
      memoryStore(),
      { signedInAs: () => signedIn },
    );
    await queue.add(answer('q1', 1));
    await settle();
    expect(sent).toEqual(['op-student-a-1']);

    signedIn = undefined; // A signs out; the retry comes and sends nothing
    online = true;
    await vi.advanceTimersByTimeAsync(1_000);
    signedIn = 'student-b'; // B signs in on the same page and something resumes the queues
    queue.resume();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toEqual(['op-student-a-1']);
    expect(await store.ownedBy('student-a')).toHaveLength(1);

    signedIn = 'student-a';
    queue.resume();
    await settle();
    expect(sent).toEqual(['op-student-a-1', 'op-student-a-1']);
    expect(await store.ownedBy('student-a')).toEqual([]);
  });

  test('a queue opened when the student signs in again sends what he left', async () => {
    const store = memoryStore([leftByA(3)]);
    const sent: string[] = [];
    const { queue } = makeQueue(async (entry) => {
      sent.push(entry.opId);
      return reply;
    }, store);
    queue.resume();
    await settle();
    expect(sent).toEqual(['a-3']);
    expect(await store.ownedBy('student-a')).toEqual([]);
  });

  test('writes left before answers carried their owner become the student\'s whose exercise they are, and are sent; others stay ownerless', async () => {
    const { ownerId: _, ...ownerless } = leftByA(4);
    const other = { ...ownerless, opId: 'other', exerciseId: 'ex-of-someone' };
    const store = memoryStore([ownerless, other]);
    const sent: QueuedAnswer[] = [];
    const { queue } = makeQueue(async (entry) => {
      sent.push(entry);
      return reply;
    }, store);
    await queue.ready();
    expect(queue.queued()).toEqual([]);

    await queue.adoptUnowned('ex-of-a');
    await settle();
    expect(sent).toEqual([{ ...ownerless, ownerId: 'student-a' }]);
    expect(await store.unowned('ex-of-someone')).toEqual([other]);
    expect(await store.unowned('ex-of-a')).toEqual([]);
  });
});
