import type { Queryable } from '@tp/service-kit';
import type { StoredUpload } from '../domain/stored-upload';

/** Bytes of every file the user has uploaded. */
export async function storedBytes(db: Queryable, ownerId: string): Promise<number> {
  const { rows } = await db.query<{ total: string }>('SELECT coalesce(sum(bytes), 0) AS total FROM uploads WHERE owner_id = $1', [ownerId]);
  return Number(rows[0].total);
}

/** Makes the user's uploads that finish together take turns at the quota, until the transaction ends. */
export async function lockOwnerUploads(tx: Queryable, ownerId: string): Promise<void> {
  await tx.query("SELECT pg_advisory_xact_lock(hashtext('uploads:' || $1))", [ownerId]);
}

export async function insertUpload(tx: Queryable, upload: StoredUpload): Promise<void> {
  await tx.query('INSERT INTO uploads (key, owner_id, kind, bytes, visibility) VALUES ($1, $2, $3, $4, $5)', [
    upload.key, upload.ownerId, upload.kind, upload.bytes, upload.visibility,
  ]);
}

/** The stored file under `key`, with who uploaded it, if the upload call stored it. */
export async function findUpload(db: Queryable, key: string): Promise<StoredUpload | undefined> {
  const { rows } = await db.query<StoredUpload>('SELECT key, owner_id AS "ownerId", kind, bytes::float8 AS bytes, visibility FROM uploads WHERE key = $1', [key]);
  return rows[0];
}
