import { randomUUID } from 'node:crypto';
import type { Language, TokenUser } from '@tp/contracts';
import { notFound, withTransaction, type Pool } from '@tp/service-kit';
import { lockSourcesByKey } from '../data-access/import-source-lookup';
import { insertQuestions } from '../data-access/question-repository';
import type { NewQuestion } from './question-bank-records';
import { problemOrder, sourceKeysOf, withSource } from './question-import-checks';
import type { ReadFile } from './question-import-file';
import type { ImportProblem } from './question-import-rows';

/** Reads the bytes of a teacher's upload (catalog keeps the files). */
export interface UploadReader {
  read(key: string, ownerId: string): Promise<Buffer | undefined>;
}

/** Reads and checks a question file (in a worker thread: QuestionFileReader), or refuses it whole. */
export interface QuestionFiles {
  read(bytes: Buffer, language: Language): Promise<ReadFile>;
}

export type ImportOutcome = { created: number } | { problems: ImportProblem[] };

/**
 * Imports a teacher's spreadsheet: the whole file or nothing. The file is read and every row checked with the rules
 * the Edit Question form uses off the event loop; if any cell has a problem, every problem is answered (row and
 * column) and no question is created. Otherwise all are inserted in one transaction, with the sources they name
 * kept until it ends.
 */
export async function importQuestions(
  pool: Pool,
  uploads: UploadReader,
  files: QuestionFiles,
  caller: TokenUser,
  { key, language }: { key: string; language: Language },
): Promise<ImportOutcome> {
  const bytes = await uploads.read(key, caller.id);
  if (!bytes) throw notFound('The uploaded file was not found. Please upload it again.');
  const { rows, problems } = await files.read(bytes, language);
  if (!rows.length) return { problems };
  return withTransaction(pool, async (tx) => {
    const sources = await lockSourcesByKey(tx, sourceKeysOf(rows));
    const found = [...problems];
    const questions: NewQuestion[] = [];
    for (const row of rows) {
      const checked = withSource(row, sources);
      if (!checked.fields) found.push(...checked.problems);
      else if (!found.length) questions.push({ ...checked.fields, id: randomUUID(), teacherId: caller.id, teacherName: caller.name });
    }
    if (found.length) return { problems: found.sort(problemOrder) };
    await insertQuestions(tx, questions);
    return { created: questions.length };
  });
}
