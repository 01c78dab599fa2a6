import ExcelJS from 'exceljs';
import type { Gradebook } from '@tp/contracts';
import { gradebookTable } from './gradebook-table';

/** A sheet's name: at most 31 characters, none of \ / ? * [ ] : (Excel refuses the file otherwise). */
export function sheetNameOf(className: string): string {
  return className.replace(/[\\/?*[\]:]/g, ' ').trim().slice(0, 31) || 'Gradebook';
}

/**
 * The gradebook as an Excel workbook: one sheet for the class, the header row and the names column frozen, accuracy
 * as numbers (0.67) shown as percents, so the teacher can sort and compute on them.
 */
export async function gradebookXlsx(book: Gradebook): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetNameOf(book.class.name), { views: [{ state: 'frozen', xSplit: 1, ySplit: 1 }] });
  const { header, rows } = gradebookTable(book);
  sheet.addRow(header).font = { bold: true };
  for (const values of rows) {
    const row = sheet.addRow(values.map((value) => (value === null ? null : 'percent' in value ? value.percent / 100 : value.text)));
    values.forEach((value, i) => {
      if (value && 'percent' in value) row.getCell(i + 1).numFmt = '0%';
    });
  }
  sheet.getColumn(1).width = 28;
  for (let i = 2; i <= header.length; i++) sheet.getColumn(i).width = 16;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
