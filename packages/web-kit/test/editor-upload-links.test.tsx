import { afterEach, describe, expect, test, vi } from 'vitest';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { RichTextEditor } from '../src/editor/rich-text-editor';
import { ImageUploadField } from '../src/image-upload-field';
import { RemoteRoot } from '../src/remote-root';
import { USER_STORAGE_KEY } from '../src/session-store';

// Lazy chunks (Quill) load through Vite's transform on first use: slow on a busy machine, so allow time.
const eventually = (check: () => void) => vi.waitFor(check, { timeout: 15_000, interval: 20 });
configure({ asyncUtilTimeout: 15_000 });

const createObjectURL = URL.createObjectURL;
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  URL.createObjectURL = createObjectURL;
  localStorage.clear();
});

/** A private upload's stored path, and a link the server signed for it expiring `inSeconds` from now. */
function privateUpload(inSeconds = 600) {
  const path = `/uploads/2026/05/${crypto.randomUUID()}.png`;
  const exp = Math.floor(Date.now() / 1000) + inSeconds;
  return { path, signed: `${path}?exp=${exp}&sig=${'s'.repeat(43)}` };
}

/** The signed link as rich text from the server writes it in an attribute. */
const inAttribute = (url: string) => url.replace('&', '&amp;');

/** Quill reads the editor through a MutationObserver, as it reads typing: changing its DOM is an edit. */
function appendText(textbox: HTMLElement, text: string) {
  textbox.querySelector('p')!.append(text);
}

describe('the editor with private uploads (signed links shown, plain paths stored)', () => {
  test('a pasted picture that uploads as a private file shows through its signed link; the editor reports its plain path', async () => {
    const drawing = privateUpload();
    const onChange = vi.fn();
    render(<RichTextEditor value="<p>Working</p>" onChange={onChange} upload={async () => drawing.signed} aria-label="Answer" />);
    const textbox = await screen.findByRole('textbox', { name: 'Answer' });
    textbox.focus();

    fireEvent.paste(textbox, { clipboardData: { getData: () => '', files: [new File(['png'], 'board.png', { type: 'image/png' })] } });

    await eventually(() => expect(textbox.querySelector('img')?.getAttribute('src')).toBe(drawing.signed));
    await eventually(() => expect(onChange).toHaveBeenCalled());
    const reported = onChange.mock.lastCall![0] as string;
    expect(reported).toContain(`<img src="${drawing.path}">`);
    expect(reported).not.toContain('sig=');
  });

  test('content read with signed links is reported with plain paths; shown again from them (Next, then Previous), it uses the link it was given', async () => {
    const drawing = privateUpload();
    const onChange = vi.fn();
    const { unmount } = render(<RichTextEditor value={`<p>Working</p><p><img src="${inAttribute(drawing.signed)}"></p>`} onChange={onChange} aria-label="Answer" />);
    const textbox = await screen.findByRole('textbox', { name: 'Answer' });
    expect(textbox.querySelector('img')!.getAttribute('src')).toBe(drawing.signed);

    appendText(textbox, ' done');
    await eventually(() => expect(onChange).toHaveBeenLastCalledWith(`<p>Working done</p><p><img src="${drawing.path}"></p>`));
    unmount();

    render(<RichTextEditor value={`<p>Working done</p><p><img src="${drawing.path}"></p>`} onChange={() => {}} aria-label="Answer again" />);
    const again = await screen.findByRole('textbox', { name: 'Answer again' });
    expect(again.querySelector('img')!.getAttribute('src')).toBe(drawing.signed);
  });

  test('a video keeps its plain path in the content too', async () => {
    const clip = privateUpload();
    const video = { path: clip.path.replace('.png', '.mp4'), signed: clip.signed.replace('.png', '.mp4') };
    const onChange = vi.fn();
    render(<RichTextEditor value={`<p>Clip</p><video class="ql-video" controls="" preload="metadata" src="${inAttribute(video.signed)}"></video>`} onChange={onChange} aria-label="Answer" />);
    const textbox = await screen.findByRole('textbox', { name: 'Answer' });
    expect(textbox.querySelector('video')!.getAttribute('src')).toBe(video.signed);

    appendText(textbox, '!');
    await eventually(() => expect(onChange).toHaveBeenCalled());
    expect(onChange.mock.lastCall![0]).toBe(`<p>Clip!</p><video class="ql-video" controls="" preload="metadata" src="${video.path}"></video>`);
  });

  test('when a picture cannot load (its link unknown or expired), the user\'s own copy is fetched with their token and shown; the content keeps the plain path', async () => {
    const drawing = privateUpload(-5); // expired: not used
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ name: 'Student', token: 'student-token' }));
    const fetched: { url: string; authorization: string | null }[] = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      fetched.push({ url, authorization: new Headers(init?.headers).get('authorization') });
      return new Response(new Blob(['png']), { status: 200 });
    });
    URL.createObjectURL = () => 'blob:own-copy';
    const onChange = vi.fn();
    render(<RichTextEditor value={`<p>Working</p><p><img src="${inAttribute(drawing.signed)}"></p>`} onChange={onChange} aria-label="Answer" />);
    const textbox = await screen.findByRole('textbox', { name: 'Answer' });
    const image = textbox.querySelector('img')!;
    expect(image.getAttribute('src')).toBe(drawing.path);

    image.dispatchEvent(new Event('error'));

    await eventually(() => expect(image.getAttribute('src')).toBe('blob:own-copy'));
    expect(fetched).toEqual([{ url: drawing.path, authorization: 'Bearer student-token' }]);
    expect(onChange).not.toHaveBeenCalled(); // showing another address is no edit
    appendText(textbox, ' done');
    await eventually(() => expect(onChange).toHaveBeenLastCalledWith(`<p>Working done</p><p><img src="${drawing.path}"></p>`));
  });
});

describe('ImageUploadField with its default upload', () => {
  function Owner() {
    const [value, setValue] = useState('');
    return (
      <RemoteRoot>
        <ImageUploadField id="image" value={value} onChange={setValue} onProblem={() => {}} previewAlt="Picture" className="tp-test-image" />
      </RemoteRoot>
    );
  }

  test('keeps the stored path as the value and previews a private picture through the signed url the upload answered', async () => {
    const picture = privateUpload();
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ code: 200, msg: 'Upload success', result: { path: picture.path, url: picture.signed } }), { status: 200 }));
    const { container } = render(<Owner />);

    fireEvent.change(container.querySelector('input[type="file"]')!, { target: { files: [new File(['png'], 'photo.png', { type: 'image/png' })] } });

    await waitFor(() => expect((container.querySelector('#image') as HTMLInputElement).value).toBe(picture.path));
    expect(screen.getByRole('img', { name: 'Picture' }).getAttribute('src')).toBe(picture.signed);
  });
});
