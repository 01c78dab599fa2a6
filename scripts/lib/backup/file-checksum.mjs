// The SHA-256 and size of a file, read as a stream: a dump or the uploads' archive may be far larger than memory.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';

/**
 * @param {string} file
 * @returns {Promise<{ sha256: string, bytes: number }>}
 */
export async function fileChecksum(file) {
  const hash = createHash('sha256');
  let bytes = 0;
  await pipeline(createReadStream(file), async (/** @type {AsyncIterable<Buffer>} */ chunks) => {
    for await (const chunk of chunks) {
      bytes += chunk.length;
      hash.update(chunk);
    }
  });
  return { sha256: hash.digest('hex'), bytes };
}
