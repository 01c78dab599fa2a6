import { describe, expect, test } from 'vitest';
import { readCell } from '../src/domain/question-import-cells';
import { readQuestionFile } from '../src/domain/question-import-file';
import { readSheetRows } from '../src/domain/question-import-sheet';
import { readWorkbook } from '../src/domain/question-import-workbook';
import { openParts } from '../src/domain/question-import-zip';
import { freeTextRow, repeated, sheetXml, workbookParts, zipOf, type ZipPart } from './import-files';

// How the streaming reader reads a sheet's cells (as exceljs did before it), and its limits on what a file may hold.

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const OFFICE_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The workbook's parts with some replaced or added. */
function withParts(parts: ZipPart[], ...more: ZipPart[]): ZipPart[] {
  const names = new Set(more.map((p) => p.name));
  return [...parts.filter((p) => !names.has(p.name)), ...more];
}

/** The sheet's rows as the reader keeps them, each cell as the import reads it (text, or HTML when it has markup). */
async function cellsOf(parts: ZipPart[]) {
  const zip = await openParts(zipOf(parts));
  const rows = await readSheetRows(zip, await readWorkbook(zip));
  return rows.map(({ row, cells }) => [row, cells.map(([column, value]) => {
    const cell = readCell(value);
    return [column, 'problem' in cell ? cell.problem : cell.html === `<p>${cell.text}</p>` ? cell.text : cell.html];
  })]);
}

describe('reading the cells of a sheet', () => {
  test('inline and rich text, booleans, errors, ISO dates, dates by their style (from 1904), formulas by their results, links', async () => {
    const sheet = `<worksheet xmlns="${MAIN}" xmlns:r="${OFFICE_RELS}"><sheetData><row r="1">`
      + '<c r="A1" t="inlineStr"><is><t>plain</t></is></c>'
      + '<c r="B1" t="inlineStr"><is><r><rPr><b/><i val="0"/></rPr><t>bold</t></r><r><t xml:space="preserve"> not</t></r></is></c>'
      + '<c r="C1" t="b"><v>1</v></c><c r="D1" t="e"><v>#N/A</v></c><c r="E1" t="d"><v>2026-03-04T00:00:00Z</v></c>'
      + '<c r="F1" s="1"><v>45000</v></c><c r="G1"><f>1+1</f><v>2</v></c><c r="H1" t="str"><f>"a"&amp;"b"</f><v>ab</v></c>'
      + '<c r="I1"><f>A1</f></c><c r="J1" t="inlineStr"><is><t>link</t></is></c><c r="K1" s="1"/>'
      + '</row></sheetData><hyperlinks><hyperlink ref="J1" r:id="rId1"/></hyperlinks></worksheet>';
    const parts = withParts(
      workbookParts({ data: sheet }),
      { name: 'xl/workbook.xml', data: `<workbook xmlns="${MAIN}" xmlns:r="${OFFICE_RELS}"><workbookPr date1904="1"/><sheets><sheet name="Questions" sheetId="1" r:id="rId1"/></sheets></workbook>` },
      { name: 'xl/styles.xml', data: `<styleSheet xmlns="${MAIN}"><numFmts count="1"><numFmt numFmtId="164" formatCode="yyyy-mm-dd"/></numFmts><cellXfs count="2"><xf numFmtId="0"/><xf numFmtId="164"/></cellXfs></styleSheet>` },
      { name: 'xl/worksheets/_rels/sheet1.xml.rels', data: `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${OFFICE_RELS}/hyperlink" Target="https://example.com/x" TargetMode="External"/></Relationships>` },
    );

    expect(await cellsOf(parts)).toEqual([[1, [
      [1, 'plain'], [2, '<p><strong>bold</strong> not</p>'], [3, 'TRUE'], [4, 'the cell shows an error (#N/A). Correct it and upload the file again.'],
      [5, '2026-03-04'], [6, '2027-03-16'], [7, '2'], [8, 'ab'], [9, 'the formula has no saved result. Open the file in Excel or LibreOffice, save it and upload it again.'],
      [10, '<p><a href="https://example.com/x" target="_blank">link</a></p>'],
    ]]]);
  });

  test('elements with a namespace prefix (x:row, x:c) and cells without an address (the next column) read as any other', async () => {
    const sheet = `<x:worksheet xmlns:x="${MAIN}"><x:sheetData><x:row><x:c t="inlineStr"><x:is><x:t>a</x:t></x:is></x:c><x:c><x:v>2</x:v></x:c></x:row>`
      + '<x:row><x:c r="C2"><x:v>3</x:v></x:c><x:c><x:v>4</x:v></x:c></x:row></x:sheetData></x:worksheet>';

    expect(await cellsOf(workbookParts({ data: sheet }))).toEqual([[1, [[1, 'a'], [2, '2']]], [2, [[3, '3'], [4, '4']]]]);
  });
});

describe('what a file may hold', () => {
  const refusal = (bytes: Buffer) => readQuestionFile(bytes, 'en').then(() => undefined, (err: { status: number; message: string }) => [err.status, err.message]);

  test('more than 1,000 parts, 200,000 texts or 200,000 pieces of formatting: too large to import', async () => {
    const parts = [...workbookParts({ data: sheetXml([freeTextRow('q')]) }), ...Array.from({ length: 1_000 }, (_, i) => ({ name: `xl/media/image${i}.png`, data: 'x' }))];
    const texts = { name: 'xl/sharedStrings.xml', deflated: repeated(`<sst xmlns="${MAIN}">`, '<si><t>a</t></si>', 4, '</sst>') };
    const runs = { name: 'xl/sharedStrings.xml', deflated: repeated(`<sst xmlns="${MAIN}"><si>`, '<r><t>a</t></r>', 4, '</si></sst>') };

    expect(await refusal(zipOf(parts))).toEqual([413, 'The file is too large to import: it holds more than 1,000 parts. Please split it into several files.']);
    expect(await refusal(zipOf(withParts(workbookParts({ data: sheetXml([]) }), texts)))).toEqual([413, 'The file is too large to import: it holds more than 200,000 texts. Please split it into several files.']);
    expect(await refusal(zipOf(withParts(workbookParts({ data: sheetXml([]) }), runs)))).toEqual([413, 'The file is too large to import: its text has more than 200,000 pieces of formatting. Please split it into several files.']);
  });

  test('a sheet that is not XML, or a workbook naming a sheet it does not hold, is not a spreadsheet', async () => {
    const notExcel = [400, 'Please upload excel file!'];
    const missingSheet = workbookParts({ data: 'x' }).filter((part) => part.name !== 'xl/worksheets/sheet1.xml');

    expect(await refusal(zipOf(workbookParts({ data: '<worksheet><sheetData><row>' })))).toEqual(notExcel);
    expect(await refusal(zipOf(missingSheet))).toEqual(notExcel);
  });

  test('sizes after the data, as streaming writers put them (with or without a signature, in 4 or 8 bytes), are read; a size there that differs from the index is damaged', async () => {
    const withDescriptor = (descriptor: NonNullable<ZipPart['descriptor']>) =>
      zipOf(workbookParts({ data: sheetXml([freeTextRow('streamed')]) }).map((part) => ({ ...part, descriptor })));

    for (const signed of [true, false]) {
      for (const sizeBytes of [4, 8] as const) expect((await readQuestionFile(withDescriptor({ signed, sizeBytes }), 'en')).rows).toHaveLength(1);
    }
    expect(await refusal(withDescriptor({ signed: true, sizeBytes: 4, size: 1 }))).toEqual([400, expect.stringMatching(/^The file is damaged/)]);
  });

  test('a part whose bytes were changed after it was packed (its CRC differs from the index): damaged', async () => {
    const parts = workbookParts({ data: sheetXml([freeTextRow('q')]) });
    const sheet = parts.at(-1)!;
    const packed = zipOf([{ ...sheet, name: 'x' }]);
    const crc = packed.readUInt32LE(14);
    const changed = zipOf([...parts.slice(0, -1), { name: sheet.name, deflated: { bytes: packed.subarray(31, packed.readUInt32LE(18) + 31), size: Buffer.byteLength(sheet.data as string), crc: crc ^ 1 } }]);

    expect(await refusal(changed)).toEqual([400, expect.stringMatching(/^The file is damaged/)]);
  });
});
