import { ErrorCode, type Gradebook, type GradebookExportFormat } from '@tp/contracts';
import { AppError, WorkerPool, WorkerPoolBusy, WorkerTimeLimit } from '@tp/service-kit';
import type { GradebookFileTask } from './gradebook-files.worker';

export const EXPORT_BUSY_MESSAGE = 'The gradebook export is busy. Please try again in a moment.';

/**
 * Builds gradebook files off the event loop (up to 0.8 s for the largest class): one worker thread, a short queue and
 * a time limit; a full queue or a file past its limit is a 503 the teacher can retry. The thread starts at the first
 * export, so a process that never exports never loads exceljs.
 */
export class GradebookFiles {
  private pool: WorkerPool<GradebookFileTask, Uint8Array | string> | undefined;

  constructor(private readonly settings: { maxQueue: number; timeLimitMs: number }) {}

  async build(book: Gradebook, format: GradebookExportFormat): Promise<Buffer | string> {
    this.pool ??= new WorkerPool<GradebookFileTask, Uint8Array | string>({
      name: 'gradebook-files', worker: new URL('./gradebook-files.worker.ts', import.meta.url), threads: 1,
      maxQueue: this.settings.maxQueue, timeLimitMs: this.settings.timeLimitMs, maxHeapMb: 256,
      // A teacher waits for the file: it runs at the process's priority.
      lowPriority: false,
    });
    try {
      const file = await this.pool.run({ book, format });
      return typeof file === 'string' ? file : Buffer.from(file.buffer, file.byteOffset, file.byteLength);
    } catch (err) {
      if (err instanceof WorkerPoolBusy || err instanceof WorkerTimeLimit) throw new AppError(ErrorCode.Unavailable, EXPORT_BUSY_MESSAGE);
      throw err;
    }
  }

  async stop(): Promise<void> {
    await this.pool?.stop();
  }
}
