import { crc32 } from 'node:zlib';
import yauzl, { type Entry, type LocalFileHeader, type ZipFile } from 'yauzl';
import { AppError, badRequest } from '@tp/service-kit/errors';
import { damaged, IMPORT_LIMITS, megabytes, NOT_EXCEL, tooLarge } from './question-import-refusals';

// An .xlsx file is a zip. Its index (the central directory, at the end) lists every part with its sizes; each part
// also has a header of its own before its bytes. A file built to exhaust a reader makes the two disagree (a part
// that unpacks to far more than its index says, parts sharing bytes, parts the index does not count), so the zip is
// trusted only when they agree exactly, and every byte unpacked is counted as it comes out, the read stopped past
// IMPORT_LIMITS. yauzl reads through the index and stops a part that unpacks to more than the index says.

const DATA_DESCRIPTOR = 0x08074b50;
/** General purpose flag: the sizes and CRC follow the data (a writer that streamed it) instead of the header. */
const SIZES_AFTER_DATA = 0x08;
const ZIP64_EXTRA = 0x0001;
const ZIP64_SIZE = 0xffffffff;

/** The parts of a zip whose index and contents agree; `read` unpacks one, counting its bytes. */
export interface PartReader {
  has(name: string): boolean;
  /** Hands the part's unpacked bytes to `onChunk` as they come; refuses past the limits. */
  read(name: string, onChunk: (chunk: Buffer) => void): Promise<void>;
}

/** The zip in `bytes` with its index checked, or a 400: not a zip, or one whose parts do not match its index. */
export async function openParts(bytes: Buffer): Promise<PartReader> {
  let zip: ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false });
  } catch {
    throw badRequest(NOT_EXCEL);
  }
  if (zip.entryCount > IMPORT_LIMITS.entries) throw tooLarge(`it holds more than ${IMPORT_LIMITS.entries.toLocaleString('en')} parts`);
  const entries = await checkedEntries(zip, bytes);
  let unpacked = 0;
  return {
    has: (name) => entries.has(name),
    async read(name, onChunk) {
      const entry = entries.get(name);
      if (!entry) throw badRequest(NOT_EXCEL);
      const tooMuch = (part: number, all: number) =>
        part > IMPORT_LIMITS.partBytes
          ? tooLarge(`its part ${name} unpacks to more than ${megabytes(IMPORT_LIMITS.partBytes)}`)
          : all > IMPORT_LIMITS.totalBytes ? tooLarge(`it unpacks to more than ${megabytes(IMPORT_LIMITS.totalBytes)}`) : undefined;
      const declared = tooMuch(entry.uncompressedSize, unpacked + entry.uncompressedSize);
      if (declared) throw declared;
      let partBytes = 0;
      let crc = 0;
      let handlerError: unknown;
      try {
        for await (const chunk of await zip.openReadStreamPromise(entry)) {
          const piece = chunk as Buffer;
          partBytes += piece.length;
          unpacked += piece.length;
          const over = tooMuch(partBytes, unpacked);
          if (over) throw over;
          crc = crc32(piece, crc);
          try {
            onChunk(piece);
          } catch (err) {
            handlerError = err;
            throw err;
          }
        }
      } catch (err) {
        // The limits' refusals and the reader's own errors go up as they are; the zip's (bad deflate data, more or
        // fewer bytes than the index says) mean the file is not what its index claims.
        if (err instanceof AppError || err === handlerError) throw err;
        throw damaged();
      }
      if (crc !== entry.crc32) throw damaged();
    },
  };
}

/**
 * Every entry of the index, by name, once its header agrees with the index and the entries, with their headers and
 * data, fill the space before the index exactly: no gap where an uncounted part could hide, no byte in two parts.
 */
async function checkedEntries(zip: ZipFile, bytes: Buffer): Promise<Map<string, Entry>> {
  // yauzl begins reading the index at its offset (the field is not in yauzl's types).
  const indexStart = (zip as unknown as { readEntryCursor: number }).readEntryCursor;
  const entries = new Map<string, Entry>();
  const spans: [start: number, end: number][] = [];
  let agrees = true;
  try {
    for await (const entry of zip.eachEntry()) {
      const end = dataEnd(entry, await zip.readLocalFileHeaderPromise(entry), bytes);
      if (end === undefined || entries.has(entry.fileName)) agrees = false;
      entries.set(entry.fileName, entry);
      spans.push([entry.relativeOffsetOfLocalHeader, end ?? 0]);
    }
  } catch {
    // The index itself cannot be read to the number of entries it gives.
    throw damaged();
  }
  // Another kind of zip (an OpenDocument file renamed, an archive) is not a spreadsheet, whatever its state.
  if (!entries.has('xl/workbook.xml')) throw badRequest(NOT_EXCEL);
  spans.sort((a, b) => a[0] - b[0]);
  let at = 0;
  for (const [start, end] of spans) {
    if (start !== at) agrees = false;
    at = end;
  }
  if (!agrees || typeof indexStart !== 'number' || at !== indexStart) throw damaged();
  return entries;
}

/**
 * Where the entry's bytes end (after its data descriptor, if it has one), or undefined when its header does not say
 * what the index says: the same name and method, and the same sizes and CRC, in the header or in the descriptor.
 */
function dataEnd(entry: Entry, header: LocalFileHeader, bytes: Buffer): number | undefined {
  if (!header.fileName.equals(entry.fileNameRaw) || header.compressionMethod !== entry.compressionMethod) return undefined;
  const end = header.fileDataStart + entry.compressedSize;
  if (!(header.generalPurposeBitFlag & SIZES_AFTER_DATA)) {
    // A zip64 header gives its sizes in its extra field; the index's are the ones read by in any case.
    const zip64 = yauzl.parseExtraFields(header.extraField).some((field) => field.id === ZIP64_EXTRA);
    const agrees = (local: number, index: number) => local === index || (zip64 && local === ZIP64_SIZE);
    return header.crc32 === entry.crc32 && agrees(header.compressedSize, entry.compressedSize) && agrees(header.uncompressedSize, entry.uncompressedSize) ? end : undefined;
  }
  // The descriptor: an optional signature, the CRC, then both sizes in 4 bytes each, or 8 (writers differ on when).
  for (const signed of [4, 0]) {
    if (signed && (end + 4 > bytes.length || bytes.readUInt32LE(end) !== DATA_DESCRIPTOR)) continue;
    for (const sizeBytes of [4, 8]) {
      const length = signed + 4 + 2 * sizeBytes;
      if (end + length > bytes.length) continue;
      const size = (at: number) => (sizeBytes === 8 ? Number(bytes.readBigUInt64LE(at)) : bytes.readUInt32LE(at));
      const at = end + signed;
      if (bytes.readUInt32LE(at) === entry.crc32 && size(at + 4) === entry.compressedSize && size(at + 4 + sizeBytes) === entry.uncompressedSize) return end + length;
    }
  }
  return undefined;
}
