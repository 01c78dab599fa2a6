import { uploadedFile } from '@tp/contracts/classes';
import type { Envelope } from '@tp/contracts/envelope';
import { ApiError } from '@tp/web-kit/api-error';
import { currentPathWithQuery, navigate } from '@tp/web-kit/navigate';
import { clearUser, getToken } from '@tp/web-kit/session-store';

export const NOT_EXCEL = 'Please upload excel file!';

/** Only .xlsx spreadsheets import (the server says the same of anything else). */
export const isExcelFileName = (name: string) => /\.xlsx$/i.test(name.trim());

/**
 * POST /api/file/upload multipart {file, type: 2} with the bearer header, reporting the percent sent: fetch cannot
 * tell how much of a body has gone, XMLHttpRequest can. Answers the stored path (/uploads/...). A 401 signs out and
 * goes to /login as the API client does; any other refusal rejects with an ApiError carrying the server's msg.
 */
export function uploadSpreadsheet(file: File, onProgress: (percent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/file/upload');
    const token = getToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onerror = () => reject(new ApiError({ code: 0, msg: 'The server could not be reached. Check your connection and try again.', result: null }, 0));
    xhr.onload = () => {
      let body: Envelope<unknown> | null = null;
      try {
        body = JSON.parse(xhr.responseText) as Envelope<unknown>;
      } catch {
        body = null;
      }
      const envelope = body && typeof body.code === 'number' ? body : { code: xhr.status, msg: `The upload failed (HTTP ${xhr.status}). Please try again.`, result: null };
      if (xhr.status === 401 || envelope.code === 401) {
        clearUser();
        navigate(`/login?redirect=${encodeURIComponent(currentPathWithQuery())}`);
        reject(new ApiError(envelope, xhr.status, true));
        return;
      }
      if (envelope.code !== 200) {
        reject(new ApiError(envelope, xhr.status));
        return;
      }
      onProgress(100);
      resolve(uploadedFile.parse(envelope.result).path);
    };
    const form = new FormData();
    form.append('file', file);
    form.append('type', '2');
    xhr.send(form);
  });
}
