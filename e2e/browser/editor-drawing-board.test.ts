import { describe, expect, test } from 'vitest';
import { signInAdmin } from '../support/api';
import { seriousViolations } from '../support/axe';
import { signInPage, useBrowser, waitForArea } from '../support/browser';
import { animationsDone, decodedImage, inkedPixelsOfCanvas, settledDialog } from '../support/page-probes';

const browser = useBrowser();

/**
 * The rich-text editor's drawing board in the built site: the admin's Home introduction editor on /admin/auditClass.
 * The drawing is inserted into the editor only (not saved), so the home page of other tests is left as it is.
 */
describe('the editor\'s drawing board', () => {
  test('a mouse stroke, Ctrl+Z and Ctrl+Y, then Insert uploads board.png through /api/file/upload, served as a PNG with the stroke', async () => {
    const { user } = await signInAdmin();
    const page = await browser.newPage();
    await signInPage(page, user);
    // Chromium does not report a multipart body holding a file: the page notes the files its fetch calls send.
    await page.addInitScript(() => {
      const sent: { url: string; name: string; type: string }[] = [];
      Object.assign(globalThis, { e2eUploads: sent });
      const fetchOfPage = globalThis.fetch;
      globalThis.fetch = (input, init) => {
        const file = init?.body instanceof FormData ? init.body.get('file') : null;
        if (file instanceof File) sent.push({ url: String(input instanceof Request ? input.url : input), name: file.name, type: file.type });
        return fetchOfPage(input, init);
      };
    });
    await page.goto('/admin/auditClass');
    await waitForArea(page, 'mf_admin');
    const editor = page.getByRole('textbox', { name: 'Home introduction' });
    await editor.waitFor();

    await page.getByRole('toolbar', { name: 'Home introduction formatting' }).getByRole('button', { name: 'Drawing board' }).click();
    const dialog = await settledDialog(page, 'Drawing board');
    const canvas = dialog.getByRole('img', { name: 'Drawing area' });
    await canvas.waitFor();
    const insert = dialog.getByRole('button', { name: 'Insert' });
    expect(await insert.isDisabled()).toBe(true);
    expect(await inkedPixelsOfCanvas(canvas)).toBe(0);
    expect(await seriousViolations(page, { include: '.ant-modal' })).toEqual([]);

    // A stroke drawn with the mouse, once the dialog's opening animation has finished (the canvas still).
    await animationsDone(page);
    const box = (await canvas.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.7, box.y + box.height * 0.4, { steps: 10 });
    await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.8, { steps: 10 });
    await page.mouse.up();
    await expect.poll(() => insert.isDisabled()).toBe(false);
    const drawn = await inkedPixelsOfCanvas(canvas);
    expect(drawn).toBeGreaterThan(200);

    await page.keyboard.press('Control+z');
    await expect.poll(() => insert.isDisabled()).toBe(true);
    expect(await inkedPixelsOfCanvas(canvas)).toBe(0);
    await page.keyboard.press('Control+y');
    await expect.poll(() => insert.isDisabled()).toBe(false);
    expect(await inkedPixelsOfCanvas(canvas)).toBe(drawn);

    const uploaded = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/file/upload' && response.request().method() === 'POST');
    await insert.click();
    const upload = await uploaded;
    expect(upload.request().headers()['authorization']).toBe(`Bearer ${user.token}`);
    const sent = await page.evaluate(() => (globalThis as unknown as { e2eUploads: { url: string; name: string; type: string }[] }).e2eUploads);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ name: 'board.png', type: 'image/png' });
    expect(new URL(sent[0].url, page.url()).pathname).toBe('/api/file/upload');
    const answer = await upload.json();
    expect(answer.code).toBe(200);
    await dialog.waitFor({ state: 'hidden' });

    const image = editor.locator('img');
    await image.waitFor();
    const src = (await image.getAttribute('src'))!;
    expect(src).toMatch(/^\/uploads\//);
    expect(src).toBe(answer.result.path);
    const served = await decodedImage(page, src);
    expect(served).toMatchObject({ status: 200, type: 'image/png', width: 800, height: 800 });
    expect(served.inked).toBeGreaterThan(200);
  });
});
