import { describe, expect, test } from 'vitest';
import { readCell } from '../src/domain/question-import-cells';
import { typeOfText, wholeNumberOf } from '../src/domain/question-import-checks';
import { columnOfHeader } from '../src/domain/question-import-columns';
import { openParts } from '../src/domain/question-import-zip';

describe('reading a cell', () => {
  test('plain values become text; HTML is escaped and wrapped in a paragraph', () => {
    expect(readCell('  a < b & "c"  ')).toEqual({ text: 'a < b & "c"', html: '<p>a &lt; b &amp; &quot;c&quot;</p>' });
    expect(readCell(3)).toEqual({ text: '3', html: '<p>3</p>' });
    expect(readCell(0.1 + 0.2)).toMatchObject({ text: '0.3' });
    expect(readCell(true)).toMatchObject({ text: 'TRUE' });
    expect(readCell(new Date(Date.UTC(2026, 0, 2)))).toMatchObject({ text: '2026-01-02' });
    expect(readCell(new Date(Date.UTC(2026, 0, 2, 9, 30)))).toMatchObject({ text: '2026-01-02 09:30' });
  });

  test('blank, whitespace-only and missing cells are empty', () => {
    for (const value of [null, undefined, '', '   ', { richText: [{ text: ' ' }] }]) expect(readCell(value as never)).toEqual({ text: '', html: '' });
  });

  test('lines become paragraphs; empty lines inside stay, at the ends they go', () => {
    expect(readCell('\nfirst\r\n\nthird\n')).toEqual({ text: 'first\r\n\nthird', html: '<p>first</p><p><br></p><p>third</p>' });
  });

  test('rich text runs keep bold, italic, underline, strike-through, sub- and superscript', () => {
    const value = {
      richText: [
        { text: 'x', font: { italic: true } }, { text: '2', font: { vertAlign: 'superscript' } }, { text: ' is ' },
        { text: 'big', font: { bold: true, underline: true } }, { text: ' H' }, { text: '2', font: { vertAlign: 'subscript' } }, { text: 'O', font: { strike: true } },
      ],
    };
    expect(readCell(value as never)).toEqual({ text: 'x2 is big H2O', html: '<p><em>x</em><sup>2</sup> is <strong><u>big</u></strong> H<sub>2</sub><s>O</s></p>' });
  });

  test('a formula counts by its saved result; without one, or with an error, it is a problem', () => {
    expect(readCell({ formula: '2+2', result: 4 } as never)).toMatchObject({ text: '4' });
    expect(readCell({ sharedFormula: 'A1', result: 'B' } as never)).toMatchObject({ text: 'B' });
    expect(readCell({ formula: '2+2' } as never)).toEqual({ problem: expect.stringContaining('no saved result') });
    expect(readCell({ error: '#N/A' } as never)).toEqual({ problem: expect.stringContaining('#N/A') });
  });

  test('a link keeps its text, and its address in HTML', () => {
    expect(readCell({ text: 'Site', hyperlink: 'https://example.com/?a=1&b=2' } as never)).toEqual({
      text: 'Site', html: '<p><a href="https://example.com/?a=1&amp;b=2" target="_blank">Site</a></p>',
    });
  });
});

describe('reading numbers, types and headers', () => {
  test('whole numbers typed as numbers or text', () => {
    expect(['3', ' 3 ', '3.0', '+4'].map(wholeNumberOf)).toEqual([3, 3, 3, 4]);
    expect(['3.5', 'three', '', '-1', '1e2'].map(wholeNumberOf)).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });

  test('types by their words (or first word) and codes, any case', () => {
    expect(['Single choice', 'MULTIPLE CHOICE', 'free  text', 'single', '1', '2'].map(typeOfText)).toEqual([0, 1, 2, 0, 1, 2]);
    expect(['Essay', '3', ''].map(typeOfText)).toEqual([undefined, undefined, undefined]);
  });

  test('headers whatever their case and spacing, and the API field names', () => {
    expect(['  correct   ANSWER ', 'difficuty', 'qText', 'isChoice', 'Answer e'].map((h) => columnOfHeader(h)?.id)).toEqual(['correctAnswer', 'difficulty', 'question', 'type', 'answerE']);
    expect(columnOfHeader('Notes')).toBeUndefined();
  });
});

describe('the zip check', () => {
  test('bytes that are not a zip, and an empty zip, are not a spreadsheet', async () => {
    const notExcel = { status: 400, message: 'Please upload excel file!' };
    await expect(openParts(Buffer.from('PK\u0003\u0004 not really a zip'))).rejects.toMatchObject(notExcel);
    const emptyZip = Buffer.from([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]);
    await expect(openParts(emptyZip)).rejects.toMatchObject(notExcel);
  });
});
