import { afterEach, describe, expect, test, vi } from 'vitest';
import { cleanup, configure, fireEvent, render, screen } from '@testing-library/react';
import { FormulaDialog } from '../src/editor/formula-dialog';
import { RemoteRoot } from '../src/remote-root';

// Lazy chunks (Quill, MathJax) load through Vite's transform on first use: slow on a busy machine, so allow time.
const eventually = (check: () => void) => vi.waitFor(check, { timeout: 15_000, interval: 20 });
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  localStorage.removeItem('language');
});

// antd measures the scrollbar with getComputedStyle(element, '::-webkit-scrollbar'), which jsdom does not implement.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);
// jsdom has no layout and so no ResizeObserver (antd's auto-sizing TextArea uses one): one with nothing to report.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const insertButton = (name: string | RegExp = 'Insert') => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('FormulaDialog', () => {
  test('previews the TeX with MathJax and inserts it trimmed', async () => {
    const onInsert = vi.fn();
    render(<FormulaDialog open onInsert={onInsert} onCancel={() => {}} />);
    const input = await screen.findByRole('textbox', { name: 'Formula in TeX' });
    expect(insertButton().disabled).toBe(true);

    fireEvent.change(input, { target: { value: '  E = mc^2 ' } });
    const preview = screen.getByRole('img', { name: 'Preview of E = mc^2' });
    await eventually(() => expect(preview.querySelector('mjx-container mjx-math')).not.toBeNull());

    fireEvent.click(insertButton());
    expect(onInsert).toHaveBeenCalledWith('E = mc^2');
  });

  test('refuses TeX holding \\), which would end the stored formula early', async () => {
    const onInsert = vi.fn();
    render(<FormulaDialog open onInsert={onInsert} onCancel={() => {}} />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Formula in TeX' }), { target: { value: 'a \\) b' } });
    expect(screen.getByRole('alert').textContent).toContain('A formula cannot contain \\)');
    expect(insertButton().disabled).toBe(true);
  });

  test('editing a formula starts from its TeX and offers Update', async () => {
    const onInsert = vi.fn();
    render(<FormulaDialog open initialTex="x^2" onInsert={onInsert} onCancel={() => {}} />);
    const input = (await screen.findByRole('textbox', { name: 'Formula in TeX' })) as HTMLTextAreaElement;
    expect(input.value).toBe('x^2');
    fireEvent.change(input, { target: { value: 'x^3' } });
    fireEvent.keyDown(input, { key: 'Enter', ctrlKey: true });
    expect(onInsert).toHaveBeenCalledWith('x^3');
    expect(insertButton('Update')).toBeDefined();
  });

  test('in Chinese: its title, field, hint, empty preview, refusal and button', async () => {
    localStorage.setItem('language', 'zh');
    render(
      <RemoteRoot>
        <FormulaDialog open onInsert={() => {}} onCancel={() => {}} />
      </RemoteRoot>,
    );
    const input = await screen.findByRole('textbox', { name: 'TeX 公式' });
    expect(screen.getByText('插入公式', { selector: '.ant-modal-title' })).toBeTruthy();
    expect(screen.getByText('预览（Ctrl+Enter 插入）')).toBeTruthy();
    expect(screen.getByRole('img', { name: '空白预览' })).toBeTruthy();

    fireEvent.change(input, { target: { value: 'a \\) b' } });
    expect(screen.getByRole('alert').textContent).toContain('公式中不能包含 \\)，请删除后再插入。');
    expect(insertButton(/^插\s?入$/).disabled).toBe(true);
  });
});

