import { z } from 'zod';
import { LANGUAGES } from '@tp/contracts';
import { badRequest } from '@tp/service-kit';
import { NOT_EXCEL } from '../../domain/question-import-refusals';

/** What the upload call answers: /uploads/<year>/<month>/<uuid>.<ext>. */
const UPLOAD_PATH = /^\/?uploads\/(\d{4}\/\d{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.([a-z0-9]{2,5}))$/i;

export const batchCreateRequest = z.object({
  filePath: z.string({ error: 'Please upload the file first (filePath is the path the upload answered).' }).trim().min(1, 'Please upload the file first (filePath is the path the upload answered).'),
  language: z.enum(LANGUAGES, { error: 'The language must be en or zh.' }).default('en'),
});

/** The upload's key in catalog; a file that is not an .xlsx is refused before it is fetched. */
export function uploadKeyOf(filePath: string): string {
  const match = UPLOAD_PATH.exec(filePath);
  if (!match) throw badRequest('The file path is not one the upload answered (/uploads/...). Please upload the file again.');
  if (match[2].toLowerCase() !== 'xlsx') throw badRequest(NOT_EXCEL);
  return match[1].toLowerCase();
}
