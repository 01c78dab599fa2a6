import { describe, expect, test, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { ChildrenOfClass } from '@tp/contracts/family-classes';
import type { MyClass } from '@tp/contracts/classes';
import { routes } from '../src/app/routes';
import { aUser, ok, renderArea, useFakeApi } from '../../packages/web-kit/test/support/render-page';
import { anExerciseSummary } from './support/exercise-builders';
import { interfaceIn } from '../../packages/web-kit/test/support/interface-language';

// jsdom draws no canvas; with nothing finished the progress panel draws no chart, and these stand-ins say so if it did.
vi.mock('../src/components/accuracy-line-chart', () => ({ AccuracyLineChart: () => <div>accuracy chart</div> }));
vi.mock('../src/components/timeliness-column-chart', () => ({ TimelinessColumnChart: () => <div>on-time chart</div> }));

const fake = useFakeApi();
const parent = aUser({ _id: 'parent-1', name: 'Pat Parent', role: 'Parent' });

const HOMEWORK = [
  anExerciseSummary({ _id: 'e-1', overdue: true, progress: { answered: 1, total: 3 } }),
  anExerciseSummary({ _id: 'e-2', progress: { answered: 2, total: 2 }, accuracy: 100 }, { _id: 'h-2', name: 'Mock exam', isExam: true }),
];

function aPlace(isValid: boolean): MyClass {
  return { classInfo: { name: 'Algebra', classID: { _id: 'class-1', includeLibrary: false, endDate: null } }, expirationDate: null, isValid } as MyClass;
}

const CHILDREN: ChildrenOfClass = {
  classInfo: {
    _id: 'class-1', name: 'Algebra', bulletin: '<p>Test on Friday</p>', image: '', category: 'Maths', language: 'en', startDate: null, endDate: null,
    includeLibrary: false, user: { _id: 't-1', name: 'Tess' },
  },
  students: [{ _id: 'student-1', name: 'Sam Student', email: 'sam@example.com' }],
};

function answerClassContent() {
  fake.api.answer('GET', '/api/user/getExerciseByClassId', ok({ list: HOMEWORK }));
  fake.api.answer('GET', '/api/public/getClassById', ok({ name: 'Algebra', bulletin: '<p>Test on Friday</p>' }));
  fake.api.answer('GET', '/api/user/getClassProgress', ok({ points: [], timeliness: { onTime: 0, late: 0, notDone: 0, open: 0 } }));
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

describe("a student's class page", () => {
  test("the class's bulletin and homework: overdue, exam, start learning and Undo (which asks first), View details", async () => {
    answerClassContent();
    renderArea(routes, '/myHomework/class-1', aUser());

    await screen.findByRole('heading', { name: 'My Homework: Algebra' });
    within(screen.getByRole('region', { name: 'Class bulletin' })).getByRole('heading', { name: 'Bulletin' });
    const open = await rowOf('Week 3');
    within(open).getByText('overdue');
    fireEvent.click(within(open).getByRole('button', { name: 'Undo' }));
    await screen.findByText('Are you sure you want to undo this homework?');
    screen.getByText('Questions you checked with Check Solution keep their answers.');
    within(await rowOf('Mock exam')).getByRole('link', { name: 'View details' });
    screen.getByRole('link', { name: 'Back to My Classes' });
  });

  test('in Chinese: the title, bulletin, columns, tags, actions, the undo question and the progress', async () => {
    await interfaceIn('zh');
    answerClassContent();
    renderArea(routes, '/myHomework/class-1', aUser());

    await screen.findByRole('heading', { name: '我的作业：Algebra' });
    within(screen.getByRole('region', { name: '班级公告' })).getByRole('heading', { name: '公告' });
    const open = await rowOf('Week 3');
    within(open).getByText('已逾期');
    within(open).getByRole('link', { name: '开始学习' });
    fireEvent.click(within(open).getByRole('button', { name: /^撤\s?回$/ }));
    await screen.findByText('确定要撤回这份作业吗？');
    screen.getByText('用“检查答案”核对过的题目会保留答案。');
    const exam = await rowOf('Mock exam');
    within(exam).getByText('考试');
    within(exam).getByRole('link', { name: '查看详情' });
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['姓名', '截止时间', '进度', '正确率', '操作']);
    expect((await screen.findByRole('figure', { name: '正确率变化' })).textContent).toContain('还没有完成的作业');
    screen.getByRole('link', { name: '返回我的班级' });
  });
});

describe('the classroom page', () => {
  test('in Chinese, a student whose place has ended is told so and offered renewal', async () => {
    await interfaceIn('zh');
    answerClassContent();
    fake.api.answer('GET', '/api/user/getMyClasses', ok({ list: [aPlace(false)] }));
    renderArea(routes, '/classroom/class-1', aUser());

    const renew = await screen.findByRole('link', { name: '续费' });
    expect(renew.getAttribute('href')).toBe('/classRegister/class-1');
    expect(renew.closest('[role="alert"]')!.textContent).toBe('你在这个班级的学习期限已结束。 续费 后即可继续学习。');
  });

  test("in Chinese, a parent sees each child's exercises in the class under its bulletin", async () => {
    await interfaceIn('zh');
    fake.api.answer('GET', '/api/user/getStudentsByEmail', ok({ list: [CHILDREN] }));
    fake.api.answer('GET', '/api/user/getStudentExerciseList', ok({ list: HOMEWORK }));
    renderArea(routes, '/classroom/class-1', parent);

    const child = await screen.findByRole('region', { name: 'Sam Student的练习' });
    expect((await within(child).findByRole('link', { name: 'Week 3的详情' })).textContent).toBe('详情');
    expect(within(child).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['姓名', '班级', '作业', '截止时间', '进度', '正确率', '操作']);
    screen.getByRole('region', { name: 'Algebra的公告' });
    screen.getByRole('link', { name: '我孩子的所有班级' });
  });

  test('in Chinese, someone not in the class is told so, with the way to its public page and to My Classes', async () => {
    await interfaceIn('zh');
    fake.api.answer('GET', '/api/user/getMyClasses', ok({ list: [] }));
    renderArea(routes, '/classroom/class-1', aUser());

    await screen.findByRole('heading', { name: '你不在这个班级中' });
    expect(screen.getByRole('link', { name: '公开介绍页' }).getAttribute('href')).toBe('/class/class-1');
    screen.getByRole('link', { name: '我的班级' });
  });

  test('in English the same outsider reads as before', async () => {
    fake.api.answer('GET', '/api/user/getMyClasses', ok({ list: [] }));
    renderArea(routes, '/classroom/class-1', aUser());

    const heading = await screen.findByRole('heading', { name: 'You are not in this class' });
    expect(heading.nextElementSibling!.textContent).toBe(
      "Only its students, their parents and its teacher see this class's content. Read about the class on its public page, or go to My Classes.",
    );
  });
});
