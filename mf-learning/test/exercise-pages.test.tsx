import { describe, expect, test } from 'vitest';
import { screen, within } from '@testing-library/react';
import { routes } from '../src/app/routes';
import { aUser, ok, renderArea, useFakeApi } from '../../packages/web-kit/test/support/render-page';
import { interfaceIn } from '../../packages/web-kit/test/support/interface-language';
import { anExerciseQuestion, anExerciseSummary, anExerciseView } from './support/exercise-builders';

const fake = useFakeApi();

const LIST = [
  anExerciseSummary({ _id: 'e-1', overdue: true, progress: { answered: 1, total: 3 } }),
  anExerciseSummary({ _id: 'e-2', progress: { answered: 2, total: 2 }, accuracy: 50, finishedAt: '2026-01-20T10:00:00.000Z' }, { _id: 'h-2', name: 'Mock exam', isExam: true }),
];

// Question 1 right, question 2 wrong with the teacher's comment, question 3 not answered.
const DETAIL = anExerciseView(LIST[1], [
  anExerciseQuestion(1, 'B', { isCorrect: true }),
  anExerciseQuestion(2, 'A', { isCorrect: false, correctedAt: '2026-01-21T10:00:00.000Z', comments: '<p>Check the sign</p>' }),
  anExerciseQuestion(3, ''),
]);

function openList() {
  fake.api.answer('GET', '/api/user/getExerciseList', ok({ list: LIST }));
  renderArea(routes, '/student/exerciseList', aUser());
}

function openDetail() {
  fake.api.answer('GET', '/api/user/getExerciseById', ok(DETAIL));
  renderArea(routes, '/student/exercise/e-2', aUser());
}

const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent);

describe('My Exercise', () => {
  test('lists each exercise with its class, due date (overdue), progress and accuracy; a finished one opens its details', async () => {
    openList();

    const overdue = (await screen.findByRole('link', { name: 'Week 3' })).closest('tr')!;
    within(overdue).getByText('overdue');
    expect(screen.getByRole('link', { name: 'Week 3' }).getAttribute('href')).toBe('/student/exerciseEdit/e-1');
    expect(screen.getByRole('link', { name: 'Mock exam' }).getAttribute('href')).toBe('/student/exercise/e-2');
    within(screen.getByRole('link', { name: 'Mock exam' }).closest('tr')!).getByText('Exam');
    screen.getByRole('heading', { name: 'My Exercise' });
    expect(headers()).toEqual(['Name', 'Class', 'Due Date', 'Progress', 'Accuracy']);
  });

  test('in Chinese: the title, the columns and the tags', async () => {
    await interfaceIn('zh');
    openList();

    within((await screen.findByRole('link', { name: 'Week 3' })).closest('tr')!).getByText('已逾期');
    within(screen.getByRole('link', { name: 'Mock exam' }).closest('tr')!).getByText('考试');
    screen.getByRole('heading', { name: '我的练习' });
    expect(headers()).toEqual(['姓名', '班级', '截止时间', '进度', '正确率']);
  });
});

describe('an exercise in detail', () => {
  test('its facts, and each question with its answer, mark, corrections and solution', async () => {
    openDetail();

    await screen.findByRole('heading', { name: 'Mock exam' });
    const first = screen.getByRole('region', { name: 'Question 1' });
    within(first).getByText('✓ Right');
    within(first).getByText('Congrats! Your answer is correct.');
    const second = screen.getByRole('region', { name: 'Question 2' });
    within(second).getByText('✗ Wrong');
    within(second).getByRole('heading', { name: 'Corrections' });
    within(second).getByLabelText('Solution of question 2');
    within(screen.getByRole('region', { name: 'Question 3' })).getByText('Not answered');
    screen.getByText('Student');
    screen.getByRole('link', { name: "Back to the class's homework" });
  });

  test('in Chinese: the facts, the marks, the verdicts, the corrections and the solution', async () => {
    await interfaceIn('zh');
    openDetail();

    await screen.findByRole('heading', { name: 'Mock exam' });
    const first = screen.getByRole('region', { name: '第 1 题' });
    within(first).getByText('✓ 正确');
    within(first).getByText('恭喜！回答正确。');
    const second = screen.getByRole('region', { name: '第 2 题' });
    within(second).getByText('✗ 错误');
    within(second).getByText('回答错误。');
    within(second).getByRole('heading', { name: '批改意见' });
    within(second).getByLabelText('第 2 题的批改意见');
    within(second).getByLabelText('第 2 题的解析');
    within(screen.getByRole('region', { name: '第 3 题' })).getByText('未作答');
    for (const label of ['学生', '班级', '截止时间', '进度', '正确率', '完成时间']) screen.getByText(label);
    screen.getByRole('link', { name: '返回班级作业' });
  });
});
