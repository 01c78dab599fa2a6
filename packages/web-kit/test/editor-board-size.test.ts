import { describe, expect, test } from 'vitest';
import { BOARD_SIZE, boardDialogWidth, boardSizeFor } from '../src/editor/board-size';

// Window sizes from real devices; the dialog's own space around the canvas was measured in Chromium (dev/look.ts).
describe('the drawing board fits the window both ways (800×800, sized to the window on a phone)', () => {
  test('a large screen shows the full 800×800 board with the tools above it', () => {
    expect(boardSizeFor({ width: 1920, height: 1080 })).toEqual({ size: BOARD_SIZE, layout: 'stacked' });
    expect(boardSizeFor({ width: 1400, height: 1000 })).toEqual({ size: BOARD_SIZE, layout: 'stacked' });
  });

  test('a landscape phone (844×390) gets a board that fits its height, with the tools beside it', () => {
    const fit = boardSizeFor({ width: 844, height: 390 });
    expect(fit.layout).toBe('side');
    expect(fit.size).toBeLessThanOrEqual(390 - 32 - 72);
    expect(fit.size).toBeGreaterThan(250);
    expect(boardDialogWidth(fit)).toBeLessThanOrEqual(844 - 32);
  });

  test('a portrait phone (390×844) gets a board as wide as the window allows, tools above', () => {
    const fit = boardSizeFor({ width: 390, height: 844 });
    expect(fit).toEqual({ size: 390 - 32 - 48, layout: 'stacked' });
    expect(boardDialogWidth(fit)).toBe(390 - 32);
  });

  test('a short laptop screen (1366×768) puts the tools beside a board that fits the height', () => {
    const fit = boardSizeFor({ width: 1366, height: 768 });
    expect(fit).toEqual({ size: 768 - 32 - 72, layout: 'side' });
  });

  test('whichever way, the dialog fits inside the window', () => {
    for (const [width, height] of [[1280, 900], [1024, 768], [768, 1024], [667, 375], [360, 640], [412, 915], [915, 412]]) {
      const fit = boardSizeFor({ width, height });
      expect(boardDialogWidth(fit), `${width}×${height}`).toBeLessThanOrEqual(width - 32);
      expect(fit.size, `${width}×${height}`).toBeLessThanOrEqual(Math.min(BOARD_SIZE, height - 32 - 72));
    }
  });

  test('never below a usable minimum, even in a tiny window', () => {
    expect(boardSizeFor({ width: 200, height: 200 }).size).toBe(160);
  });
});
