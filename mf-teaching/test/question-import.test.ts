import { describe, expect, test } from 'vitest';
import { problemLine } from '@tp/contracts/question-import';
import { ApiError } from '@tp/web-kit/api-error';
import { importProblemsOf } from '../src/features/questions/api/batch-create';
import { isExcelFileName } from '../src/features/questions/utils/import-upload';

describe('the spreadsheet import on the question list', () => {
  test('only .xlsx files are sent, whatever the case of the extension', () => {
    expect(['questions.xlsx', 'Q.XLSX', ' my file.xlsx '].map(isExcelFileName)).toEqual([true, true, true]);
    expect(['questions.xls', 'questions.csv', 'questions.xlsx.png', 'xlsx', 'questions.ods'].map(isExcelFileName)).toEqual([false, false, false, false, false]);
  });

  test('a refused file\'s problems are read from the answer and shown as "Row n, Column: message"', () => {
    const problem = { row: 7, column: 'Correct answer', message: 'F is not one of A–D' };
    const refusal = new ApiError({ code: 400, msg: 'The file was not imported: 1 problem. Nothing was created.', result: { problems: [problem] } }, 400);

    expect(importProblemsOf(refusal).map(problemLine)).toEqual(['Row 7, Correct answer: F is not one of A–D']);
    expect(importProblemsOf(new ApiError({ code: 400, msg: 'Please upload excel file!', result: null }, 400))).toEqual([]);
    expect(importProblemsOf(new Error('network'))).toEqual([]);
  });
});
