import { describe, expect, test } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ChildrenOfClass } from '@tp/contracts/family-classes';
import type { GradebookChildRow } from '@tp/contracts/gradebook';
import { routes } from '../src/app/routes';
import { aUser, ok, renderArea, useFakeApi } from '../../packages/web-kit/test/support/render-page';
import { anExerciseSummary } from './support/exercise-builders';
import { interfaceIn } from '../../packages/web-kit/test/support/interface-language';

const fake = useFakeApi();
const parent = aUser({ _id: 'parent-1', name: 'Pat Parent', role: 'Parent' });

const CHILDREN: ChildrenOfClass = {
  classInfo: {
    _id: 'class-1', name: 'Algebra', bulletin: '<p>Test on Friday</p>', image: '', category: 'Maths', language: 'en', startDate: null, endDate: null,
    includeLibrary: false, user: { _id: 't-1', name: 'Tess' },
  },
  students: [{ _id: 'student-1', name: 'Sam Student', email: 'sam@example.com' }],
};

const GRADEBOOK: GradebookChildRow = {
  class: { _id: 'class-1', name: 'Algebra' },
  columns: [{ _id: 'h-1', name: 'Week 3', dueDate: null, isExam: true, average: 80 }],
  row: { student: { _id: 'student-1', name: 'Sam Student' }, cells: [{ exerciseId: 'e-1', status: 'corrected', accuracy: 80, answered: 3, total: 3 }], average: 80 },
};

function openList(children: ChildrenOfClass[]) {
  fake.api.answer('GET', '/api/user/getStudentsByEmail', ok({ list: children }));
  fake.api.answer('GET', '/api/user/getStudentExerciseList', ok({ list: [anExerciseSummary()] }));
  renderArea(routes, '/parent/studentlist', parent);
}

describe("the parent's children by class", () => {
  test('each class with its bulletin, and each child with their exercises', async () => {
    openList([CHILDREN]);

    await screen.findByRole('heading', { name: 'My Students Exercise' });
    const cls = await screen.findByRole('region', { name: 'Algebra' });
    within(cls).getByRole('region', { name: 'Bulletin of Algebra' });
    expect(within(cls).getByRole('link', { name: 'Sam Student' }).getAttribute('href')).toBe('/parent/student/exercise/student-1/class-1');
    await within(cls).findByRole('link', { name: 'Detail of Week 3' });
  });

  test('in Chinese: the title, the bulletin and the table', async () => {
    await interfaceIn('zh');
    openList([CHILDREN]);

    await screen.findByRole('heading', { name: '孩子的练习' });
    const cls = await screen.findByRole('region', { name: 'Algebra' });
    within(cls).getByRole('region', { name: 'Algebra的公告' });
    expect((await within(cls).findByRole('link', { name: 'Week 3的详情' })).textContent).toBe('详情');
  });

  test('in Chinese, a parent with no child on a class is told so', async () => {
    await interfaceIn('zh');
    openList([]);

    await screen.findByText('你的孩子还没有加入任何班级。');
  });
});

describe("a child's page", () => {
  test("in Chinese: the child's gradebook row, an exam's column marked as one, and the average", async () => {
    await interfaceIn('zh');
    fake.api.answer('GET', '/api/user/getGradebookRow', ok(GRADEBOOK));
    fake.api.answer('GET', '/api/user/getStudentExerciseList', ok({ list: [] }));
    fake.api.answer('GET', '/api/user/getClassProgress', ok({ points: [], timeliness: { onTime: 0, late: 0, notDone: 0, open: 0 } }));
    renderArea(routes, '/parent/student/exercise/student-1/class-1', parent);

    const gradebook = await screen.findByRole('region', { name: '成绩册' });
    await within(gradebook).findByText('Sam Student');
    expect(within(gradebook).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['学生', 'Week 3（考试）', '平均']);
  });
});
