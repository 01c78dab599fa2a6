import { request } from '@tp/web-kit/api-client';
import { rememberUploadLink } from '@tp/web-kit/editor/upload-links';
import { kitScreensText } from '@tp/web-kit/i18n/kit-screens-texts';

/** POST /api/file/upload, multipart, field `file`. */
export const UPLOAD_PATH = '/file/upload';

/** The upload's `type` field is 3 for a video (2 is a spreadsheet); images send none. */
const VIDEO_UPLOAD_TYPE = '3';

export type UploadKind = 'image' | 'video';

/** Uploads one file and resolves to the URL to put in the content. */
export type EditorUpload = (file: File, kind: UploadKind) => Promise<string>;

export const ACCEPT: Record<UploadKind, string> = { image: 'image/*', video: 'video/*' };

/** Files dropped or pasted into the editor that are uploaded: the types the upload call accepts (catalog's upload rules). */
export const DROPPABLE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'video/mp4', 'video/webm', 'video/ogg'];

/** Dropped or pasted files split into those the editor uploads and those it leaves out. */
export function sortDroppedFiles(files: File[]): { accepted: File[]; refused: File[] } {
  const accepted = files.filter((file) => DROPPABLE_TYPES.includes(file.type));
  return { accepted, refused: files.filter((file) => !accepted.includes(file)) };
}

export const kindOf = (file: Pick<File, 'type'>): UploadKind => (file.type.startsWith('video/') ? 'video' : 'image');

/** The editor's upload accepts image/* or video/* only. */
export function acceptsFile(file: Pick<File, 'type'>, kind: UploadKind): boolean {
  return file.type.startsWith(`${kind}/`);
}

/** `result.path` as the server gives it, made into a URL the page can load (files are served under /uploads/). */
export function toUploadUrl(path: string): string {
  if (/^(https?:)?\/\//i.test(path) || path.startsWith('/')) return path;
  return `/uploads/${path.replace(/^uploads\//, '')}`;
}

/**
 * POST multipart `file` (and `type` 3 for a video) through web-kit's API client, so it carries the stored user's
 * bearer token and follows its rules (401 signs out, 402 goes to /verify). Resolves to the stored `path` (what
 * content keeps) and the `url` that shows the file now (a signed link for a private file, remembered for this page);
 * rejects with the server's message.
 */
export async function uploadFile(file: File, kind: UploadKind): Promise<{ path: string; url: string }> {
  const form = new FormData();
  form.append('file', file, file.name);
  if (kind === 'video') form.append('type', VIDEO_UPLOAD_TYPE);
  const { result } = await request<{ path?: unknown; url?: unknown } | null>({ method: 'POST', path: UPLOAD_PATH, body: form });
  if (typeof result?.path !== 'string') throw new Error(kitScreensText('uploadNoPath'));
  const path = toUploadUrl(result.path);
  const url = typeof result.url === 'string' ? toUploadUrl(result.url) : path;
  rememberUploadLink(url);
  return { path, url };
}

/**
 * The editor's default `upload`: resolves to the address to insert, which shows the file now; the editor keeps its
 * plain path in the content (see quill-formats).
 */
export async function uploadEditorFile(file: File, kind: UploadKind): Promise<string> {
  return (await uploadFile(file, kind)).url;
}
