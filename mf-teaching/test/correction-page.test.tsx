import { describe, expect, test } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { routes } from '../src/app/routes';
import { ok, renderArea, useFakeApi } from '../../packages/web-kit/test/support/render-page';
import { aClass, anAnalysis, anExercise, aQuestion, teacher, useEnglishAfterEach } from './support/class-work-data';
import { interfaceIn } from '../../packages/web-kit/test/support/interface-language';

const fake = useFakeApi();
useEnglishAfterEach();

// Sam submitted (one answer the machine judged correct, one left out); Ada's correction is finished.
function openCorrection() {
  fake.api.answer('GET', '/api/teacher/getClassById', ok(aClass()));
  fake.api.answer(
    'GET',
    '/api/teacher/getExerciseByClassAndHomework',
    ok({
      list: [
        anExercise([aQuestion(1, 'A', true), aQuestion(2, '', null)]),
        anExercise([aQuestion(1, 'B', false)], { _id: 'e-2', student: { _id: 'student-2', name: 'Ada Student', email: 'ada@example.com' }, correctionStatus: '1' }),
      ],
    }),
  );
  fake.api.answer('GET', '/api/teacher/getItemAnalysis', ok(anAnalysis({ unfinished: 1 })));
  renderArea(routes, '/teacher/correctionExercise/class-1/hw-1', teacher);
}

// antd spaces out a two-character Chinese label on a button (判 对), as Chinese typesetting does.
const spaced = (label: string) => new RegExp(`^${[...label].join('\\s?')}$`);

describe('Correct Exercise', () => {
  test('in English: each student with their counts, the first one open with its question, marks and FINISH', async () => {
    openCorrection();

    await screen.findByRole('heading', { name: 'Correct Exercise' });
    expect(await screen.findByText('answered 1/2 · corrected 1 · correct 1')).toBeTruthy();
    expect(screen.getByText('Correct (choice letters compared exactly)')).toBeTruthy();
    for (const name of ['SUBMIT COMMENTS', 'Right', 'Wrong', 'FINISH']) expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(await screen.findByText('From 0 finished exercises; left out: 1 exercise not finished yet.')).toBeTruthy();
  });

  test('in Chinese: the counts, the question, the verdicts, the marks and the item analysis', async () => {
    await interfaceIn('zh');
    openCorrection();

    await screen.findByRole('heading', { name: '批改作业' });
    expect(await screen.findByText('已答 1/2 · 已批改 1 · 正确 1')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '第 1 题 ✓' })).toBeTruthy();
    expect(screen.getByText('正确（逐一比对选项字母）')).toBeTruthy();
    expect(screen.getByText('教师批改').closest('tr')!.textContent).toContain('未批改');
    for (const name of ['提交评语', spaced('判对'), spaced('判错'), '完成批改']) expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '题目分析' })).toBeTruthy();
    expect(await screen.findByText('依据 0 份已完成的练习；未计入：1 份尚未完成的练习。')).toBeTruthy();
    expect(screen.getByText('克龙巴赫 α 系数：数据不足')).toBeTruthy();
  });

  test('in Chinese: a finished correction offers the e-mail, whose form asks for a title first', async () => {
    await interfaceIn('zh');
    openCorrection();

    fireEvent.click(await screen.findByText('Ada Student'));
    const sendEmail = await screen.findByRole('button', { name: '发送邮件' });
    expect(screen.getByRole('button', { name: '已完成' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(sendEmail);
    const dialog = await screen.findByRole('dialog', { name: '给 Ada Student 发送邮件' });
    fireEvent.click(within(dialog).getByRole('button', { name: spaced('发送') }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('请输入标题');
    expect(fake.api.received.filter((call) => call.path === '/api/teacher/sendCorrectionEmail')).toEqual([]);
  });
});
