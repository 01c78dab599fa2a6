import { afterAll, expect, test } from 'vitest';
import type { Gradebook } from '@tp/contracts';
import { EXPORT_BUSY_MESSAGE, GradebookFiles } from '../src/gradebook-files/gradebook-file-pool';

const files = new GradebookFiles({ maxQueue: 0, timeLimitMs: 30_000 });
afterAll(() => files.stop());

const BOOK: Gradebook = { class: { _id: 'c', name: 'Class' }, columns: [], rows: [] };

test('a file asked for while the thread is busy and the queue full is refused with 503, and the first one is built', async () => {
  const first = files.build(BOOK, 'csv');
  await expect(files.build(BOOK, 'csv')).rejects.toMatchObject({ status: 503, message: EXPORT_BUSY_MESSAGE });
  expect(await first).toBe('\uFEFFStudent,Average (%)\r\nAverage,\r\n');
  // The thread is free again: the next one is built.
  expect(Buffer.isBuffer(await files.build(BOOK, 'xlsx'))).toBe(true);
}, 60_000);
