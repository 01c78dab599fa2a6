import type { Language } from '@tp/contracts';
import { AppError } from '@tp/service-kit/errors';
import { workerTask } from '@tp/service-kit/runtime/worker-task';
import { readQuestionFile, type ReadFile } from './question-import-file';

// The import's worker thread: reads one uploaded file (question-import-file.ts). A refusal comes back as data, since
// an error loses its class and status on its way between threads.

export interface ReadRequest {
  bytes: Uint8Array;
  language: Language;
}

export type ReadOutcome = { file: ReadFile } | { refused: { status: number; msg: string; cause?: string } };

export default workerTask(async ({ bytes, language }: ReadRequest): Promise<ReadOutcome> => {
  try {
    return { file: await readQuestionFile(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), language) };
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    const cause = err.cause instanceof Error ? err.cause.message : undefined;
    return { refused: { status: err.status, msg: err.message, cause } };
  }
});
