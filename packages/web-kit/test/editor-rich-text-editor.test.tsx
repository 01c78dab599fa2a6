import { afterEach, describe, expect, test, vi } from 'vitest';
import { act, cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { setContentLanguage } from '../src/content-language';
import { RemoteRoot } from '../src/remote-root';
import { EDITOR_HEIGHT, RichTextEditor } from '../src/editor/rich-text-editor';
import { formulaHtml } from '../src/editor/formula-html';

// Lazy chunks (Quill, MathJax) load through Vite's transform on first use: slow on a busy machine, so allow time.
const eventually = (check: () => void) => vi.waitFor(check, { timeout: 15_000, interval: 20 });
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  localStorage.removeItem('language');
});

/** Quill reads the editor through a MutationObserver, as it reads typing: changing its DOM is an edit. */
function appendText(textbox: HTMLElement, text: string) {
  textbox.querySelector('p')!.append(text);
}

describe('RichTextEditor', () => {
  test('while it loads, a status says so; the spinner inside carries no label a plain element may not have', async () => {
    render(<RichTextEditor value="<p>Hi</p>" onChange={() => {}} aria-label="Introduction" />);
    const status = screen.getByRole('status', { name: 'Loading the editor' });
    expect(status.querySelector('.ant-spin')).not.toBeNull();
    expect(status.querySelector('[aria-label]')).toBeNull();
    await screen.findByRole('textbox', { name: 'Introduction' });
    expect(screen.queryByRole('status', { name: 'Loading the editor' })).toBeNull();
  });

  test('shows its value in a labelled text box, with a labelled toolbar', async () => {
    render(<RichTextEditor value="<p>Hello <strong>world</strong></p>" onChange={() => {}} aria-label="Question text" />);
    const textbox = await screen.findByRole('textbox', { name: 'Question text' });
    expect(textbox.textContent).toBe('Hello world');
    expect(textbox.querySelector('strong')!.textContent).toBe('world');

    const toolbar = screen.getByRole('toolbar', { name: 'Question text formatting' });
    const names = within(toolbar)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual(
      expect.arrayContaining([
        'Heading', 'Bold', 'Italic', 'Underline', 'Strikethrough', 'Numbered list', 'Bulleted list',
        'Insert link', 'Upload image', 'Upload video', 'Insert formula', 'Drawing board', 'Clear formatting',
      ]),
    );
  });

  test('reports an edit as HTML, and a new value from outside replaces the content without a report', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<RichTextEditor value="<p>One</p>" onChange={onChange} aria-label="Answer" />);
    const textbox = await screen.findByRole('textbox', { name: 'Answer' });

    appendText(textbox, ' two');
    await eventually(() => expect(onChange).toHaveBeenLastCalledWith('<p>One two</p>'));

    onChange.mockClear();
    rerender(<RichTextEditor value="<h2>Fresh</h2><ul><li>item</li></ul>" onChange={onChange} aria-label="Answer" />);
    await eventually(() => expect(textbox.textContent).toBe('Freshitem'));
    expect(textbox.querySelector('h2')!.textContent).toBe('Fresh');
    expect(onChange).not.toHaveBeenCalled();
  });

  test('keeps a formula\'s TeX through the editor and stores it as MathView reads it', async () => {
    const onChange = vi.fn();
    const tex = 'x = \\frac{-b \\pm \\sqrt{b^2-4ac}}{2a}';
    render(<RichTextEditor value={`<p>Roots: ${formulaHtml(tex)}</p>`} onChange={onChange} aria-label="Question" />);
    const textbox = await screen.findByRole('textbox', { name: 'Question' });
    expect(textbox.querySelector('.ql-formula')!.getAttribute('data-value')).toBe(tex);
    await eventually(() => expect(textbox.querySelector('.ql-formula mjx-container')).not.toBeNull()); // typeset

    appendText(textbox, ' done');
    await eventually(() => expect(onChange).toHaveBeenCalled());
    expect(onChange.mock.lastCall![0]).toBe(`<p>Roots: ${formulaHtml(tex)} done</p>`);
  });

  test('spaces are stored as spaces (so lines wrap), a run of them keeps its width; emptied is ""', async () => {
    const onChange = vi.fn();
    render(<RichTextEditor value="<p>a b</p>" onChange={onChange} aria-label="Answer" />);
    const textbox = await screen.findByRole('textbox', { name: 'Answer' });
    appendText(textbox, ' c   d');
    await eventually(() => expect(onChange).toHaveBeenLastCalledWith('<p>a b c &nbsp;&nbsp;d</p>'));

    textbox.querySelector('p')!.textContent = '';
    await eventually(() => expect(onChange).toHaveBeenLastCalledWith(''));
  });

  test('read-only: not editable, and no toolbar to format or upload with', async () => {
    render(<RichTextEditor value="<p>Locked</p>" onChange={() => {}} readOnly aria-label="Answer" />);
    const textbox = await screen.findByRole('textbox', { name: 'Answer' });
    expect(textbox.getAttribute('contenteditable')).toBe('false');
    expect(textbox.getAttribute('aria-readonly')).toBe('true');
    expect(screen.queryByRole('toolbar')).toBeNull();
  });

  test('the writing area takes the height asked for', async () => {
    const { container } = render(
      <RichTextEditor value="" onChange={() => {}} height={EDITOR_HEIGHT.exerciseAnswer} aria-label="Answer" />,
    );
    await screen.findByRole('textbox', { name: 'Answer' });
    const editor = container.querySelector<HTMLElement>('.tp-rich-text-editor')!;
    expect(editor.style.getPropertyValue('--tp-editor-height')).toBe('300px');
    expect(EDITOR_HEIGHT).toEqual({ default: 500, answer: 200, exerciseAnswer: 300 });
  });

  test('a pasted file of a type the editor does not take is named in a message saying what it takes; the rest upload', async () => {
    const upload = vi.fn(async (file: File) => `/uploads/${file.name}`);
    render(<RichTextEditor value="<p>Notes</p>" onChange={() => {}} upload={upload} aria-label="Answer" />);
    const textbox = await screen.findByRole('textbox', { name: 'Answer' });
    textbox.focus();
    const pdf = new File(['%PDF-1.4'], 'notes.pdf', { type: 'application/pdf' });
    const png = new File(['png'], 'graph.png', { type: 'image/png' });

    fireEvent.paste(textbox, { clipboardData: { getData: () => '', files: [pdf, png] } });

    await screen.findByText('"notes.pdf" was not added: only images (PNG, JPEG, GIF, WebP) and videos (MP4, WebM, Ogg) can be dropped or pasted here.');
    await eventually(() => expect(upload).toHaveBeenCalledOnce());
    expect(upload).toHaveBeenCalledWith(png, 'image');
    await eventually(() => expect(textbox.querySelector('img')?.getAttribute('src')).toBe('/uploads/graph.png'));
  });

  test('in Chinese: the editor, its toolbar and its messages; switched to English, the toolbar follows', async () => {
    localStorage.setItem('language', 'zh');
    render(
      <RemoteRoot>
        <RichTextEditor value="<p>笔记</p>" onChange={() => {}} upload={async (file) => `/uploads/${file.name}`} />
      </RemoteRoot>,
    );
    const textbox = await screen.findByRole('textbox', { name: '富文本编辑器' });
    const toolbar = screen.getByRole('toolbar', { name: '富文本编辑器格式工具栏' });
    const names = () => within(toolbar).getAllByRole('button').map((button) => button.getAttribute('aria-label'));
    expect(names()).toEqual(expect.arrayContaining(['标题', '加粗', '编号列表', '插入链接', '上传图片', '插入公式', '画板', '清除格式']));

    textbox.focus();
    const files = [new File(['a'], 'a.pdf', { type: 'application/pdf' }), new File(['b'], 'b.txt', { type: 'text/plain' })];
    fireEvent.paste(textbox, { clipboardData: { getData: () => '', files } });
    await screen.findByText('2 个文件未添加：这里只能拖入或粘贴图片（PNG、JPEG、GIF、WebP）和视频（MP4、WebM、Ogg）。');

    await act(() => setContentLanguage('en'));
    expect(screen.getByRole('toolbar', { name: 'Rich text editor formatting' })).toBe(toolbar);
    expect(names()).toEqual(expect.arrayContaining(['Heading', 'Bold', 'Insert formula', 'Clear formatting']));
  });
});

