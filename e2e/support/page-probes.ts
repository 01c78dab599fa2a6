import type { Locator, Page } from 'playwright-core';

// These run in the page. The e2e TypeScript program has Node's types, not the DOM's, so page objects are `any` here.

/**
 * Waits until every animation on the page that ends has ended (a dialog zooming in, a menu sliding open): axe reads
 * colours mid-fade, and a pointer aims at where a moving box will not stay.
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(() => {
    const doc = (globalThis as any).document;
    const ending = doc.getAnimations().filter((animation: any) => animation.effect?.getComputedTiming().endTime !== Infinity);
    return Promise.all(ending.map((animation: any) => animation.finished.catch(() => undefined))).then(() => undefined);
  });
}

/**
 * The dialog named `name` once it shows and has stopped zooming in. A click on a dialog still moving can miss its
 * target (pressed and released over different spots), so a test clicks inside a dialog only once it is still.
 */
export async function settledDialog(page: Page, name: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  await animationsDone(page);
  return dialog;
}

/** The pixels of a canvas as it is now that are not near white (the drawing board paints white paper under strokes). */
export function inkedPixelsOfCanvas(canvas: Locator): Promise<number> {
  return canvas.evaluate((element: any) => {
    const { data } = element.getContext('2d').getImageData(0, 0, element.width, element.height);
    let inked = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i] < 200 || data[i + 1] < 200 || data[i + 2] < 200) inked += 1;
    return inked;
  });
}

/** An image fetched and decoded by the page: its HTTP status and type, its size, and its pixels that are not near white. */
export function decodedImage(page: Page, src: string) {
  return page.evaluate(async (url) => {
    const scope = globalThis as any;
    const response = await fetch(url);
    const bitmap = await scope.createImageBitmap(await response.blob());
    const canvas = new scope.OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    context.drawImage(bitmap, 0, 0);
    const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    let inked = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i] < 200 || data[i + 1] < 200 || data[i + 2] < 200) inked += 1;
    return { status: response.status, type: response.headers.get('content-type'), width: bitmap.width as number, height: bitmap.height as number, inked };
  }, src);
}
