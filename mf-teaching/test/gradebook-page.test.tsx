import { describe, expect, test } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { Gradebook } from '@tp/contracts/gradebook';
import { routes } from '../src/app/routes';
import { ok, renderArea, useFakeApi } from '../../packages/web-kit/test/support/render-page';
import { AT, teacher, useEnglishAfterEach } from './support/class-work-data';
import { interfaceIn } from '../../packages/web-kit/test/support/interface-language';

const fake = useFakeApi();
useEnglishAfterEach();

// Week 3 is an exam due on 5 January; Week 4 has no due date.
const book: Gradebook = {
  class: { _id: 'class-1', name: 'Algebra' },
  columns: [
    { _id: 'hw-1', name: 'Week 3', dueDate: AT, isExam: true, average: 80 },
    { _id: 'hw-2', name: 'Week 4', dueDate: null, isExam: false, average: null },
  ],
  rows: [
    {
      student: { _id: 'student-1', name: 'Sam Student' },
      cells: [{ exerciseId: 'e-1', status: 'corrected', accuracy: 80, answered: 5, total: 5 }, null],
      average: 80,
    },
  ],
};

function openGradebook() {
  fake.api.answer('GET', '/api/teacher/getGradebook', ok(book));
  renderArea(routes, '/teach/class/class-1/gradebook', teacher);
}

const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent);

describe('the Gradebook', () => {
  test('in English: the filters, the export buttons, each homework with its due date and the averages', async () => {
    openGradebook();

    await screen.findByRole('heading', { name: 'Gradebook' });
    await screen.findByRole('link', { name: 'Sam Student' });
    expect(headers()).toEqual(['Student', 'Week 3 ExamDue Jan 5, 2026', 'Week 4 No due date', 'Average']);
    expect(screen.getByText('Homework average')).toBeTruthy();
    for (const name of ['Export to Excel', 'Export to CSV']) expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Exams only' })).toBeTruthy();
  });

  test('in Chinese: the same grid, its dates in Chinese, and the filters at work', async () => {
    await interfaceIn('zh');
    openGradebook();

    await screen.findByRole('heading', { name: '成绩册' });
    await screen.findByRole('link', { name: 'Sam Student' });
    expect(headers()).toEqual(['学生', 'Week 3 考试截止 2026年1月5日', 'Week 4 无截止时间', '平均']);
    expect(screen.getByText('作业平均')).toBeTruthy();
    expect(screen.getByTitle('批改 Sam Student 的 Week 3')).toBeTruthy();
    for (const name of ['导出为 Excel', '导出为 CSV']) expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.getByRole('group', { name: '筛选' })).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: '只看考试' }));
    expect(headers()).toEqual(['学生', 'Week 3 考试截止 2026年1月5日', '平均']);
  });
});
