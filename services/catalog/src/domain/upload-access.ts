import type { UploadVisibility } from './upload-rules';

/** Longest a browser may keep a private file: a signed link's remaining life, but never more than ten minutes. */
export const PRIVATE_CACHE_MAX_SECONDS = 600;
/** Public files never change under their name (a new upload gets a new one). */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** A stored file as serving needs it; no row (stored before the uploads table) is a public file. */
export interface ServedUpload {
  ownerId: string;
  visibility: UploadVisibility;
}

/** Who is asking: the expiry of a valid signed link they hold, and the user of a valid bearer token they sent. */
export interface FileReader {
  signedUntil?: number;
  userId?: string;
}

/**
 * Whether the file is served to this reader, and how it may be cached. A private file needs a valid signed link (cached
 * privately until the link expires) or its owner's token (not cached: the answer depends on the token). Anyone else is
 * told nothing: the caller answers 404, as for a file that does not exist.
 */
export function fileAccess(upload: ServedUpload | undefined, reader: FileReader, now: Date): { cacheControl: string } | undefined {
  if (!upload || upload.visibility === 'public') return { cacheControl: PUBLIC_CACHE_CONTROL };
  if (reader.signedUntil !== undefined) {
    const left = Math.min(PRIVATE_CACHE_MAX_SECONDS, Math.max(0, reader.signedUntil - Math.floor(now.getTime() / 1000)));
    return { cacheControl: `private, max-age=${left}` };
  }
  if (reader.userId !== undefined && reader.userId === upload.ownerId) return { cacheControl: 'private, no-store' };
  return undefined;
}
