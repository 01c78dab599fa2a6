import { afterEach, describe, expect, it } from 'vitest';
import { WorkerFailed, WorkerPool, WorkerPoolBusy, WorkerTimeLimit, type WorkerPoolOptions } from '../src/runtime/worker-pool';
import type { Chore } from './fixtures/chores.worker';

const pools: WorkerPool<Chore, number>[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.stop()));
});

function pool(options: Partial<WorkerPoolOptions> = {}): WorkerPool<Chore, number> {
  const made = new WorkerPool<Chore, number>({
    name: 'chores', worker: new URL('./fixtures/chores.worker.ts', import.meta.url), threads: 1, maxQueue: 10, timeLimitMs: 2_000, ...options,
  });
  pools.push(made);
  return made;
}

/** The longest the main thread's event loop went without running a timer while `work` ran. */
async function longestStall(work: Promise<unknown>): Promise<number> {
  let longest = 0;
  let last = performance.now();
  const ticker = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 10);
  await work.catch(() => undefined);
  clearInterval(ticker);
  return longest;
}

describe('worker pool', () => {
  it('runs a task in a thread and answers its result', async () => {
    expect(await pool().run({ kind: 'echo', value: 42 })).toBe(42);
  });

  it('when a task runs past its time limit, its thread is terminated and the pool goes on with a new one', async () => {
    const chores = pool({ timeLimitMs: 300 });
    const began = Date.now();
    const endless = chores.run({ kind: 'spin', ms: 60_000 });
    // The main thread's loop keeps turning while the worker spins.
    expect(await longestStall(endless)).toBeLessThan(250);
    await expect(endless).rejects.toBeInstanceOf(WorkerTimeLimit);
    expect(Date.now() - began).toBeLessThan(5_000);
    expect(await chores.run({ kind: 'echo', value: 7 })).toBe(7);
  });

  it('the time limit counts from when the thread begins the task, not the wait for a free thread', async () => {
    const chores = pool({ timeLimitMs: 1_500 });
    const results = await Promise.all([chores.run({ kind: 'spin', ms: 900 }), chores.run({ kind: 'spin', ms: 900 })]);
    expect(results).toEqual([900, 900]);
  });

  it('when every thread is busy and the queue is full, one more task is refused at once', async () => {
    const chores = pool({ maxQueue: 1 });
    const running = chores.run({ kind: 'spin', ms: 400 });
    const queued = chores.run({ kind: 'echo', value: 1 });
    await expect(chores.run({ kind: 'echo', value: 2 })).rejects.toBeInstanceOf(WorkerPoolBusy);
    expect(await Promise.all([running, queued])).toEqual([400, 1]);
  });

  it('a task that takes more memory than its thread may have ends its thread, not the process', async () => {
    const chores = pool({ maxHeapMb: 64, timeLimitMs: 20_000 });
    await expect(chores.run({ kind: 'hoard' })).rejects.toBeInstanceOf(WorkerFailed);
    expect(await chores.run({ kind: 'echo', value: 3 })).toBe(3);
  });

  it('a task that throws is a failure of that task only', async () => {
    const chores = pool();
    await expect(chores.run({ kind: 'throw' })).rejects.toThrow(/the chore failed/);
    expect(await chores.run({ kind: 'echo', value: 4 })).toBe(4);
  });
});
