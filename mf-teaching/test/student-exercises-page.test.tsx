import { describe, expect, test } from 'vitest';
import { screen, within } from '@testing-library/react';
import { routes } from '../src/app/routes';
import { ok, renderArea, useFakeApi } from '../../packages/web-kit/test/support/render-page';
import { aClass, anExerciseSummary, aPracticeRecord, teacher, useEnglishAfterEach } from './support/class-work-data';
import { interfaceIn } from '../../packages/web-kit/test/support/interface-language';

const fake = useFakeApi();
useEnglishAfterEach();

// Sam's Week 3 is an overdue exam, half answered; in practice Sam got one right, one wrong and gave one up.
function openStudentExercises() {
  fake.api.answer('GET', '/api/teacher/getClassById', ok(aClass()));
  fake.api.answer(
    'GET',
    '/api/teacher/getExerciseByClass',
    ok({ list: [anExerciseSummary({ homeworkId: { _id: 'hw-1', name: 'Week 3', dueDate: null, isExam: true, examDuration: 30 }, progress: { answered: 1, total: 2 }, accuracy: 50, overdue: true })] }),
  );
  const records = [
    aPracticeRecord('r-1', { isCorrect: true, gaveUp: false, answer: '4' }),
    aPracticeRecord('r-2', { isCorrect: false, gaveUp: false, answer: '5' }),
    aPracticeRecord('r-3', { isCorrect: false, gaveUp: true, answer: '' }),
  ];
  fake.api.answer('GET', '/api/teacher/getStudentExerciseByClass', ok({ list: records, total: 3, correct: 1, wrong: 1, gaveUp: 1 }));
  renderArea(routes, '/teacher/exercise/class-1/student-1', teacher);
}

const headers = (table: HTMLElement) => within(table).getAllByRole('columnheader').map((header) => header.textContent);

describe("a student's exercises", () => {
  test('in English: the bulletin, the exercises with their progress, and the practice records under a summary', async () => {
    openStudentExercises();

    await screen.findByRole('heading', { name: 'Student Exercises: Sam Student' });
    expect(await screen.findByText('Class bulletin: Algebra')).toBeTruthy();
    const [exercises, records] = screen.getAllByRole('table');
    expect(headers(exercises!)).toEqual(['Name', 'Class', 'Homework', 'Due date', 'Progress', 'Accuracy', 'Action']);
    expect(within(exercises!).getByText('overdue')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Detail of Week 3' })).toBeTruthy();
    expect(await screen.findByText('3 questions: 1 right, 1 wrong, 1 given up')).toBeTruthy();
    expect(headers(records!)).toEqual(['Question', 'Answer', 'Correct answer', 'Right/Wrong', 'Date']);
  });

  test('in Chinese: the same page in Chinese', async () => {
    await interfaceIn('zh');
    openStudentExercises();

    await screen.findByRole('heading', { name: '学生练习：Sam Student' });
    expect(await screen.findByText('班级公告：Algebra')).toBeTruthy();
    const [exercises, records] = screen.getAllByRole('table');
    expect(headers(exercises!)).toEqual(['姓名', '班级', '作业', '截止时间', '进度', '正确率', '操作']);
    for (const text of ['考试', '已逾期', '详情']) expect(within(exercises!).getByText(text)).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: '已答 1/2' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Week 3 的详情' })).toBeTruthy();
    expect(await screen.findByText('共 3 题：对 1 题，错 1 题，放弃 1 题')).toBeTruthy();
    expect(headers(records!)).toEqual(['题目', '作答', '正确答案', '对/错', '日期']);
    for (const text of ['✓ 正确', '✗ 错误', '已放弃']) expect(within(records!).getByText(text)).toBeTruthy();
    expect(screen.getByText('资源练习记录', { selector: '.ant-card-head-title' })).toBeTruthy();
  });
});
