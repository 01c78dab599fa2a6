import { describe, expect, test } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { QuestionReport } from '@tp/contracts/practice';
import { routes } from '../src/app/routes';
import { aUser, ok, renderArea, useFakeApi } from '../../packages/web-kit/test/support/render-page';
import { interfaceIn } from '../../packages/web-kit/test/support/interface-language';
import { aQuestion } from './support/teacher-views';

const fake = useFakeApi();
const teacher = aUser({ _id: 'teacher-1', name: 'Tess Teacher', role: 'Teacher' });
// The whole form takes seconds to draw the first time (its chunk, antd's styles): more on a busy machine.
const FORM_DRAWN = { timeout: 25_000 };

const aReport = (overrides: Partial<QuestionReport> = {}): QuestionReport => ({
  _id: 'report-1', questionId: 'question-1', questionName: 'Launch angle', errorType: 2, otherContent: '',
  reporter: { _id: 'student-1', name: 'Sam Student' }, createdAt: '2026-11-20T08:00:00.000Z', resolvedAt: null, ...overrides,
});

function openEdit() {
  fake.api.answer('POST', '/api/teacher/getQuestionById', ok(aQuestion({ isChoice: 1 })));
  fake.api.answer('GET', '/api/teacher/getQuestionReports', ok({ list: [aReport()] }));
  fake.api.answer('GET', '/api/user/getLibrary', ok({ list: [] }));
  fake.api.answer('POST', '/api/teacher/getAllQuestionsByTeacher', ok({ list: [] }));
  renderArea(routes, '/teach/question/question-1/edit', teacher);
}

// Found by text and selector: role queries walk the whole form, with its editors, for seconds in jsdom.
describe.each([
  {
    language: 'en' as const,
    heading: 'Edit Question', reports: 'Reports from students (1 open)', reportType: 'Incorrect Answer', open: 'Open',
    markResolved: 'Mark resolved: the report of Sam Student', labels: ['Copyright', 'Number of choices', 'Question text', 'Answer A', 'Correct answer', 'Solution', 'Library'],
    type: 'Multiple choice', lettersHint: 'Letters separated by commas, such as A,C; they are saved in order.', noSource: 'No source', notFiled: 'Not in a library',
    preview: 'Preview', previewButton: /^Preview$/, showSolution: 'Show solution',
  },
  {
    language: 'zh' as const,
    heading: '编辑题目', reports: '学生的报告（1 条未处理）', reportType: '答案有误', open: '未处理',
    markResolved: '标记为已处理：Sam Student 的报告', labels: ['版权', '选项数', '题干', '选项 A', '正确答案', '解析', '题库'],
    type: '多选题', lettersHint: '用逗号分隔字母，如 A,C；保存时按字母顺序排列。', noSource: '无来源', notFiled: '未归入题库',
    // antd spaces out a two-character Chinese label on a button (预 览), as Chinese typesetting does.
    preview: '预览', previewButton: /^预\s?览$/, showSolution: '显示解析',
  },
])('Edit Question in $language', (texts) => {
  test('the form, the students\' reports and the preview speak the interface\'s language', async () => {
    await interfaceIn(texts.language);
    openEdit();

    await screen.findByText(texts.heading, { selector: 'h1' }, FORM_DRAWN);
    for (const label of texts.labels) screen.getByText(label, { selector: 'label' });
    screen.getByText(texts.type);
    screen.getByText(texts.lettersHint);
    screen.getByText(texts.noSource);
    screen.getByText(texts.notFiled);

    const reports = (await screen.findByText(texts.reports, undefined, FORM_DRAWN)).closest('.ant-card') as HTMLElement;
    within(reports).getByText(texts.reportType);
    within(reports).getByText(texts.open);
    within(reports).getByLabelText(texts.markResolved);

    fireEvent.click(screen.getByText(texts.previewButton, { selector: 'button span' }));
    await screen.findByText(texts.showSolution, { selector: 'label' });
    expect(document.querySelector('.ant-modal-title')?.textContent).toBe(texts.preview);
  }, 60_000);
});
