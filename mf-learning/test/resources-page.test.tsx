import { describe, expect, test, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { PracticeQuestion, PracticeRecord, PracticeSetting } from '@tp/contracts/practice';
import { routes } from '../src/app/routes';
import { aUser, ok, renderArea, useFakeApi } from '../../packages/web-kit/test/support/render-page';
import { interfaceIn } from '../../packages/web-kit/test/support/interface-language';

// jsdom draws no canvas: REPORT's pie chart is a stand-in (the figure's label names the slices for screen readers).
vi.mock('../src/features/practice/components/outcome-pie-chart', () => ({ OutcomePieChart: () => <div>outcome chart</div> }));

const fake = useFakeApi();
const AT = '2026-01-01T00:00:00.000Z';

const QUESTION: PracticeQuestion = {
  _id: 'pq-1', name: 'Forces 1', qText: '<p>Which force?</p>', image: '', showImg: false, isChoice: 0, numChoice: 4,
  answerA: 'gravity', answerB: 'friction', answerC: 'tension', answerD: 'none', answerE: '', difficuty: 2, language: 'en',
};

const SAVED: PracticeSetting = {
  libraries: [{ libraryId: 'lib-1', chapterId: '', sectionId: '', expired: false }], sources: [{ _id: 's-1', name: 'Textbook', expired: false }],
  difficulty: 'all', isClassroomStudent: true, skip: 1, done: 2, total: 3, saved: true, savedAt: AT,
};
const UNSAVED: PracticeSetting = { ...SAVED, libraries: [], sources: [], skip: 0, done: 0, total: 0, saved: false, savedAt: null };

const aRecord = (id: string, outcome: Pick<PracticeRecord, 'isCorrect' | 'gaveUp' | 'answer'>): PracticeRecord => ({
  _id: id, question: { ...QUESTION, correctAnswer: 'B', description: '<p>Friction opposes motion.</p>' }, method: null, createdAt: AT, ...outcome,
});

function openResources(tab: string, setting: PracticeSetting, libraries = [{ _id: 'lib-1', name: 'Mechanics', teacher: [], expired: false, chapter: [] }]) {
  fake.api.answer('GET', '/api/user/getLibrary', ok({ list: libraries }));
  fake.api.answer('GET', '/api/user/getUserSetting', ok(setting));
  renderArea(routes, `/student/resources${tab ? `?tab=${tab}` : ''}`, aUser());
}

describe('self-practice', () => {
  test('PLAY: the question with its number and difficulty; Submit checks an answer is chosen, then shows the verdict', async () => {
    fake.api.answer('GET', '/api/user/getResourceQuestion', ok({ questions: [QUESTION], done: 2, total: 3 }));
    fake.api.answer('POST', '/api/user/submitResourceQuestion', ok({ isCorrect: true, correctAnswer: 'B', description: '', answer: 'B', gaveUp: false, done: 3, total: 3 }));
    openResources('', SAVED);

    const question = await screen.findByRole('region', { name: 'Question 3' });
    within(question).getByText('Difficulty 2 of 5');
    within(question).getByText('Question 3 of 3');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['PLAY', 'HISTORY', 'REPORT', 'HELP', 'SETTINGS']);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Please select your answer');
    fireEvent.click(within(question).getByRole('radio', { name: /friction/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await within(question).findByText('Congrats! Your answer is correct.');
    within(question).getByText('Answered');
  });

  test('PLAY in Chinese: the tabs, the question, the check for an answer, the verdict and the actions', async () => {
    await interfaceIn('zh');
    fake.api.answer('GET', '/api/user/getResourceQuestion', ok({ questions: [QUESTION], done: 2, total: 3 }));
    fake.api.answer('POST', '/api/user/submitResourceQuestion', ok({ isCorrect: false, correctAnswer: 'B', description: '<p>Friction.</p>', answer: 'A', gaveUp: false, done: 3, total: 3 }));
    openResources('', SAVED);

    const question = await screen.findByRole('region', { name: '第 3 题' });
    within(question).getByText('难度 2/5');
    within(question).getByText('第 3 题，共 3 题');
    screen.getByRole('heading', { name: '学习资源' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['练习', '历史', '报告', '帮助', '设置']);
    for (const name of [/^放\s?弃$/, '下一题', '报告错误']) screen.getByRole('button', { name });
    fireEvent.click(screen.getByRole('button', { name: /^提\s?交$/ }));
    await screen.findByText('请选择你的答案');
    fireEvent.click(within(question).getByRole('radio', { name: /gravity/ }));
    fireEvent.click(screen.getByRole('button', { name: /^提\s?交$/ }));
    await within(question).findByText('回答错误。');
    within(question).getByText('已作答');
    within(question).getByRole('button', { name: '隐藏解析' });
  });

  test('in Chinese, a student with no library in their classes is told where practice comes from', async () => {
    await interfaceIn('zh');
    openResources('', UNSAVED, []);

    await screen.findByText('还没有可以练习的题库');
    screen.getByRole('link', { name: '前往我的班级' });
  });

  test('SETTINGS in Chinese: the fields, the difficulties, the classroom note, and Save asks for a library first', async () => {
    await interfaceIn('zh');
    openResources('settings', UNSAVED);

    const form = await screen.findByRole('form', { name: '练习设置' });
    within(form).getByText('未选择来源。');
    within(form).getByRole('radio', { name: '简单（难度 1–2）' });
    within(form).getByRole('radio', { name: '全部（难度 1–5）' });
    within(form).getByText('你所在的班级包含老师的题库。');
    fireEvent.click(within(form).getByRole('button', { name: /^保\s?存$/ }));
    expect((await within(form).findByRole('alert')).textContent).toBe('请选择题库');
  });

  test('REPORT in Chinese: the saved setting, the counts, the chart and the records', async () => {
    await interfaceIn('zh');
    fake.api.answer('GET', '/api/user/getResourceRecord', ok({
      list: [aRecord('r-1', { isCorrect: true, gaveUp: false, answer: 'B' }), aRecord('r-2', { isCorrect: false, gaveUp: true, answer: '' })], correct: 1, wrong: 0, gaveUp: 1,
    }));
    openResources('report', SAVED);

    await screen.findByRole('heading', { name: '你的设置' });
    await screen.findByText('Mechanics');
    screen.getByText('全部（难度 1–5）');
    screen.getByRole('heading', { name: '练习情况' });
    expect(screen.getByRole('img', { name: '饼图：正确 1，错误 0，已放弃 1' })).toBeTruthy();
    // The setting's labels, then the records' columns.
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['题库', '来源', '难度', '班级学员', '保存时间', '题目', '你的答案', '结果', '日期', '详情']);
    fireEvent.click(screen.getAllByRole('button', { name: 'Forces 1的详情' })[1]);
    const detail = await screen.findByRole('dialog');
    within(detail).getByText('正确答案');
    within(detail).getAllByText('已放弃');
  });

  test('HISTORY and HELP in Chinese, before anything is answered or written', async () => {
    await interfaceIn('zh');
    fake.api.answer('GET', '/api/user/getStudentQuestionRecord', ok({ list: [], total: 0 }));
    fake.api.answer('GET', '/api/public/getResourceBase', ok({ helpContent: '', maxQuestions: 100 }));
    openResources('history', SAVED);

    await screen.findByText('你还没有做过练习题。');
    fireEvent.click(screen.getByRole('tab', { name: '帮助' }));
    await screen.findByText('还没有帮助内容。');
  });
});
