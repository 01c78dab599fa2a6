import { AppError, badRequest, forbidden } from '@tp/service-kit';
import { ErrorCode, type Role, type TokenUser } from '@tp/contracts';

/** The upload's `type`: none (or 1) an image, 2 a spreadsheet, 3 a video. */
export type UploadKind = 'image' | 'spreadsheet' | 'video';

/** Who may read a stored file: anyone with its address, or only a reader the platform has let in (upload-access.ts). */
export type UploadVisibility = 'public' | 'private';

/**
 * Decided when the file is stored. Pictures and videos of teachers and administrators go into what the site publishes
 * (class pages, question texts, e-mails, which mail programs fetch without a session), so they are public. A
 * spreadsheet holds questions with their answers; what a student or parent uploads is their own work: private.
 */
export function visibilityOf(user: Pick<TokenUser, 'role' | 'isAdmin'>, kind: UploadKind): UploadVisibility {
  if (kind === 'spreadsheet') return 'private';
  return user.isAdmin || user.role === 'Teacher' ? 'public' : 'private';
}

const MB = 1024 * 1024;
const GB = 1024 * MB;

/**
 * What one account may upload: the largest file of each kind it may send (a kind left out is refused), everything
 * it may keep in all, and how many uploads it may start per window.
 */
export interface UploadAllowance {
  who: string;
  perFile: Partial<Record<UploadKind, number>>;
  quota: number;
  uploadsPerWindow: number;
}

export const UPLOAD_WINDOW_SECONDS = 10 * 60;

/**
 * Students put photos, drawings and short clips in their answers; parents have no editor that needs more than a
 * picture; teachers build classes with videos and batch-upload questions from spreadsheets.
 */
export const UPLOAD_ALLOWANCES: Record<Role | 'Admin', UploadAllowance> = {
  Student: { who: 'students', perFile: { image: 5 * MB, video: 20 * MB }, quota: 100 * MB, uploadsPerWindow: 30 },
  Parent: { who: 'parents', perFile: { image: 5 * MB }, quota: 20 * MB, uploadsPerWindow: 30 },
  Teacher: { who: 'teachers', perFile: { image: 5 * MB, video: 100 * MB, spreadsheet: 5 * MB }, quota: 2 * GB, uploadsPerWindow: 120 },
  Admin: { who: 'admins', perFile: { image: 5 * MB, video: 100 * MB, spreadsheet: 5 * MB }, quota: 10 * GB, uploadsPerWindow: 120 },
};

export function allowanceOf(user: Pick<TokenUser, 'role' | 'isAdmin'>): UploadAllowance {
  return user.isAdmin ? UPLOAD_ALLOWANCES.Admin : UPLOAD_ALLOWANCES[user.role];
}

/** The largest file the account may send of any kind: the form parser stops reading a file past it. */
export function largestFile(allowance: UploadAllowance): number {
  return Math.max(...Object.values(allowance.perFile));
}

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

const KIND_NAMES: Record<UploadKind, [one: string, many: string]> = {
  image: ['an image', 'images'],
  spreadsheet: ['a spreadsheet', 'spreadsheets'],
  video: ['a video', 'videos'],
};

/** `bytes` as people read it: MB below a gigabyte, GB above, one decimal when it is not whole. */
export function readableSize(bytes: number): string {
  const [amount, unit] = bytes >= GB ? [bytes / GB, 'GB'] : [bytes / MB, 'MB'];
  return `${Number.isInteger(amount) ? amount : amount.toFixed(1)} ${unit}`;
}

function tooLarge(allowance: UploadAllowance, kind: UploadKind) {
  return new AppError(ErrorCode.PayloadTooLarge, `The file is too large: ${KIND_NAMES[kind][0]} can be at most ${readableSize(allowance.perFile[kind] ?? 0)}.`);
}

export function quotaFull(allowance: UploadAllowance, used: number) {
  return new AppError(
    ErrorCode.PayloadTooLarge,
    `This file does not fit in your storage: ${allowance.who} can keep ${readableSize(allowance.quota)} of uploads, and yours use ${readableSize(used)}.`,
  );
}

/** The kind must be one the account may upload (a student sends no spreadsheet). */
export function assertKindAllowed(allowance: UploadAllowance, kind: UploadKind) {
  if (allowance.perFile[kind] !== undefined) return;
  const allowed = (Object.keys(allowance.perFile) as UploadKind[]).map((k) => KIND_NAMES[k][1]);
  const who = allowance.who[0].toUpperCase() + allowance.who.slice(1);
  throw forbidden(`${who} can upload ${allowed.join(' and ')} only.`);
}

/**
 * How many bytes this file may have: its kind's limit, or what is left of the account's storage when that is less,
 * with the refusal to give once it is passed.
 */
export function fileLimit(allowance: UploadAllowance, kind: UploadKind, used: number): { bytes: number; refusal: () => AppError } {
  const perFile = allowance.perFile[kind] ?? 0;
  const left = Math.max(0, allowance.quota - used);
  return left < perFile ? { bytes: left, refusal: () => quotaFull(allowance, used) } : { bytes: perFile, refusal: () => tooLarge(allowance, kind) };
}

export function tooManyUploads(allowance: UploadAllowance, retryAfterSeconds: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new AppError(
    ErrorCode.TooManyRequests,
    `Too many uploads: ${allowance.who} can upload ${allowance.uploadsPerWindow} files every ${UPLOAD_WINDOW_SECONDS / 60} minutes. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
}

/** The upload must be of the kind the form asked for (an image field cannot take a video). */
export function assertKind(requested: UploadKind, actual: UploadKind) {
  if (requested !== actual) throw unsupported(`Please upload ${KIND_WORDS[requested]}.`);
}

/** Served content types by stored extension. */
export function contentTypeOf(extension: string): string | undefined {
  return FILE_TYPES[extension]?.contentType;
}
