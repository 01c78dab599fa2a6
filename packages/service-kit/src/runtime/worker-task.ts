import { setPriority } from 'node:os';
import { isMainThread, workerData } from 'node:worker_threads';

// The worker side of a WorkerPool (worker-pool.ts). Kept apart from the rest of service-kit so that a worker thread
// loads only its own task's code, not the service's database, broker and HTTP modules.

/**
 * A pool's threads yield the CPU to the service's event loop: on Linux a thread's nice value is its own, so this
 * lowers this thread only (Node's `setPriority` applies to the calling thread). Where that fails, nothing changes.
 */
if (!isMainThread && (workerData as { lowPriority?: boolean } | undefined)?.lowPriority) {
  try {
    setPriority(19);
  } catch {
    // not permitted here: the thread runs at the process's priority
  }
}

/** What the pool sends a worker: the task's input and where the worker notes when it began (see worker-pool.ts). */
export interface TaskEnvelope<In> {
  input: In;
  /** Shared with the pool: [0] is set to Date.now() when the task begins, so its time limit counts from there. */
  startedAt: Float64Array;
}

/**
 * The default export of a `*.worker.ts` file: `export default workerTask((input: X) => result)`. The function runs in
 * a worker thread; its input and result cross by structured clone (plain data only).
 */
export function workerTask<In, Out>(work: (input: In) => Out | Promise<Out>): (envelope: TaskEnvelope<In>) => Out | Promise<Out> {
  return ({ input, startedAt }) => {
    startedAt[0] = Date.now();
    return work(input);
  };
}
