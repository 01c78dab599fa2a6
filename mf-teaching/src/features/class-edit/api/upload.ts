import { uploadedFile } from '@tp/contracts/classes';
import { apiPost } from '@tp/web-kit/api-client';

/**
 * POST /api/file/upload multipart {file} through the one API client, so the bearer header goes with it and a 401
 * or 402 is handled as everywhere; answers the stored file's path (/uploads/...). No `type`: the server takes it as
 * an image.
 */
export async function uploadImage(file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  return uploadedFile.parse(await apiPost('/file/upload', body)).path;
}
