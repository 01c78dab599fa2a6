import { workerTask } from '@tp/service-kit/runtime/worker-task';
import type { Gradebook, GradebookExportFormat } from '@tp/contracts';
import { gradebookCsv } from './gradebook-csv';
import { gradebookXlsx } from './gradebook-xlsx';

/** One gradebook file, built in a worker thread of the gradebook-files pool (gradebook-file-pool.ts). */
export interface GradebookFileTask {
  book: Gradebook;
  format: GradebookExportFormat;
}

export default workerTask(async ({ book, format }: GradebookFileTask): Promise<Uint8Array | string> =>
  format === 'xlsx' ? new Uint8Array(await gradebookXlsx(book)) : gradebookCsv(book));
