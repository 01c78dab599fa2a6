// The worker side of a WorkerPool (worker-pool.ts). Kept apart from the rest of service-kit so that a worker thread
// loads only its own task's code, not the service's database, broker and HTTP modules.

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
