import type { Language } from '@tp/contracts';
import { AppError, type Logger } from '@tp/service-kit';
import { WorkerFailed, WorkerPool, WorkerPoolBusy, WorkerTimeLimit } from '@tp/service-kit/runtime/worker-pool';
import type { ReadFile } from './question-import-file';
import { busy, tooLarge } from './question-import-refusals';
import type { ReadOutcome, ReadRequest } from './question-import.worker';

// Question files are read in a worker thread, one at a time, with a heap of its own and a time limit: a file that
// takes more memory or time than that ends the thread (a new one takes its place), never the service, and the
// service's event loop goes on answering meanwhile. A few files wait their turn; more are asked to come back.

export interface ReaderLimits {
  /** The thread's heap, in MB. */
  heapMb: number;
  /** How long one file may take, from when the thread begins it. */
  timeLimitMs: number;
  /** Files waiting for the thread at most. */
  queue: number;
}

/** Reads uploaded question files (readQuestionFile) off the event loop. */
export class QuestionFileReader {
  /** Started with the first file: a replica that never imports keeps no thread. */
  private pool: WorkerPool<ReadRequest, ReadOutcome> | undefined;

  constructor(
    private readonly limits: ReaderLimits,
    private readonly logger: Logger,
  ) {}

  /** Files being read and waiting. */
  get load(): { running: number; waiting: number } {
    return this.pool?.load ?? { running: 0, waiting: 0 };
  }

  /** The file's rows, checked, or a refusal of the whole file (AppError). */
  async read(bytes: Buffer, language: Language): Promise<ReadFile> {
    let outcome: ReadOutcome;
    try {
      this.pool ??= new WorkerPool({
        name: 'question-import',
        worker: new URL('./question-import.worker.ts', import.meta.url),
        threads: 1,
        maxQueue: this.limits.queue,
        timeLimitMs: this.limits.timeLimitMs,
        maxHeapMb: this.limits.heapMb,
      });
      outcome = await this.pool.run({ bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), language });
    } catch (err) {
      if (err instanceof WorkerPoolBusy) throw busy();
      if (err instanceof WorkerTimeLimit) throw tooLarge(`reading it took more than ${(this.limits.timeLimitMs / 1000).toLocaleString('en', { maximumFractionDigits: 1 })} seconds`);
      if (err instanceof WorkerFailed && isOutOfMemory(err)) throw tooLarge(`reading it needed more than ${this.limits.heapMb} MB of memory`);
      throw err;
    }
    if ('refused' in outcome) {
      const { status, msg, cause } = outcome.refused;
      if (cause) this.logger.warn({ cause }, 'question file refused: not readable as a spreadsheet');
      throw new AppError(status, msg);
    }
    return outcome.file;
  }

  async stop(): Promise<void> {
    await this.pool?.stop();
  }
}

/** The thread ended because its heap was full (Node's code for a worker stopped at its resource limit). */
const isOutOfMemory = (err: WorkerFailed) => (err.cause as { code?: string } | undefined)?.code === 'ERR_WORKER_OUT_OF_MEMORY';
