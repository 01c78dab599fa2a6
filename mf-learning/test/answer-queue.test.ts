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

function makeQueue(send: (entry: QueuedAnswer) => Promise<SaveExerciseResult>, store: QueueStore = memoryStore()) {
  let n = 0;
  let clock = 0;
  const queue = new AnswerQueue({ store, send, newOpId: () => `op-${++n}`, now: () => ++clock, isOnline: () => true });
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
      storedAtSend.push((await store.all()).map((entry) => entry.opId));
      return reply;
    }, store);

    await queue.add(answer('q1', 1));
    await settle();

    expect(storedAtSend).toEqual([['op-1']]);
    expect(await store.all()).toEqual([]);
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
    expect(sent).toEqual(['op-1']);
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
    expect(sent).toEqual(['op-1', 'op-1', 'op-1', 'op-1']);
    expect(await store.all()).toEqual([]);
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
    expect(await store.all()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await store.all()).toEqual([]);
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
    expect(await store.all()).toEqual([]);
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
    await store.put({ ...answer('q1', 7), opId: 'left-behind', queuedAt: 1 });
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
    expect(sent).toEqual(['left-behind', 'op-1']);
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
    expect(await store.all()).toHaveLength(1);
  });
});
