import { gradebook, type Gradebook, type GradebookExportFormat } from '@tp/contracts/gradebook';
import { apiGet, apiUrl, authHeaders, envelopeOf } from '@tp/web-kit/api-client';

/** GET /api/teacher/getGradebook?classID: the class's grid, students by name. */
export async function fetchGradebook(classId: string, signal?: AbortSignal): Promise<Gradebook> {
  return gradebook.parse(await apiGet('/teacher/getGradebook', { classID: classId }, signal));
}

/** The file name the server gave (Content-Disposition), else a plain one. */
function fileNameOf(response: Response, format: GradebookExportFormat): string {
  return /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `gradebook.${format}`;
}

/**
 * GET /api/teacher/exportGradebook?classID&format: the server builds the file (exceljs stays off the page); it is
 * fetched with the token (a plain link cannot send it) and saved through a temporary link. A refusal throws its message.
 */
export async function downloadGradebook(classId: string, format: GradebookExportFormat): Promise<void> {
  const response = await fetch(apiUrl('/teacher/exportGradebook', { classID: classId, format }), { headers: authHeaders({}) });
  if (!response.ok) await envelopeOf(response);
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: fileNameOf(response, format) });
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser's download by now.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
