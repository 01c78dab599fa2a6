import { randomUUID } from 'node:crypto';
import { containsPattern, type Queryable } from '@tp/service-kit';
import type { Source } from '../domain/question-bank-records';

const COLUMNS = 'id, name, created_by AS "createdBy", created_by_name AS "createdByName"';
const UNIQUE_NAME = 'sources_name_unique';

/** Raised when another source already has the name (compared case-insensitively). */
export class DuplicateSourceName extends Error {}

function rethrowDuplicate(err: unknown): never {
  const pgError = err as { code?: string; constraint?: string };
  if (pgError.code === '23505' && pgError.constraint === UNIQUE_NAME) throw new DuplicateSourceName();
  throw err;
}

export async function listSources(db: Queryable, { page, pageSize, keyword }: { page: number; pageSize: number; keyword: string }) {
  const pattern = containsPattern(keyword);
  const [{ rows }, count] = await Promise.all([
    db.query<Source>(`SELECT ${COLUMNS} FROM sources WHERE name ILIKE $1 ORDER BY lower(name), name, id LIMIT $2 OFFSET $3`, [pattern, pageSize, (page - 1) * pageSize]),
    db.query<{ total: string }>('SELECT count(*) AS total FROM sources WHERE name ILIKE $1', [pattern]),
  ]);
  return { rows, total: Number(count.rows[0].total) };
}

export async function findSource(db: Queryable, id: string, { forUpdate = false } = {}): Promise<Source | undefined> {
  const { rows } = await db.query<Source>(`SELECT ${COLUMNS} FROM sources WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0];
}

export async function findSources(db: Queryable, ids: string[]): Promise<Source[]> {
  const { rows } = await db.query<Source>(`SELECT ${COLUMNS} FROM sources WHERE id = ANY($1::uuid[])`, [ids]);
  return rows;
}

export async function insertSource(db: Queryable, source: Omit<Source, 'id'>): Promise<Source> {
  const id = randomUUID();
  await db
    .query('INSERT INTO sources (id, name, created_by, created_by_name) VALUES ($1, $2, $3, $4)', [id, source.name, source.createdBy, source.createdByName])
    .catch(rethrowDuplicate);
  return { id, ...source };
}

export async function renameSource(db: Queryable, id: string, name: string) {
  await db.query('UPDATE sources SET name = $2, updated_at = now() WHERE id = $1', [id, name]).catch(rethrowDuplicate);
}

export async function deleteSource(db: Queryable, id: string) {
  await db.query('DELETE FROM sources WHERE id = $1', [id]);
}
