// Builds and serves the dev page, then drives it in Debian's Chromium and saves screenshots to look at:
// `npx tsx packages/web-kit/dev/look.ts [screenshot-dir]` (default /tmp/web-kit-look).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Locator } from 'playwright-core';
import { buildDevPage } from './build';
import { startDevServer } from './serve';

const out = process.argv[2] ?? '/tmp/web-kit-look';
mkdirSync(out, { recursive: true });
const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** The modal zooms in; its box is read once it has stopped moving. */
async function settledBox(locator: Locator) {
  await locator.waitFor();
  let previous: Awaited<ReturnType<Locator['boundingBox']>> = null;
  for (;;) {
    const box = await locator.boundingBox();
    if (box && previous && JSON.stringify(box) === JSON.stringify(previous)) return box;
    previous = box;
    await locator.page().waitForTimeout(50);
  }
}

await buildDevPage();
const server = await startDevServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
});
const problems: string[] = [];
try {
  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  const shot = (name: string) => page.screenshot({ path: path.join(out, `${name}.png`), fullPage: true });
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));

  await page.goto(server.url);
  const editor = page.getByRole('textbox', { name: 'Question text' });
  await editor.waitFor();
  await page.locator('.tp-math-view mjx-container').first().waitFor();
  await shot('1-loaded');

  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' The area of a circle is ');
  await page.getByRole('button', { name: 'Insert formula' }).first().click();
  await page.getByRole('textbox', { name: 'Formula in TeX' }).fill('A = \\pi r^2');
  await page.getByRole('img', { name: 'Preview of A = \\pi r^2' }).locator('mjx-container').waitFor();
  await shot('2-formula-dialog');
  await page.getByRole('button', { name: 'Insert', exact: true }).click();
  await page.locator('.ql-editor .ql-formula mjx-container').waitFor();
  await page.waitForFunction(() => document.querySelector('[data-testid=stored-html]')?.textContent?.includes('\\(A = \\pi r^2\\)'));
  await page.locator('.tp-math-view mjx-container').nth(2).waitFor();
  await shot('3-formula-inserted');

  // Clicking a formula in the editor opens it for editing; typing goes straight into the TeX box.
  await page.locator('.ql-editor .ql-formula').click();
  const texBox = page.getByRole('textbox', { name: 'Formula in TeX' });
  await texBox.waitFor();
  if ((await texBox.inputValue()) !== 'A = \\pi r^2') problems.push(`edit dialog shows ${await texBox.inputValue()}`);
  await page.keyboard.press('End');
  await page.keyboard.type(' + 0');
  await page.keyboard.press('Control+Enter');
  await page.waitForFunction(() => document.querySelector('[data-testid=stored-html]')?.textContent?.includes('\\(A = \\pi r^2 + 0\\)'));

  await page.getByRole('button', { name: 'Drawing board' }).first().click();
  const canvas = page.getByRole('img', { name: 'Drawing area' });
  const box = await settledBox(canvas);
  const draw = async (points: [number, number][]) => {
    await page.mouse.move(box.x + points[0][0], box.y + points[0][1]);
    await page.mouse.down();
    for (const [x, y] of points.slice(1)) await page.mouse.move(box.x + x, box.y + y, { steps: 5 });
    await page.mouse.up();
  };
  await draw([[100, 100], [300, 150], [400, 400], [200, 500]]);
  await draw([[500, 100], [700, 300]]);
  await page.keyboard.press('Control+z');
  await shot('4-board-after-undo');
  console.log(await page.getByRole('toolbar', { name: 'Drawing tools' }).ariaSnapshot());
  await page.getByRole('button', { name: 'Colour' }).focus();
  await page.keyboard.press('Enter');
  await page.locator('.ant-color-picker-inner').waitFor();
  await shot('4b-colour-picker');
  await page.keyboard.press('Enter');
  await page.locator('.ant-color-picker-inner').waitFor({ state: 'hidden' });
  await page.keyboard.press('Control+y');
  await page.getByText('Eraser').click();
  await draw([[600, 120], [600, 320]]);
  await shot('5-board-erased');
  await page.getByRole('button', { name: 'Insert', exact: true }).click();
  await page.locator('.ql-editor img[src^="/uploads/"]').waitFor();
  await shot('6-board-inserted');

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload image' }).first().click();
  await (await chooser).setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
  await page.getByText('Please choose an image file').waitFor();
  const chooser2 = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload image' }).first().click();
  await (await chooser2).setFiles({ name: 'dot.png', mimeType: 'image/png', buffer: PNG_1PX });
  await page.waitForFunction(() => document.querySelectorAll('.ql-editor img').length === 2);
  const chooser3 = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload video' }).first().click();
  await (await chooser3).setFiles({ name: 'clip.mp4', mimeType: 'video/mp4', buffer: Buffer.from('not really a video') });
  await page.locator('.tp-math-view video[src^="/uploads/"]').waitFor({ state: 'attached' });
  // A dropped image is uploaded like a chosen one (never inlined as a data: URL).
  await page.evaluate((bytes) => {
    const data = new DataTransfer();
    data.items.add(new File([new Uint8Array(bytes)], 'dropped.png', { type: 'image/png' }));
    const root = document.querySelector('.ql-editor')!;
    const box = root.getBoundingClientRect();
    root.dispatchEvent(new DragEvent('drop', { dataTransfer: data, clientX: box.left + 20, clientY: box.top + 20, bubbles: true, cancelable: true }));
  }, [...PNG_1PX]);
  await page.locator('.ql-editor img[src*="dropped.png"]').waitFor({ state: 'attached' });
  if (await page.locator('.ql-editor img[src^="data:"]').count()) problems.push('a dropped image was inlined as data:');
  // A dropped file of another type is not uploaded, and the editor says which types it takes.
  await page.evaluate(() => {
    const data = new DataTransfer();
    data.items.add(new File(['%PDF-1.4'], 'notes.pdf', { type: 'application/pdf' }));
    const root = document.querySelector('.ql-editor')!;
    const box = root.getBoundingClientRect();
    root.dispatchEvent(new DragEvent('drop', { dataTransfer: data, clientX: box.left + 20, clientY: box.top + 20, bubbles: true, cancelable: true }));
  });
  await page.getByText(/"notes.pdf" was not added: only images/).waitFor();
  await shot('6b-drop-refused');

  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Bulleted list' }).first().click();
  await page.keyboard.type('first point');
  await page.keyboard.press('Enter');
  await page.keyboard.type('second point');
  await page.waitForFunction(() => document.querySelector('[data-testid=stored-html]')?.textContent?.includes('<ul><li>first point'));
  await shot('7-uploads');
  console.log(await page.getByRole('toolbar', { name: 'Question text formatting' }).ariaSnapshot());

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Drawing board' }).first().click();
  await settledBox(page.getByRole('img', { name: 'Drawing area' }));
  await page.screenshot({ path: path.join(out, '8-board-phone.png') });
  // Turned to landscape: the board fits the window's height, tools beside it.
  await page.setViewportSize({ width: 844, height: 390 });
  const turned = await settledBox(page.getByRole('img', { name: 'Drawing area' }));
  if (turned.y + turned.height > 390) problems.push(`the landscape board reaches ${turned.y + turned.height}px in a 390px window`);
  await page.screenshot({ path: path.join(out, '9-board-landscape-phone.png') });
  await page.keyboard.press('Escape');

  console.log('stored HTML:', await page.getByTestId('stored-html').textContent());
  console.log('uploads received:', JSON.stringify(server.received));
  console.log('chunks requested:', requests.filter((u) => u.endsWith('.js') || u.endsWith('.css')).map((u) => path.basename(u)).join(' '));
} finally {
  await browser.close();
  server.close();
}
console.log(problems.length ? `problems:\n${problems.join('\n')}` : 'no console errors');
console.log(`screenshots in ${out}`);
