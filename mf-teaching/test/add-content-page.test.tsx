import { describe, expect, test } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { StudentPublishEntry } from '@tp/contracts/exercises';
import { routes } from '../src/app/routes';
import { aUser, ok, renderArea, useFakeApi } from '../../packages/web-kit/test/support/render-page';
import { interfaceIn } from '../../packages/web-kit/test/support/interface-language';
import { aClass } from './support/teacher-views';

const fake = useFakeApi();
const teacher = aUser({ _id: 'teacher-1', name: 'Tess Teacher', role: 'Teacher' });

const week1 = { name: 'Week 1', hwID: { _id: 'homework-1', dueDate: null }, isPublish: true, creator: { _id: 'teacher-1', name: 'Tess Teacher' }, isExam: false, addedAt: '2026-11-20T08:00:00.000Z' };
const published: StudentPublishEntry = { student: { _id: 'student-1', name: 'Sam Student', email: 'sam@example.com' }, exerciseId: 'exercise-1', isPublished: true, select: false };

function openContent() {
  fake.api.answer('GET', '/api/teacher/getClassById', ok(aClass({ homeworkList: [week1] })));
  fake.api.answer('GET', '/api/teacher/getHWByTeacher', ok({ list: [], total: 0 }));
  fake.api.answer('POST', '/api/teacher/getStudentListByExercise', ok({ list: [published] }));
  renderArea(routes, '/teach/class/class-1/addContent', teacher);
}

/** A table's column titles as shown (the selection column has none). */
const columnTitles = (scope: HTMLElement) => [...scope.querySelectorAll('th.ant-table-cell')].map((cell) => cell.textContent).filter(Boolean);

// Found by text and selector: role queries walk antd's tables and modal for seconds in jsdom.
describe.each([
  {
    language: 'en' as const,
    heading: 'Add Homework to class', card: 'Homework of this class', columns: ['Name', 'Due date', 'Type', 'Published', 'Creator', 'Action'],
    type: 'Homework', deleteAll: 'Delete all', publishRow: 'Publish Week 1 to students',
    modalTitle: 'Publish Week 1', modalColumns: ['Name', 'Email', 'State', 'Action'], state: 'Published', unpublishOne: 'Unpublish for Sam Student', unpublishSelected: 'Unpublish selected',
  },
  {
    language: 'zh' as const,
    heading: '为班级添加作业', card: '本班的作业', columns: ['名称', '截止时间', '类型', '已发布', '创建者', '操作'],
    type: '作业', deleteAll: '全部删除', publishRow: '向学生发布 Week 1',
    modalTitle: '发布 Week 1', modalColumns: ['名称', '邮箱', '状态', '操作'], state: '已发布', unpublishOne: '为 Sam Student 取消发布', unpublishSelected: '取消发布所选',
  },
])('a class\'s homework in $language', (texts) => {
  test('the page, its homework table and the publish modal speak the interface\'s language', async () => {
    await interfaceIn(texts.language);
    openContent();

    await screen.findByText(texts.heading, { selector: 'h1' });
    const table = screen.getByText(texts.card, { selector: '.ant-card-head-title' }).closest('.ant-card') as HTMLElement;
    await within(table).findByText('Week 1');
    expect(columnTitles(table)).toEqual(texts.columns);
    within(table).getByText(texts.type, { selector: '.ant-tag' });
    within(table).getByText(texts.deleteAll, { selector: 'button span' });

    fireEvent.click(within(table).getByLabelText(texts.publishRow));
    const modal = (await screen.findByText(texts.modalTitle, { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement;
    await within(modal).findByText('Sam Student');
    expect(columnTitles(modal)).toEqual(texts.modalColumns);
    within(modal).getByText(texts.state, { selector: '.ant-tag' });
    within(modal).getByLabelText(texts.unpublishOne);
    within(modal).getByText(texts.unpublishSelected, { selector: 'button span' });
  }, 60_000);
});
