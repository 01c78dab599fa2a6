import { basename, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { TaskEnvelope } from './worker-task';

// Work that can take long or much memory (grading maths, reading a spreadsheet) runs here, never on a service's event
// loop: a fixed number of worker threads (Piscina), a bounded queue, and a hard time limit that terminates the thread
// still working (the only way to stop synchronous code), with a memory cap that ends a thread, not the process.

/** The queue is full: the caller decides (leave the work for later, or answer 503). */
export class WorkerPoolBusy extends Error {
  constructor(pool: string) {
    super(`${pool}: every worker is busy and the queue is full`);
  }
}

/** The task ran past its time limit; its thread was terminated (a new one takes its place). */
export class WorkerTimeLimit extends Error {
  constructor(pool: string, ms: number) {
    super(`${pool}: the task was stopped after ${ms} ms`);
  }
}

/** The task's thread died under it (out of memory, a crash) or the task threw. */
export class WorkerFailed extends Error {
  constructor(pool: string, cause: unknown) {
    super(`${pool}: ${(cause as Error)?.message ?? String(cause)}`, { cause });
  }
}

export interface WorkerPoolOptions {
  /** Names the pool in errors and logs. */
  name: string;
  /** The worker's source, `new URL('./grading.worker.ts', import.meta.url)`; its default export is a `workerTask`. */
  worker: URL;
  /** Threads kept running (each loads the worker's module once, at start). */
  threads: number;
  /** Tasks waiting for a thread at most; one more is refused at once with WorkerPoolBusy. */
  maxQueue: number;
  /** Wall-clock time a task may run, counted from when its thread begins it (not while it waits). */
  timeLimitMs: number;
  /** Heap of each thread; a task that needs more ends its thread (WorkerFailed), not the service. */
  maxHeapMb?: number;
  /** Plain data every thread reads at start as `workerData` (e.g. what to load before its first task). */
  data?: Record<string, unknown>;
  /**
   * The thread goes on with work of its own between tasks (loading what it needs in the background). By default a
   * thread waiting for a task is paused outright (Piscina's fastest hand-over), which would stop that work too.
   */
  backgroundWork?: boolean;
  /**
   * Threads run at the lowest priority (the default: work nobody waits on, like grading, yields to the event loop).
   * False for work a request waits for (drawing a page), which would otherwise starve on a busy machine.
   */
  lowPriority?: boolean;
}

/** Set by every compiled bundle (scripts/lib/build-services.mjs): workers then run from dist/workers/ too. */
const COMPILED = Symbol.for('tp.compiled');

/**
 * The file a thread runs: the compiled `<workspace>/dist/workers/<name>.js` when the service runs compiled, else the
 * TypeScript source through tsx (tests, `SERVICES_FROM_SOURCE`).
 */
function workerEntry(source: URL): { filename: string; execArgv: string[] } {
  const path = fileURLToPath(source);
  if ((globalThis as Record<symbol, unknown>)[COMPILED] === true) {
    const workspace = path.slice(0, path.lastIndexOf(`${sep}src${sep}`));
    return { filename: join(workspace, 'dist', 'workers', basename(path).replace(/\.ts$/, '.js')), execArgv: [] };
  }
  return { filename: path, execArgv: [...process.execArgv, '--import', 'tsx'] };
}

/**
 * A pool of worker threads running one kind of task. `run` waits for a free thread in arrival order (at most
 * `maxQueue` waiting), then gives the task `timeLimitMs` from the moment the thread begins it: past that the thread is
 * terminated and `run` rejects with WorkerTimeLimit. Tasks are handed to Piscina only when a thread is free, so its
 * own queue stays empty and the time limit never counts the wait.
 */
export class WorkerPool<In, Out> {
  private readonly piscina: Piscina;
  private busy = 0;
  private readonly waiting: (() => void)[] = [];
  private stopped = false;

  constructor(private readonly options: WorkerPoolOptions) {
    const { filename, execArgv } = workerEntry(options.worker);
    this.piscina = new Piscina({
      filename,
      execArgv,
      minThreads: options.threads,
      maxThreads: options.threads,
      idleTimeout: Number.POSITIVE_INFINITY,
      resourceLimits: options.maxHeapMb ? { maxOldGenerationSizeMb: options.maxHeapMb } : undefined,
      // Threads run at the lowest priority unless told otherwise (worker-task.ts): the event loop that answers
      // requests always comes first.
      workerData: { ...options.data, lowPriority: options.lowPriority ?? true },
      atomics: options.backgroundWork ? 'async' : 'sync',
    });
    // A thread that dies (terminated at its time limit, out of memory) is replaced by Piscina; nothing to do here.
    this.piscina.on('error', () => undefined);
  }

  /** Tasks running and waiting now. */
  get load(): { running: number; waiting: number } {
    return { running: this.busy, waiting: this.waiting.length };
  }

  async run(input: In): Promise<Out> {
    if (this.stopped) throw new WorkerPoolBusy(this.options.name);
    await this.takeThread();
    try {
      return await this.runNow(input);
    } finally {
      this.releaseThread();
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.piscina.destroy();
  }

  private takeThread(): Promise<void> {
    if (this.busy < this.options.threads) {
      this.busy++;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.options.maxQueue) return Promise.reject(new WorkerPoolBusy(this.options.name));
    // The thread is handed over by releaseThread: `busy` stays counted for it.
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private releaseThread(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.busy--;
  }

  private async runNow(input: In): Promise<Out> {
    const { name, timeLimitMs } = this.options;
    const startedAt = new Float64Array(new SharedArrayBuffer(8));
    const controller = new AbortController();
    const submitted = Date.now();
    let timedOut = false;
    // The limit counts from the thread's start of the task (a thread replacing a terminated one first loads its
    // module); a task that never begins is given up after ten limits.
    const check = () => {
      const began = startedAt[0];
      const left = (began > 0 ? began + timeLimitMs : submitted + 10 * timeLimitMs) - Date.now();
      if (left > 0) return void (timer = setTimeout(check, began > 0 ? left : Math.min(left, timeLimitMs)));
      timedOut = true;
      controller.abort();
    };
    let timer = setTimeout(check, timeLimitMs);
    try {
      const envelope: TaskEnvelope<In> = { input, startedAt };
      return (await this.piscina.run(envelope, { signal: controller.signal })) as Out;
    } catch (err) {
      if (timedOut) throw new WorkerTimeLimit(name, timeLimitMs);
      throw new WorkerFailed(name, err);
    } finally {
      clearTimeout(timer);
    }
  }
}
