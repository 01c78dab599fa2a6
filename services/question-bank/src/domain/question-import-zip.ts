// An .xlsx file is a zip of XML files. Its central directory, at the end, lists every entry with its unpacked size,
// so the import can refuse a file that is not a zip, or one that would unpack to far more than any question sheet
// (a "zip bomb" of a few megabytes can unpack to gigabytes), before a spreadsheet reader loads it into memory.

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
/** The end record is 22 bytes plus a comment of at most 65,535. */
const END_SEARCH = 22 + 0xffff;

export type ZipSize = { entries: number; unpackedBytes: number } | undefined;

/** The number of entries and their total unpacked size, or undefined when the bytes are not a readable zip. */
export function zipSize(bytes: Buffer): ZipSize {
  if (bytes.length < 22) return undefined;
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - END_SEARCH); at--) {
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return undefined;
  const entries = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  let unpackedBytes = 0;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) return undefined;
    const size = bytes.readUInt32LE(at + 24);
    // 0xFFFFFFFF means the real size is in a zip64 field: far more than a question sheet in any case.
    unpackedBytes += size === 0xffffffff ? Number.MAX_SAFE_INTEGER / 2 : size;
    at += 46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return { entries, unpackedBytes };
}
