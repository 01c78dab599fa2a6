import { afterEach, describe, expect, test, vi } from 'vitest';
import { act, cleanup, configure, fireEvent, render, screen } from '@testing-library/react';
import { DrawingBoard } from '../src/editor/drawing-board';
import { RemoteRoot } from '../src/remote-root';
import './support/jsdom-for-antd';

// Modals and lazy chunks can take a while on a busy machine: allow time.
configure({ asyncUtilTimeout: 15_000 });

const { innerWidth, innerHeight } = window;
afterEach(() => {
  cleanup();
  localStorage.removeItem('language');
  Object.assign(window, { innerWidth, innerHeight });
});

// jsdom paints nothing (no canvas backend): these tests cover the board's controls and history, while the
// strokes themselves and the exported PNG are checked in Chromium by dev/look.mjs.
vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);

// jsdom has no PointerEvent yet: the browser's, as far as the board reads it.
class PointerEventShim extends MouseEvent {
  readonly pointerId: number;
  readonly isPrimary: boolean;
  readonly pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 0;
    this.isPrimary = init.isPrimary ?? false;
    this.pointerType = init.pointerType ?? '';
  }
}
window.PointerEvent ??= PointerEventShim as unknown as typeof PointerEvent;

function stroke(canvas: HTMLElement, from: [number, number], to: [number, number]) {
  const pointer = { pointerId: 1, isPrimary: true, pointerType: 'mouse', button: 0 };
  fireEvent.pointerDown(canvas, { ...pointer, clientX: from[0], clientY: from[1] });
  fireEvent.pointerMove(canvas, { ...pointer, clientX: to[0], clientY: to[1] });
  fireEvent.pointerUp(canvas, { ...pointer, clientX: to[0], clientY: to[1] });
}

const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('DrawingBoard', () => {
  test('opens blank with a black pen of size 3 on an 800×800 board', async () => {
    render(<DrawingBoard open onCancel={() => {}} onInsert={() => {}} />);
    const canvas = await screen.findByRole('img', { name: 'Drawing area' });
    expect([canvas.getAttribute('width'), canvas.getAttribute('height')]).toEqual(['800', '800']);
    expect((screen.getByRole('radio', { name: /Pen/ }) as HTMLInputElement).checked).toBe(true);
    const size = screen.getByRole('slider', { name: 'Brush size' });
    expect([size.getAttribute('aria-valuemin'), size.getAttribute('aria-valuemax'), size.getAttribute('aria-valuenow')]).toEqual(['1', '10', '3']);
    expect(button('Undo').disabled).toBe(true);
    expect(button('Redo').disabled).toBe(true);
    expect(button('Clear').disabled).toBe(true);
    expect(button('Insert').disabled).toBe(true);
  });

  test('strokes can be undone and redone with the buttons and with Ctrl/Cmd+Z and Ctrl/Cmd+Y', async () => {
    render(<DrawingBoard open onCancel={() => {}} onInsert={() => {}} />);
    const canvas = await screen.findByRole('img', { name: 'Drawing area' });
    stroke(canvas, [10, 10], [50, 60]);
    stroke(canvas, [70, 10], [90, 90]);
    expect(button('Undo').disabled).toBe(false);
    expect(button('Insert').disabled).toBe(false);

    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    fireEvent.keyDown(window, { key: 'z', metaKey: true });
    expect(button('Undo').disabled).toBe(true);
    expect(button('Insert').disabled).toBe(true); // nothing left to insert

    fireEvent.keyDown(window, { key: 'y', ctrlKey: true });
    expect(button('Insert').disabled).toBe(false);
    fireEvent.click(button('Redo'));
    expect(button('Redo').disabled).toBe(true);
    fireEvent.click(button('Undo'));
    expect(button('Redo').disabled).toBe(false);
  });

  test('Clear empties the board and can be undone', async () => {
    render(<DrawingBoard open onCancel={() => {}} onInsert={() => {}} />);
    const canvas = await screen.findByRole('img', { name: 'Drawing area' });
    stroke(canvas, [10, 10], [50, 60]);
    fireEvent.click(button('Clear'));
    expect(button('Insert').disabled).toBe(true);
    expect(button('Clear').disabled).toBe(true);
    fireEvent.click(button('Undo'));
    expect(button('Insert').disabled).toBe(false);
  });

  test('a right click or a second finger does not draw', async () => {
    render(<DrawingBoard open onCancel={() => {}} onInsert={() => {}} />);
    const canvas = await screen.findByRole('img', { name: 'Drawing area' });
    fireEvent.pointerDown(canvas, { pointerId: 1, isPrimary: true, pointerType: 'mouse', button: 2 });
    fireEvent.pointerUp(canvas, { pointerId: 1, isPrimary: true, pointerType: 'mouse', button: 2 });
    fireEvent.pointerDown(canvas, { pointerId: 2, isPrimary: false, pointerType: 'touch', button: 0 });
    fireEvent.pointerUp(canvas, { pointerId: 2, isPrimary: false, pointerType: 'touch', button: 0 });
    expect(button('Undo').disabled).toBe(true);
  });

  test('a resize or a turned phone shows the board at the new size and keeps the drawing', async () => {
    render(<DrawingBoard open onCancel={() => {}} onInsert={() => {}} />);
    const canvas = (await screen.findByRole('img', { name: 'Drawing area' })) as HTMLCanvasElement;
    stroke(canvas, [10, 10], [50, 60]);
    const before = canvas.style.width;

    act(() => {
      Object.assign(window, { innerWidth: 844, innerHeight: 390 });
      window.dispatchEvent(new Event('orientationchange'));
    });

    expect(canvas.style.width).not.toBe(before);
    expect(canvas.style.width).toBe(canvas.style.height);
    expect(parseInt(canvas.style.width, 10)).toBeLessThanOrEqual(390 - 32 - 72);
    expect(screen.getByRole('img', { name: 'Drawing area' })).toBe(canvas); // the same canvas, drawing and all
    expect([canvas.width, canvas.height]).toEqual([800, 800]);
    expect(button('Undo').disabled).toBe(false);
    expect(button('Insert').disabled).toBe(false);
  });

  test('Cancel asks to close', async () => {
    const onCancel = vi.fn();
    render(<DrawingBoard open onCancel={onCancel} onInsert={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  test('in Chinese: its title, tools and buttons', async () => {
    localStorage.setItem('language', 'zh');
    render(
      <RemoteRoot>
        <DrawingBoard open onCancel={() => {}} onInsert={() => {}} />
      </RemoteRoot>,
    );
    await screen.findByRole('img', { name: '绘图区' });
    expect(screen.getByText('画板', { selector: '.ant-modal-title' })).toBeTruthy();
    expect(screen.getByRole('toolbar', { name: '绘图工具' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: /画笔/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('radio', { name: /橡皮擦/ })).toBeTruthy();
    expect(screen.getByRole('slider', { name: '画笔粗细' })).toBeTruthy();
    expect(button('颜色')).toBeTruthy();
    expect(button('撤销').disabled).toBe(true);
    expect(button('重做').disabled).toBe(true);
    expect(button(/^清\s?空$/).disabled).toBe(true);
    expect(button(/^插\s?入$/).disabled).toBe(true);
    expect(button(/^取\s?消$/)).toBeTruthy();
  });
});

