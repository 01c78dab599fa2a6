import { uploadedFile } from '@tp/contracts/classes';
import { apiPost } from '@tp/web-kit/api-client';

/** POST /api/file/upload multipart {file}: a picture for the question; answers its path (/uploads/...). */
export async function uploadImage(file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  return uploadedFile.parse(await apiPost('/file/upload', body)).path;
}
