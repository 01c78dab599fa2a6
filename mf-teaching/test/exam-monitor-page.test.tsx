import { describe, expect, test } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { EXTRA_TIME_MAX_MINUTES, EXTRA_TIME_MIN_MINUTES, type ExamMonitorSnapshot } from '@tp/contracts/exam-monitor';
import { routes } from '../src/app/routes';
import { ExamMonitorLink } from '../src/features/exam-monitor/components/exam-monitor-link';
import { ok, renderArea, renderPage, useFakeApi } from '../../packages/web-kit/test/support/render-page';
import { aClass, aMonitorRow, AT, teacher, useEnglishAfterEach } from './support/class-work-data';
import { interfaceIn } from '../../packages/web-kit/test/support/interface-language';

const fake = useFakeApi();
useEnglishAfterEach();
const minutesAfter = (minutes: number) => new Date(Date.parse(AT) + minutes * 60_000).toISOString();

// Sam started 10 minutes ago, last saved 2 minutes ago and is no longer heard from; Ada has not started.
const sam = aMonitorRow({
  exerciseId: 'e-1', status: 'in-progress', answered: 1, startedAt: minutesAfter(-10), endExamAt: minutesAfter(20), lastSavedAt: minutesAfter(-2),
});
const ada = aMonitorRow({ exerciseId: 'e-2', student: { _id: 'student-2', name: 'Ada Student', email: 'ada@example.com' } });
const snapshot: ExamMonitorSnapshot = { serverNow: AT, rows: [sam, ada] };

function openMonitor() {
  fake.api.answer('GET', '/api/teacher/getClassById', ok(aClass()));
  // The stream's snapshot, with a retry far off: the test reads the rows it brought.
  fake.api.answer('GET', '/api/teacher/examMonitorStream', { body: `retry: 600000\n\nevent: snapshot\ndata: ${JSON.stringify(snapshot)}\n\n` });
  fake.api.answer('POST', '/api/teacher/giveExtraTime', ok({ ...ada, extraMinutes: 10 }, '10 minutes of extra time given to Ada Student.'));
  renderArea(routes, '/teacher/examMonitor/class-1/hw-1', teacher);
}

const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent);
const rowOf = (name: string) => screen.getByText(name).closest('tr')!;
const findRowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

async function giveAdaTenMinutes(button: string, give: string) {
  fireEvent.click(within(rowOf('Ada Student')).getByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog', { name: button });
  fireEvent.click(within(dialog).getByRole('button', { name: give }));
  return dialog;
}

// The page draws again every second (time left): these tests ask for little, as each query waits on a busy machine.
describe('the live exam monitor', () => {
  test("in English: counts by state, each student's state, and extra time confirmed by a toast", async () => {
    openMonitor();

    await screen.findByRole('heading', { name: 'Live exam monitor' });
    await screen.findByText('Sam Student');
    expect(headers()).toEqual(['Student', 'Status', 'Answered', 'Time left', 'Last save', 'Connection', 'Action']);
    expect(within(rowOf('Sam Student')).getByText('2 min ago')).toBeTruthy();
    expect(within(rowOf('Sam Student')).getByText('Disconnected')).toBeTruthy();
    expect(screen.getByTitle('Not started (1)')).toBeTruthy();

    await giveAdaTenMinutes('Extra time for Ada Student', 'Give extra time');
    expect(await screen.findByText('10 minutes of extra time given to Ada Student.')).toBeTruthy();
    expect(within(rowOf('Ada Student')).getByText('40:00 (+10 min)')).toBeTruthy();
  });

  test('in Chinese: the counts, the filters, the columns and each student\'s state', async () => {
    await interfaceIn('zh');
    openMonitor();

    await screen.findByRole('heading', { name: '考试实时监控' });
    await screen.findByText('Sam Student');
    expect(headers()).toEqual(['学生', '状态', '已答', '剩余时间', '最近保存', '连接', '操作']);
    const counts = screen.getByLabelText('各状态的学生人数');
    expect([...counts.querySelectorAll('dt')].map((term) => term.textContent)).toEqual(['全部', '未开始', '进行中', '已交卷', '离线']);
    expect(screen.getByTitle('未开始（1）')).toBeTruthy();
    expect(screen.getByPlaceholderText('按姓名或邮箱搜索')).toBeTruthy();
    const samRow = within(rowOf('Sam Student'));
    for (const text of ['进行中', '2 分钟前', '离线']) expect(samRow.getByText(text)).toBeTruthy();
  });

  test('in Chinese: the extra time dialog and its rule on the minutes', async () => {
    await interfaceIn('zh');
    openMonitor();

    fireEvent.click(within(await findRowOf('Ada Student')).getByRole('button', { name: '给 Ada Student 加时' }));
    const dialog = await screen.findByRole('dialog', { name: '给 Ada Student 加时' });
    expect(dialog.textContent).toContain('考试尚未开始：学生开始考试时，加时会计入考试时长。');
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: '增加的分钟数' }), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认加时' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(`加时须为 ${EXTRA_TIME_MIN_MINUTES} 到 ${EXTRA_TIME_MAX_MINUTES} 分钟。`);
    expect(fake.api.received.filter((call) => call.path === '/api/teacher/giveExtraTime')).toEqual([]);
  });

  test("in Chinese, the Live monitor link on a class's exam row", async () => {
    await interfaceIn('zh');
    renderPage('/teach/class/:id/addContent', '/teach/class/class-1/addContent', <ExamMonitorLink classId="class-1" homeworkId="hw-1" name="Week 3" />, teacher);

    const link = await screen.findByRole('link', { name: 'Week 3 的实时监控' });
    expect(link.textContent).toBe('实时监控');
    expect(link.getAttribute('href')).toBe('/teacher/examMonitor/class-1/hw-1');
  });
});
