import { AppError, badRequest } from '@tp/service-kit';
import { ErrorCode } from '@tp/contracts';

/** The upload's `type`: none (or 1) an image, 2 a spreadsheet, 3 a video. */
export type UploadKind = 'image' | 'spreadsheet' | 'video';

const MB = 1024 * 1024;
export const UPLOAD_LIMITS: Record<UploadKind, number> = { image: 5 * MB, spreadsheet: 5 * MB, video: 100 * MB };
export const LARGEST_UPLOAD = Math.max(...Object.values(UPLOAD_LIMITS));

interface FileType {
  kind: UploadKind;
  contentType: string;
  /** Whether the first bytes are what a file of this type starts with. */
  magic: (head: Buffer) => boolean;
}

const startsWith = (head: Buffer, bytes: number[], at = 0) => bytes.every((b, i) => head[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const PNG: FileType = { kind: 'image', contentType: 'image/png', magic: (h) => startsWith(h, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) };
const JPEG: FileType = { kind: 'image', contentType: 'image/jpeg', magic: (h) => startsWith(h, [0xff, 0xd8, 0xff]) };
const GIF: FileType = { kind: 'image', contentType: 'image/gif', magic: (h) => startsWith(h, ascii('GIF87a')) || startsWith(h, ascii('GIF89a')) };
const WEBP: FileType = { kind: 'image', contentType: 'image/webp', magic: (h) => startsWith(h, ascii('RIFF')) && startsWith(h, ascii('WEBP'), 8) };
const MP4: FileType = { kind: 'video', contentType: 'video/mp4', magic: (h) => startsWith(h, ascii('ftyp'), 4) };
const WEBM: FileType = { kind: 'video', contentType: 'video/webm', magic: (h) => startsWith(h, [0x1a, 0x45, 0xdf, 0xa3]) };
const OGG: FileType = { kind: 'video', contentType: 'video/ogg', magic: (h) => startsWith(h, ascii('OggS')) };
const XLSX: FileType = {
  kind: 'spreadsheet',
  contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  magic: (h) => startsWith(h, [0x50, 0x4b, 0x03, 0x04]),
};

/** Extensions accepted, each with the content it must have. SVG, HTML and everything else are refused. */
const FILE_TYPES: Record<string, FileType> = {
  png: PNG, jpg: JPEG, jpeg: JPEG, gif: GIF, webp: WEBP,
  mp4: MP4, m4v: MP4, webm: WEBM, ogv: OGG, ogg: OGG,
  xlsx: XLSX,
};

/** Bytes needed to recognise any accepted type. */
export const MAGIC_BYTES = 12;

const KIND_WORDS: Record<UploadKind, string> = {
  image: 'a PNG, JPEG, GIF or WebP image',
  spreadsheet: 'an Excel spreadsheet (.xlsx)',
  video: 'an MP4, WebM or Ogg video',
};

const unsupported = (msg: string) => new AppError(ErrorCode.UnsupportedMediaType, msg);

/** The kind the `type` field asks for. */
export function requestedKind(type: unknown): UploadKind {
  if (type === undefined || type === '' || type === '0' || type === '1') return 'image';
  if (type === '2') return 'spreadsheet';
  if (type === '3') return 'video';
  throw badRequest('The upload type must be 2 (spreadsheet), 3 (video) or left out (image).');
}

export function extensionOf(fileName: string): string {
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(fileName.trim());
  return match ? match[1].toLowerCase() : '';
}

/** The accepted type of a file named `fileName`, or a 415 naming what is accepted. */
export function fileTypeOf(fileName: string): FileType & { extension: string } {
  const extension = extensionOf(fileName);
  const type = FILE_TYPES[extension];
  if (!type) throw unsupported(`This file type is not accepted. Please upload ${KIND_WORDS.image}, ${KIND_WORDS.video} or ${KIND_WORDS.spreadsheet}.`);
  return { ...type, extension: extension === 'jpeg' ? 'jpg' : extension };
}

/** The first bytes must match the extension: a renamed file is refused. */
export function assertContentMatches(type: FileType, head: Buffer) {
  if (head.length === 0) throw badRequest('The file is empty.');
  if (!type.magic(head)) throw unsupported('The file content does not match its extension.');
}

export function tooLarge(kind: UploadKind) {
  return new AppError(ErrorCode.PayloadTooLarge, `The file is too large: ${kind === 'spreadsheet' ? 'a spreadsheet' : `an ${kind}`} can be at most ${UPLOAD_LIMITS[kind] / MB} MB.`);
}

/** The upload must be of the kind the form asked for (an image field cannot take a video). */
export function assertKind(requested: UploadKind, actual: UploadKind) {
  if (requested !== actual) throw unsupported(`Please upload ${KIND_WORDS[requested]}.`);
}

/** Served content types by stored extension. */
export function contentTypeOf(extension: string): string | undefined {
  return FILE_TYPES[extension]?.contentType;
}
