import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser, waitForArea } from '../support/browser';
import { homeworkForClass } from '../support/exam-class';

const browser = useBrowser();

/** The page's storage says 中文 before its first script runs, as the language switch leaves it. */
async function inChinese(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('language', 'zh'));
}

// Which texts each screen shows in each language is proven by the screens' tests and the completeness check; this
// shows the one switch in a real browser: the server's drawing, the take-over, the switch back, signed-in screens.
describe('the interface in Chinese', () => {
  test('a Chinese browser gets /login in Chinese from the server on; the switch on / turns the frame into English', async () => {
    const page = await browser.newPage();
    await page.setExtraHTTPHeaders({ 'accept-language': 'zh-CN,zh;q=0.9' });
    const drawn = await (await page.request.get('/login', { headers: { 'accept-language': 'zh-CN,zh;q=0.9' } })).text();
    // Drawn on the server once its render thread is warm (seconds): the page is then Chinese before any script.
    if (drawn.includes('data-server-drawn')) expect(drawn).toContain('<html lang="zh-CN">');

    await page.addInitScript(() => Object.defineProperty(navigator, 'languages', { get: () => ['zh-CN', 'zh'] }));
    await page.goto('/login');
    await waitForArea(page, 'mf_public');
    await page.getByRole('heading', { name: '登录' }).waitFor();
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '首页' }).click();
    await waitForArea(page, 'mf_public');

    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
  }, 120_000);

  test("a teacher's class list and a student's exercise screen follow the stored 中文", async () => {
    const school = await homeworkForClass(1);
    const teacher = await browser.openSignedIn(school.teacherSession, '/teach/classlist', 'mf_teaching');
    await inChinese(teacher);
    await teacher.reload();
    await teacher.getByRole('heading', { name: '我的班级' }).waitFor();
    await teacher.getByRole('button', { name: '创建班级' }).waitFor();

    const student = await browser.openSignedIn(school.studentSession, `/student/exerciseEdit/${school.exerciseId}`, 'mf_learning');
    await inChinese(student);
    await student.reload();
    await student.getByRole('button', { name: /^开\s?始$/ }).click();
    await student.getByRole('heading', { name: '第 1 题，共 2 题' }).waitFor();
    await student.getByRole('button', { name: '提交全部答案' }).click();
    await student.getByRole('dialog', { name: '提交全部答案？' }).waitFor();
  }, 180_000);
});
