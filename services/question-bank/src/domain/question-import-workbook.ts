import { posix } from 'node:path';
import type { RichText } from 'exceljs';
import { badRequest } from '@tp/service-kit/errors';
import { IMPORT_LIMITS, NOT_EXCEL, tooLarge } from './question-import-refusals';
import { attribute, readXml, RunCounter, TextCollector } from './question-import-xml';
import type { PartReader } from './question-import-zip';

// What the import needs around the sheet: which part is the question sheet, the texts its cells point to, which
// cell styles show a date, and where its links go. Each part is read once, as a stream, in this order.

export type SharedText = string | { richText: RichText[] };

export interface WorkbookParts {
  /** The question sheet's part, e.g. xl/worksheets/sheet1.xml. */
  sheet: string;
  /** Dates count from 1904 (old Mac files) rather than 1900. */
  date1904: boolean;
  /** By cell style number: whether its number format shows a date. */
  dateStyles: boolean[];
  texts: SharedText[];
  /** The sheet's links by relationship id. */
  links: Map<string, string>;
  runs: RunCounter;
}

interface Relationship {
  type: string;
  target: string;
}

/** Number formats built into Excel that show a date or a time (their codes are not written in the file). */
const BUILT_IN_DATES = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56, 57, 58]);

/** A format code shows a date when it has date or time letters outside quotes and brackets (as exceljs decides). */
const isDateFormat = (code: string) => /[ymdhMsb]/.test(code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));

/** The parts of the workbook the import reads, or a 400 when it has no sheet. */
export async function readWorkbook(parts: PartReader): Promise<WorkbookParts> {
  const rels = await readRelationships(parts, 'xl/_rels/workbook.xml.rels', 'xl');
  const sheets: { name: string; id: string }[] = [];
  let date1904 = false;
  await readXml(parts, 'xl/workbook.xml', {
    open(name, attributes) {
      if (name === 'sheet') sheets.push({ name: attribute(attributes, 'name') ?? '', id: attribute(attributes, 'id') ?? '' });
      else if (name === 'workbookPr') date1904 = ['1', 'true'].includes(attribute(attributes, 'date1904') ?? '');
    },
  });
  // The sheet called Questions (whatever its case), else the first: a CSV opened and saved is named after its file.
  const chosen = sheets.find((s) => s.name.trim().toLowerCase() === 'questions') ?? sheets[0];
  const sheet = chosen && rels.get(chosen.id)?.target;
  if (!sheet || !parts.has(sheet)) throw badRequest(NOT_EXCEL);

  const partOf = (type: string, fallback: string) => [...rels.values()].find((rel) => rel.type.endsWith(`/${type}`))?.target ?? fallback;
  const runs = new RunCounter();
  const stylesPart = partOf('styles', 'xl/styles.xml');
  const textsPart = partOf('sharedStrings', 'xl/sharedStrings.xml');
  const sheetRels = `${posix.dirname(sheet)}/_rels/${posix.basename(sheet)}.rels`;
  const links = new Map<string, string>();
  for (const [id, rel] of await readRelationships(parts, sheetRels, posix.dirname(sheet))) {
    if (rel.type.endsWith('/hyperlink')) links.set(id, rel.target);
  }
  return {
    sheet,
    date1904,
    dateStyles: parts.has(stylesPart) ? await readDateStyles(parts, stylesPart) : [],
    texts: parts.has(textsPart) ? await readTexts(parts, textsPart, runs) : [],
    links,
    runs,
  };
}

/** A relationships part by id; targets inside the zip resolved against `base` (a link's target is kept as it is). */
async function readRelationships(parts: PartReader, name: string, base: string): Promise<Map<string, Relationship>> {
  const rels = new Map<string, Relationship>();
  if (!parts.has(name)) return rels;
  await readXml(parts, name, {
    open(element, attributes) {
      if (element !== 'Relationship') return;
      const target = attribute(attributes, 'Target') ?? '';
      const external = attribute(attributes, 'TargetMode') === 'External';
      const resolved = external ? target : target.startsWith('/') ? target.slice(1) : posix.normalize(`${base}/${target}`);
      rels.set(attribute(attributes, 'Id') ?? '', { type: attribute(attributes, 'Type') ?? '', target: resolved });
    },
  });
  return rels;
}

/** Whether each cell style (cellXfs, by number) shows its number as a date. */
async function readDateStyles(parts: PartReader, name: string): Promise<boolean[]> {
  const formats = new Map<number, string>();
  const styles: number[] = [];
  let inCellStyles = false;
  await readXml(parts, name, {
    open(element, attributes) {
      if (element === 'numFmt') formats.set(Number(attribute(attributes, 'numFmtId')), attribute(attributes, 'formatCode') ?? '');
      else if (element === 'cellXfs') inCellStyles = true;
      else if (element === 'xf' && inCellStyles) styles.push(Number(attribute(attributes, 'numFmtId') ?? 0));
    },
    close(element) {
      if (element === 'cellXfs') inCellStyles = false;
    },
  });
  return styles.map((id) => {
    const code = formats.get(id);
    return code === undefined ? BUILT_IN_DATES.has(id) : isDateFormat(code);
  });
}

/** The shared texts cells point to by number, at most IMPORT_LIMITS.texts. */
async function readTexts(parts: PartReader, name: string, runs: RunCounter): Promise<SharedText[]> {
  const texts: SharedText[] = [];
  const collector = new TextCollector(runs);
  let inText = false;
  await readXml(parts, name, {
    open(element, attributes) {
      if (element === 'si') {
        inText = true;
        if (texts.length >= IMPORT_LIMITS.texts) throw tooLarge(`it holds more than ${IMPORT_LIMITS.texts.toLocaleString('en')} texts`);
      } else if (inText) collector.open(element, attributes);
    },
    text(text) {
      if (inText) collector.text(text);
    },
    close(element) {
      if (element === 'si') {
        inText = false;
        texts.push(collector.take());
      } else if (inText) collector.close(element);
    },
  });
  return texts;
}
