import { crc32, deflateRawSync, constants as zlib } from 'node:zlib';
import ExcelJS from 'exceljs';
import { questionTemplate } from '../src/domain/question-template';

// Spreadsheets for the import's tests: a template filled in with n questions, and zips written byte by byte, which
// can lie where a real program never would (sizes, entry counts, entries sharing bytes) and hold hundreds of
// megabytes in a few hundred kilobytes without the test process ever holding them unpacked.

const TYPES = ['Single choice', 'Multiple choice', 'Free text'];

/** The i-th question of a file, a third of each type, with maths and a few sentences as teachers write them. */
function questionRow(tag: string, i: number): (string | number | null)[] {
  const n = i + 2;
  const question = `${tag} ${i}: a ball is thrown up at $v_0 = ${n}\\,\\mathrm{m/s}$ from a height of $h = ${n % 7 + 1}$ m. With $g = 9.8\\,\\mathrm{m/s^2}$ and no air resistance, what is its greatest height above the ground, in metres?`;
  const solution = `At the top $v = 0$, so $v_0^2 = 2 g \\Delta h$ and $\\Delta h = \\frac{v_0^2}{2g} = \\frac{${n * n}}{19.6}$. Add the height it was thrown from: $H = h + \\Delta h$. Check the units: $\\mathrm{m^2/s^2} \\div \\mathrm{m/s^2} = \\mathrm{m}$.`;
  const answers = [`$${n}$ m`, `$${n + 1}.5$ m`, `$${2 * n}$ m`, `$\\frac{${n}}{2}$ m`, `$${n * n}$ m`];
  const type = i % 3;
  const chosen = type === 2 ? [null, null, null, null, null] : type === 0 ? [...answers.slice(0, 4), null] : answers;
  const correct = type === 0 ? 'B' : type === 1 ? 'A,C,E' : `${n + 1}.5`;
  return [`${tag} ${String(i).padStart(4, '0')}`, TYPES[type], type === 2 ? null : type === 0 ? 4 : 5, question, ...chosen, correct, (i % 5) + 1, solution, null, 'Mechanics', 'CC BY 4.0'];
}

/** The downloaded template with its examples replaced by `count` questions, as a teacher fills it in. */
export async function templateFile(count: number, tag: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await questionTemplate()) as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Questions')!;
  for (let i = 0; i < Math.max(count, 3); i++) sheet.getRow(i + 2).values = i < count ? questionRow(tag, i) : [];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** One entry of a hand-written zip: its bytes, or bytes already deflated (with the size and CRC they unpack to). */
export interface ZipPart {
  name: string;
  data?: Buffer | string;
  deflated?: { bytes: Buffer; size: number; crc: number };
  /** What its records claim instead of the truth, where a test lies. */
  claims?: { centralSize?: number; localSize?: number; centralOffsetOf?: string };
  /** Sizes and CRC after the data, as a streaming writer puts them (with or without a signature, sizes of 4 or 8 bytes). */
  descriptor?: { signed: boolean; sizeBytes: 4 | 8; size?: number };
}

/** A zip of `parts` (deflated, sizes in the local headers, no data descriptors); `entriesClaimed` lies in its end record. */
export function zipOf(parts: ZipPart[], entriesClaimed?: number): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  const offsets = new Map<string, number>();
  const packedOf = new Map<string, NonNullable<ZipPart['deflated']>>();
  let offset = 0;
  for (const part of parts) {
    // An entry pointing at another's bytes has none of its own: its record copies the other's.
    const pointsAt = part.claims?.centralOffsetOf;
    const raw = typeof part.data === 'string' ? Buffer.from(part.data) : (part.data ?? Buffer.alloc(0));
    const packed = (pointsAt && packedOf.get(pointsAt)) || part.deflated || { bytes: deflateRawSync(raw), size: raw.length, crc: crc32(raw) };
    packedOf.set(part.name, packed);
    const name = Buffer.from(part.name);
    if (!pointsAt) {
      const local = Buffer.alloc(30);
      local.writeUInt32LE(0x04034b50, 0);
      local.writeUInt16LE(20, 4);
      local.writeUInt16LE(part.descriptor ? 8 : 0, 6);
      local.writeUInt16LE(8, 8);
      if (!part.descriptor) {
        local.writeUInt32LE(packed.crc, 14);
        local.writeUInt32LE(packed.bytes.length, 18);
        local.writeUInt32LE(part.claims?.localSize ?? packed.size, 22);
      }
      local.writeUInt16LE(name.length, 26);
      offsets.set(part.name, offset);
      const after = part.descriptor ? descriptorOf(packed, part.descriptor) : Buffer.alloc(0);
      locals.push(local, name, packed.bytes, after);
      offset += local.length + name.length + packed.bytes.length + after.length;
    }
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(20, 4);
    record.writeUInt16LE(20, 6);
    record.writeUInt16LE(part.descriptor ? 8 : 0, 8);
    record.writeUInt16LE(8, 10);
    record.writeUInt32LE(packed.crc, 16);
    record.writeUInt32LE(packed.bytes.length, 20);
    record.writeUInt32LE(part.claims?.centralSize ?? packed.size, 24);
    record.writeUInt16LE(name.length, 28);
    record.writeUInt32LE(offsets.get(pointsAt ?? part.name)!, 42);
    central.push(record, name);
  }
  const body = Buffer.concat(locals);
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entriesClaimed ?? parts.length, 8);
  end.writeUInt16LE(entriesClaimed ?? parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(body.length, 16);
  return Buffer.concat([body, directory, end]);
}

/** A data descriptor: [signature,] CRC, compressed and unpacked sizes (`size` lies about the unpacked one). */
function descriptorOf(packed: NonNullable<ZipPart['deflated']>, { signed, sizeBytes, size }: NonNullable<ZipPart['descriptor']>): Buffer {
  const bytes = Buffer.alloc((signed ? 4 : 0) + 4 + 2 * sizeBytes);
  let at = 0;
  if (signed) at = bytes.writeUInt32LE(0x08074b50, at);
  at = bytes.writeUInt32LE(packed.crc, at);
  for (const value of [packed.bytes.length, size ?? packed.size]) {
    at = sizeBytes === 8 ? bytes.writeBigUInt64LE(BigInt(value), at) : bytes.writeUInt32LE(value, at);
  }
  return bytes;
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const OFFICE_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The parts of a one-sheet workbook around its sheet, as the least a spreadsheet program opens. */
export function workbookParts(sheet: Omit<ZipPart, 'name'>): ZipPart[] {
  return [
    {
      name: '[Content_Types].xml',
      data: `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    },
    { name: '_rels/.rels', data: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${OFFICE_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>` },
    { name: 'xl/workbook.xml', data: `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}" xmlns:r="${OFFICE_RELS}"><sheets><sheet name="Questions" sheetId="1" r:id="rId1"/></sheets></workbook>` },
    { name: 'xl/_rels/workbook.xml.rels', data: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${OFFICE_RELS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>` },
    { name: 'xl/worksheets/sheet1.xml', ...sheet },
  ];
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const letters = (n: number): string => (n > 26 ? letters(Math.floor((n - 1) / 26)) : '') + String.fromCharCode(65 + ((n - 1) % 26));

/** A cell as XML: text inline, a number as a number. */
const cellXml = (row: number, col: number, value: string | number) =>
  typeof value === 'number' ? `<c r="${letters(col)}${row}"><v>${value}</v></c>` : `<c r="${letters(col)}${row}" t="inlineStr"><is><t>${escapeXml(value)}</t></is></c>`;

const HEADERS = ['Name', 'Type', 'Number of choices', 'Question', 'Answer A', 'Answer B', 'Answer C', 'Answer D', 'Answer E', 'Correct answer', 'Difficulty', 'Solution', 'Source', 'Category', 'Copyright'];

/** Sheet XML of the template's header row and `rows` (arrays from column A; null leaves a cell out). */
export function sheetXml(rows: (string | number | null)[][]): string {
  const xml = [HEADERS, ...rows].map((cells, r) => `<row r="${r + 1}">${cells.map((v, c) => (v === null ? '' : cellXml(r + 1, c + 1, v))).join('')}</row>`);
  return `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}"><sheetData>${xml.join('')}</sheetData></worksheet>`;
}

/** One free-text question as a row of cells. */
export const freeTextRow = (name: string): (string | number | null)[] => [name, 'Free text', null, 'Q?', null, null, null, null, null, 'x'];

/**
 * `head`, then `unit` repeated to fill `megabytes` MB, then `tail`, deflated from a few hundred bytes per MB: the
 * repeats go through the deflater once, as one flushed 1 MB block used again, so the test never holds them unpacked.
 */
export function repeated(head: string, unit: string, megabytes: number, tail: string): NonNullable<ZipPart['deflated']> {
  const block = Buffer.from(unit.repeat(Math.ceil((1024 * 1024) / unit.length)));
  const flushed = (bytes: Buffer) => deflateRawSync(bytes, { finishFlush: zlib.Z_SYNC_FLUSH });
  const packedBlock = flushed(block);
  const pieces = [flushed(Buffer.from(head))];
  let crc = crc32(head);
  for (let i = 0; i < megabytes; i++) {
    pieces.push(packedBlock);
    crc = crc32(block, crc);
  }
  pieces.push(deflateRawSync(Buffer.from(tail)));
  crc = crc32(tail, crc);
  return { bytes: Buffer.concat(pieces), size: Buffer.byteLength(head) + megabytes * block.length + Buffer.byteLength(tail), crc };
}

/** Sheet XML of the header row and one question, then blank space to about `megabytes` MB. */
export function bombSheet(megabytes: number): NonNullable<ZipPart['deflated']> {
  const [head, tail] = sheetXml([freeTextRow('before the bomb')]).split('</sheetData>');
  return repeated(head, ' ', megabytes, `</sheetData>${tail}`);
}

/** A shared-strings part of about `megabytes` MB of one-letter texts (65,536 to the MB). */
export function manyTexts(megabytes: number): NonNullable<ZipPart['deflated']> {
  return repeated(`<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${MAIN}">`, '<si><t>a</t></si>', megabytes, '</sst>');
}

/** Sheet XML of the header and `rows` × `columns` cells of digits, deflated (level 6 keeps 19,000 × 80 under catalog's 5 MB). */
export function wideSheet(rows: number, columns: number): NonNullable<ZipPart['deflated']> {
  const [head, tail] = sheetXml([]).split('</sheetData>');
  const names = Array.from({ length: columns }, (_, i) => letters(i + 1));
  const chunks = [head];
  for (let r = 2; r <= rows + 1; r++) chunks.push(`<row r="${r}">${names.map((c, i) => `<c r="${c}${r}"><v>${(r * (i + 1)) % 10}</v></c>`).join('')}</row>`);
  chunks.push(`</sheetData>${tail}`);
  const text = Buffer.from(chunks.join(''));
  return { bytes: deflateRawSync(text), size: text.length, crc: crc32(text) };
}
