import { describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { seriousViolations } from '../support/axe';
import { useBrowser, waitForArea } from '../support/browser';

const browser = useBrowser();

// These run in the page. The e2e TypeScript program has Node's types, not the DOM's, so page objects are `any` here.

/** Counts the page's requestAnimationFrame calls (matter-js's runner asks for one every frame while it lives). */
async function countFrames(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const scope = globalThis as any;
    const request = scope.requestAnimationFrame.bind(scope);
    scope.__frames = {
      requested: 0,
      /** Resolves after `n` frames, asked for without counting them. */
      pass: (n: number) => new Promise((resolve) => {
        let seen = 0;
        const next = () => (++seen >= n ? resolve(null) : request(next));
        request(next);
      }),
    };
    scope.requestAnimationFrame = (callback: any) => {
      scope.__frames.requested += 1;
      return request(callback);
    };
  });
}

/** How many frames the page asked for while 30 frames went by. */
function framesAskedDuring30(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const frames = (globalThis as any).__frames;
    const before = frames.requested;
    await frames.pass(30);
    return frames.requested - before;
  });
}

/** Waits for `n` frames of the page to be drawn: what the sandbox would need to move the ball. */
const framesPass = (page: Page, n: number) => page.evaluate((count) => (globalThis as any).__frames.pass(count), n);

const sandboxOf = (page: Page) => page.getByTestId('physics-sandbox');
const read = (sandbox: Locator, name: string) => sandbox.getAttribute(`data-${name}`);

/** Moves an antd slider with the keyboard, as a visitor without a mouse would. */
async function press(slider: Locator, key: string, times: number) {
  await slider.focus();
  for (let i = 0; i < times; i += 1) await slider.press(key);
}

describe('the demo page: a physics sandbox beside typeset formulas', () => {
  test('a visitor follows the site\'s link, reads the formulas, aims, fires, pauses, resumes and resets', async () => {
    const page = await browser.newPage();
    await countFrames(page);
    await page.goto('/');
    await waitForArea(page, 'mf_public');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Physics sandbox and formulas' }).waitFor();
    await page.getByRole('link', { name: 'Try the physics sandbox' }).click();
    await page.waitForURL((url) => url.pathname === '/demo');

    // The formulas, typeset by MathJax (CHTML, with a MathML copy for screen readers).
    const formulas = page.getByRole('region', { name: 'Formulas' });
    await expect.poll(() => formulas.locator('mjx-container[jax="CHTML"]').count()).toBeGreaterThanOrEqual(6);
    expect(await formulas.locator('mjx-assistive-mml').count()).toBeGreaterThanOrEqual(6);
    expect(await formulas.getByRole('heading', { name: 'The quadratic formula' }).count()).toBe(1);

    const sandbox = sandboxOf(page);
    await expect.poll(() => read(sandbox, 'status')).toBe('ready');
    expect(await read(sandbox, 'ball')).toBe('ready');

    // Aim: 40° (from 45°) and 20 m/s (from 18 m/s); the prediction follows, worked out in typeset maths.
    const angle = page.getByRole('slider', { name: 'Launch angle' });
    const speed = page.getByRole('slider', { name: 'Launch speed' });
    await press(angle, 'ArrowLeft', 5);
    await press(speed, 'ArrowRight', 2);
    expect(await angle.getAttribute('aria-valuenow')).toBe('40');
    expect(await angle.getAttribute('aria-valuetext')).toBe('40 degrees');
    expect(await speed.getAttribute('aria-valuetext')).toBe('20 metres per second');
    await sandbox.getByText('40°', { exact: true }).waitFor();
    await sandbox.getByText('20 m/s', { exact: true }).waitFor();
    const predicted = 400 * Math.sin((80 * Math.PI) / 180) / 9.81;
    expect(await page.getByTestId('predicted-range').textContent()).toBe(`${predicted.toFixed(1)} m`);
    await expect.poll(() => page.getByRole('region', { name: 'Predicted range' }).locator('mjx-container').textContent()).toContain(predicted.toFixed(1));

    // Fire, and pause while the ball is in the air: its position and the clock stop.
    await page.getByRole('button', { name: 'Fire' }).click();
    await expect.poll(() => read(sandbox, 'ball')).toBe('flying');
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect.poll(() => read(sandbox, 'running')).toBe('false');
    await page.getByRole('status').filter({ hasText: 'Paused. The ball is in the air.' }).waitFor();
    const paused = { x: await read(sandbox, 'ball-x'), time: await read(sandbox, 'flight-time') };
    await framesPass(page, 30);
    expect({ x: await read(sandbox, 'ball-x'), time: await read(sandbox, 'flight-time') }).toEqual(paused);
    expect(await read(sandbox, 'ball')).toBe('flying');

    // Resume: it flies on and lands near where the formula says.
    await page.getByRole('button', { name: 'Resume' }).click();
    await expect.poll(() => read(sandbox, 'flight-time').then(Number)).toBeGreaterThan(Number(paused.time));
    await expect.poll(() => read(sandbox, 'ball')).toBe('landed');
    const landing = await page.getByRole('status').filter({ hasText: 'The ball landed' }).textContent();
    const landed = Number(/landed ([\d.]+) m/.exec(landing ?? '')?.[1]);
    expect(Math.abs(landed - predicted)).toBeLessThan(0.6);
    expect(landing).toContain(`the formula predicts ${predicted.toFixed(1)} m`);

    // Reset: the ball is back on the launcher.
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect.poll(() => read(sandbox, 'ball')).toBe('ready');
    // The engine runs on: the ball settles on the launcher by a centimetre or so, as a real one would.
    expect(Math.abs(Number(await read(sandbox, 'ball-x')))).toBeLessThan(0.05);
    expect(await read(sandbox, 'flight-time')).toBe('0.000');
    expect(await seriousViolations(page)).toEqual([]);

    // While the sandbox runs it asks for a frame each frame; once the visitor leaves, nothing is left running.
    expect(await framesAskedDuring30(page)).toBeGreaterThanOrEqual(25);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await sandboxOf(page).waitFor({ state: 'detached' });
    expect(await framesAskedDuring30(page)).toBeLessThan(5);
  });

  test('/simview is the sandbox alone, across the page; the ramp\'s friction holds or lets go of the block', async () => {
    const page = await browser.newPage();
    await countFrames(page);
    await page.goto('/simview');
    const sandbox = sandboxOf(page);
    await expect.poll(() => read(sandbox, 'status')).toBe('ready');
    expect(await page.getByRole('heading', { name: 'Physics sandbox', level: 1 }).count()).toBe(1);
    expect(await page.getByRole('region', { name: 'Formulas' }).count()).toBe(0);
    const canvas = await sandbox.locator('canvas').boundingBox();
    const content = await page.locator('#area-mf_public').boundingBox();
    expect(canvas!.width).toBeGreaterThan(content!.width * 0.6);

    const friction = page.getByRole('slider', { name: 'Friction coefficient μ' });
    await press(friction, 'End', 1);
    await sandbox.getByText(/Friction holds the block: μ ≥ tan 30° ≈ 0\.58/).waitFor();
    await press(friction, 'Home', 1);
    await sandbox.getByText(/The block slides with a = g\(sin 30° − μ cos 30°\) ≈ 4\.9\d m\/s²/).waitFor();

    await page.getByRole('button', { name: 'Fire' }).click();
    await expect.poll(() => read(sandbox, 'ball')).toBe('landed');
    expect(await seriousViolations(page)).toEqual([]);
  });

  // One page asks for both: reduced motion changes when the scene runs, the phone's width how it is laid out.
  test('on a phone asking for reduced motion, the sandbox and the formulas fit the screen\'s width, and nothing moves until the visitor fires', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await countFrames(page);
    await page.goto('/demo');
    const sandbox = sandboxOf(page);
    await expect.poll(() => read(sandbox, 'status')).toBe('ready');
    expect(await read(sandbox, 'running')).toBe('false');
    await sandbox.getByText('Your system asks for reduced motion').waitFor();
    expect(await page.getByRole('button', { name: 'Resume' }).count()).toBe(1);
    await expect.poll(() => page.getByRole('region', { name: 'Formulas' }).locator('mjx-container').count()).toBeGreaterThanOrEqual(6);

    const canvas = await sandbox.locator('canvas').boundingBox();
    expect(canvas!.width).toBeLessThanOrEqual(390);
    // The scene keeps its 16:9 shape (give or take its 1 px border), only smaller.
    expect(Math.abs(canvas!.height - (canvas!.width * 9) / 16)).toBeLessThan(2);
    expect(await page.evaluate(() => (globalThis as any).document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.getByRole('button', { name: 'Fire' }).click();
    await expect.poll(() => read(sandbox, 'running')).toBe('true');
    await expect.poll(() => read(sandbox, 'ball')).toBe('landed');
  });
});
