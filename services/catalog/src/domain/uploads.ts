import type { TokenUser } from '@tp/contracts';
import { withTransaction, type Pool } from '@tp/service-kit';
import { insertUpload, lockOwnerUploads, storedBytes } from '../data-access/upload-repository';
import { allowanceOf, quotaFull, visibilityOf, type UploadKind, type UploadVisibility } from './upload-rules';

/**
 * Counts a stored file against its owner's quota and records who may read it. The file was checked against the room
 * left when it started; uploads of the same user that finished meanwhile may have taken it, so the sum is checked again
 * under a per-user lock. Answers the file's visibility.
 */
export async function recordUpload(pool: Pool, user: TokenUser, file: { key: string; kind: UploadKind; bytes: number }): Promise<UploadVisibility> {
  const allowance = allowanceOf(user);
  const visibility = visibilityOf(user, file.kind);
  await withTransaction(pool, async (tx) => {
    await lockOwnerUploads(tx, user.id);
    const used = await storedBytes(tx, user.id);
    if (used + file.bytes > allowance.quota) throw quotaFull(allowance, used);
    await insertUpload(tx, { ...file, ownerId: user.id, visibility });
  });
  return visibility;
}
