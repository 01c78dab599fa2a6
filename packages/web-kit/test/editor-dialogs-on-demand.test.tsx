import { afterEach, describe, expect, test, vi } from 'vitest';
import { cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { RichTextEditor } from '../src/editor/rich-text-editor';
import { formulaHtml } from '../src/editor/formula-html';
import { onDemand } from '../src/editor/on-demand';
import { DialogLoading } from '../src/editor/dialog-loading';
import { RemoteRoot } from '../src/remote-root';
import './support/jsdom-for-antd';

// Lazy chunks (Quill, the dialogs, MathJax) load through Vite's transform on first use: slow on a busy machine.
const eventually = (check: () => void) => vi.waitFor(check, { timeout: 15_000, interval: 20 });
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  localStorage.removeItem('language');
});

// Quill scrolls its selection into view when a toolbar button focuses it: jsdom's ranges have no layout.
Range.prototype.getBoundingClientRect ??= () => new DOMRect();
Range.prototype.getClientRects ??= () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
// jsdom paints nothing: the board's canvas has no context (its drawing is tested elsewhere).
vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);

async function editorToolbar(onChange = vi.fn()) {
  render(<RichTextEditor value="<p>Working</p>" onChange={onChange} aria-label="Your working" />);
  await screen.findByRole('textbox', { name: 'Your working' });
  return within(screen.getByRole('toolbar', { name: 'Your working formatting' }));
}

describe('the editor\'s dialogs load when first opened', () => {
  test('Insert formula: a loading status laid over the page (nothing under it moves), then the dialog, which inserts', async () => {
    const onChange = vi.fn();
    const toolbar = await editorToolbar(onChange);
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(toolbar.getByRole('button', { name: 'Insert formula' }));
    const status = screen.getByRole('status', { name: 'Loading the formula editor' });
    expect(status.closest<HTMLElement>('.tp-dialog-loading')!.style.position).toBe('fixed');

    const input = await screen.findByRole('textbox', { name: 'Formula in TeX' });
    expect(screen.queryByRole('status', { name: 'Loading the formula editor' })).toBeNull();
    fireEvent.change(input, { target: { value: 'x^2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Insert' }));
    await eventually(() => expect(onChange).toHaveBeenLastCalledWith(`<p>${formulaHtml('x^2')}Working</p>`));
  });

  test('Drawing board: a loading status, then the board; Cancel closes it', async () => {
    const toolbar = await editorToolbar();

    fireEvent.click(toolbar.getByRole('button', { name: 'Drawing board' }));
    expect(screen.getByRole('status', { name: 'Loading the drawing board' })).toBeTruthy();

    const dialog = await screen.findByRole('dialog', { name: 'Drawing board' });
    expect(within(dialog).getByRole('img', { name: 'Drawing area' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading the drawing board' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await eventually(() => expect(screen.queryByRole('img', { name: 'Drawing area' })).toBeNull());
  });
});

describe('a dialog that could not be loaded', () => {
  test('says what could not be loaded and offers Try again, in English and in Chinese', async () => {
    const retry = vi.fn();
    const { unmount } = render(<DialogLoading what="the formula editor" failed onRetry={retry} onCancel={() => {}} />);
    expect(screen.getByRole('alert').textContent).toBe('The formula editor could not be loaded. Check the connection and try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
    unmount();

    localStorage.setItem('language', 'zh');
    render(
      <RemoteRoot>
        <DialogLoading what="公式编辑器" failed onRetry={retry} onCancel={() => {}} />
      </RemoteRoot>,
    );
    await screen.findByText('公式编辑器加载失败，请检查网络连接后重试。');
    expect(screen.getByRole('button', { name: /^重\s?试$/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^取\s?消$/ })).toBeTruthy();
  });

  test('while loading, in Chinese, the status names what is loading', async () => {
    localStorage.setItem('language', 'zh');
    render(
      <RemoteRoot>
        <DialogLoading what="画板" failed={false} onRetry={() => {}} onCancel={() => {}} />
      </RemoteRoot>,
    );
    expect(await screen.findByRole('status', { name: '正在加载画板' })).toBeTruthy();
  });
});

describe('onDemand', () => {
  test('fetches once and keeps the module; a failed fetch is tried again on the next ask', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ ready: true });
    const load = onDemand(importer);

    await expect(load()).rejects.toThrow('offline');
    expect(await load()).toEqual({ ready: true });
    expect(await load()).toEqual({ ready: true });
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
