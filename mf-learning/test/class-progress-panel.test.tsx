import { describe, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { ClassProgressResult } from '@tp/contracts/class-progress';
import { routes } from '../src/app/routes';
import { aUser, fail, ok, renderArea, useFakeApi } from '../../packages/web-kit/test/support/render-page';
import { interfaceIn } from '../../packages/web-kit/test/support/interface-language';

// jsdom draws no canvas: the chart modules are stand-ins that count their loading (they are dynamic imports).
const loaded = vi.hoisted(() => ({ line: 0, columns: 0 }));
vi.mock('../src/components/accuracy-line-chart', () => {
  loaded.line += 1;
  return { AccuracyLineChart: ({ points }: { points: unknown[] }) => <div>line of {points.length} points</div> };
});
vi.mock('../src/components/timeliness-column-chart', () => {
  loaded.columns += 1;
  return { TimelinessColumnChart: () => <div>on-time columns</div> };
});

const fake = useFakeApi();
const parent = aUser({ _id: 'parent-1', name: 'Pat Parent', role: 'Parent' });
const NOTHING: ClassProgressResult = { points: [], timeliness: { onTime: 0, late: 0, notDone: 0, open: 0 } };
const PROGRESS: ClassProgressResult = {
  points: [
    { exerciseId: 'e1', homeworkName: 'Vectors', isExam: false, finishedAt: '2026-03-02T10:00:00.000Z', accuracy: 50 },
    { exerciseId: 'e2', homeworkName: 'Forces', isExam: true, finishedAt: '2026-03-09T10:00:00.000Z', accuracy: 80 },
  ],
  timeliness: { onTime: 1, late: 1, notDone: 1, open: 2 },
};

function answerParentView(progress: ClassProgressResult) {
  fake.api.answer('GET', '/api/user/getStudentExerciseList', ok({ list: [] }));
  fake.api.answer('GET', '/api/user/getClassProgress', ok(progress));
}

const figure = (name: string) => screen.findByRole('figure', { name });

describe('the progress charts of a child\'s class', () => {
  // First in the file: the chart modules are not loaded yet, and a page with nothing to draw does not load them.
  test('with nothing finished and no homework, each chart says so and no chart module is loaded', async () => {
    answerParentView(NOTHING);
    renderArea(routes, '/parent/student/exercise/child-1/class-1', parent);

    expect((await figure('Accuracy over time')).textContent).toContain('No finished homework yet: each one finished adds a point here.');
    expect((await figure('Homework done on time')).textContent).toContain('No homework in this class yet.');
    expect(loaded).toEqual({ line: 0, columns: 0 });
  });

  test('a parent sees the summaries, the numbers as tables and the charts, loaded once there is data', async () => {
    answerParentView(PROGRESS);
    renderArea(routes, '/parent/student/exercise/child-1/class-1', parent);

    const accuracy = await figure('Accuracy over time');
    expect(accuracy.textContent).toContain('Accuracy of 2 finished homework and exams, oldest first: latest 80%, average 65%.');
    const accuracyRows = within(within(accuracy).getByRole('table', { name: 'Accuracy over time' })).getAllByRole('row');
    expect(accuracyRows.map((row) => row.textContent)).toEqual(['HomeworkFinishedAccuracy', '1. Vectors2026-03-0250%', '2. Forces (exam)2026-03-0980%']);
    expect(await within(accuracy).findByText('line of 2 points')).toBeTruthy();

    const onTime = await figure('Homework done on time');
    expect(onTime.textContent).toContain('1 of 3 homework done on time, 1 late, 1 not done; 2 not yet due.');
    expect(within(onTime).getAllByRole('row').map((row) => row.textContent)).toEqual(['HomeworkCount', 'On time1', 'Late1', 'Not done1', 'Not yet due2']);
    expect(await within(onTime).findByText('on-time columns')).toBeTruthy();
    expect(loaded).toEqual({ line: 1, columns: 1 });

    const call = fake.api.received.find((c) => c.path === '/api/user/getClassProgress')!;
    expect([call.query.get('studentId'), call.query.get('classId')]).toEqual(['child-1', 'class-1']);
  });

  test('in Chinese: the page, the charts\' titles, summaries and tables, and the child\'s empty exercise list', async () => {
    await interfaceIn('zh');
    answerParentView(PROGRESS);
    renderArea(routes, '/parent/student/exercise/child-1/class-1', parent);

    const accuracy = await figure('正确率变化');
    expect(accuracy.textContent).toContain('已完成的 2 份作业和考试的正确率（从早到晚）：最近一次 80%，平均 65%。');
    const accuracyRows = within(within(accuracy).getByRole('table', { name: '正确率变化' })).getAllByRole('row');
    expect(accuracyRows.map((row) => row.textContent)).toEqual(['作业完成时间正确率', '1. Vectors2026-03-0250%', '2. Forces（考试）2026-03-0980%']);

    const onTime = await figure('作业按时完成情况');
    expect(onTime.textContent).toContain('3 份已到期作业中，1 份按时完成，1 份迟交，1 份未完成；另有 2 份未到期。');
    expect(within(onTime).getAllByRole('row').map((row) => row.textContent)).toEqual(['作业数量', '按时完成1', '迟交1', '未完成1', '未到期2']);

    screen.getByRole('heading', { name: '学生练习' });
    screen.getByRole('heading', { name: '进度' });
    await screen.findByText('还没有练习。');
    expect(screen.getByRole('link', { name: '返回孩子的练习' }).getAttribute('href')).toBe('/parent/studentlist');
  });

  test('the server\'s refusal (a parent of another child) is shown as a problem, with no chart', async () => {
    fake.api.answer('GET', '/api/user/getStudentExerciseList', ok({ list: [] }));
    fake.api.answer('GET', '/api/user/getClassProgress', fail(404, 'Student not found'));
    renderArea(routes, '/parent/student/exercise/child-2/class-1', parent);

    await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('Student not found'));
    expect(screen.queryByRole('figure')).toBeNull();
  });

  test('a student\'s class page asks for their own progress', async () => {
    fake.api.answer('GET', '/api/user/getExerciseByClassId', ok({ list: [] }));
    fake.api.answer('GET', '/api/user/getClassProgress', ok(PROGRESS));
    renderArea(routes, '/myHomework/class-1', aUser());

    expect((await figure('Accuracy over time')).textContent).toContain('latest 80%');
    const call = fake.api.received.find((c) => c.path === '/api/user/getClassProgress')!;
    expect([call.query.get('studentId'), call.query.get('classId')]).toEqual(['student-1', 'class-1']);
  });
});
