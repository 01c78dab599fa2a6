import { describe, expect, test } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { routes } from '../src/app/routes';
import { aUser, ok, renderArea, useFakeApi } from '../../packages/web-kit/test/support/render-page';
import { interfaceIn } from '../../packages/web-kit/test/support/interface-language';
import { aHomework, aQuestion } from './support/teacher-views';

const fake = useFakeApi();
const teacher = aUser({ _id: 'teacher-1', name: 'Tess Teacher', role: 'Teacher' });
// The whole page takes seconds to draw the first time (its chunk, antd's styles): more on a busy machine.
const PAGE_DRAWN = { timeout: 25_000 };

function openEdit() {
  const question = aQuestion({ isChoice: 1 });
  fake.api.answer('POST', '/api/user/getHWById', ok(aHomework({ isExam: true, examDuration: 30, questionList: [question], numQuestions: 1 })));
  fake.api.answer('POST', '/api/teacher/getAllQuestionsByTeacher', ok({ list: [question] }));
  renderArea(routes, '/teach/hw/homework-1/edit', teacher);
}

// Found by text and selector: role queries walk the page, with its editor and transfer, for seconds in jsdom.
describe.each([
  {
    language: 'en' as const,
    heading: 'Edit Home Work', labels: ['Name', 'Due date', 'Exam', 'Exam duration', 'Description'], duration: '30 minutes',
    boxes: ['My questions', 'In this homework'], questions: 'Questions', moveUp: 'Move Launch angle up',
    previewButton: /^Preview$/, previewTitle: 'Preview: Week 1', exam: 'Exam: 30 minutes', question: 'Question 1 (choose all that apply)',
  },
  {
    language: 'zh' as const,
    heading: '编辑作业', labels: ['名称', '截止时间', '考试', '考试时长', '说明'], duration: '30 分钟',
    boxes: ['我的题目', '本作业的题目'], questions: '题目', moveUp: '上移 Launch angle',
    // antd spaces out a two-character Chinese label on a button (预 览), as Chinese typesetting does.
    previewButton: /^预\s?览$/, previewTitle: '预览：Week 1', exam: '考试：30 分钟', question: '第 1 题（多选）',
  },
])('Edit Home Work in $language', (texts) => {
  test('the form, the question boxes, the order and the preview speak the interface\'s language', async () => {
    await interfaceIn(texts.language);
    openEdit();

    await screen.findByText(texts.heading, { selector: 'h1' }, PAGE_DRAWN);
    for (const label of texts.labels) screen.getByText(label, { selector: 'label' });
    screen.getByText(texts.duration);
    for (const box of texts.boxes) screen.getByText(box, { selector: '.ant-transfer-list-header-title' });
    expect(document.querySelector('.tp-homework-edit-questions .ant-card-head-title')?.textContent).toBe(texts.questions);
    await screen.findByLabelText(texts.moveUp);

    fireEvent.click(screen.getByText(texts.previewButton, { selector: 'button span' }));
    const preview = (await screen.findByText(texts.previewTitle, { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement;
    within(preview).getByText(texts.exam);
    within(preview).getByText(texts.question, { selector: 'h3' });
  }, 60_000);
});
