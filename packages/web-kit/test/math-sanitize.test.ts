import { describe, expect, test } from 'vitest';
import { isUploadUrl, sanitizeRichText } from '../src/math/sanitize-rich-text';

/** Parses the sanitised HTML so assertions are about elements, not string formatting. */
function sanitised(html: string): HTMLDivElement {
  const holder = document.createElement('div');
  holder.innerHTML = sanitizeRichText(html);
  return holder;
}

describe('sanitizeRichText removes what could run code', () => {
  test('script and style elements go, their text with them', () => {
    const out = sanitised('<p>a</p><script>window.hacked = 1</script><style>body{display:none}</style><p>b</p>');
    expect(out.querySelector('script, style')).toBeNull();
    expect(out.textContent).toBe('ab');
  });

  test('event handler attributes go, the element stays', () => {
    const out = sanitised('<img src="/uploads/a.png" onerror="alert(1)"><p onclick="alert(2)">hi</p>');
    expect(out.querySelector('img')!.getAttribute('onerror')).toBeNull();
    expect(out.querySelector('p')!.getAttribute('onclick')).toBeNull();
    expect(out.querySelector('p')!.textContent).toBe('hi');
  });

  test('javascript: links lose their href', () => {
    const out = sanitised('<a href="javascript:alert(1)">x</a><a href=" JaVaScRiPt:alert(1)">y</a>');
    for (const link of Array.from(out.querySelectorAll('a'))) expect(link.hasAttribute('href')).toBe(false);
  });

  test('iframes, objects, forms and SVG go', () => {
    const out = sanitised(
      '<iframe src="https://evil.example"></iframe><object data="x.swf"></object>' +
        '<form action="/api/admin/deleteUser"><input name="id"><button>Go</button></form><svg><script>1</script></svg><p>kept</p>',
    );
    expect(out.querySelector('iframe, object, form, input, button, svg')).toBeNull();
    expect(out.querySelector('p')!.textContent).toBe('kept');
  });
});

describe('sanitizeRichText keeps rich text', () => {
  test('formatting, lists, headings and formula spans are kept as written', () => {
    const html =
      '<h2>Forces</h2><p><strong>Bold</strong> <em>it</em> <u>u</u> <s>s</s></p><ol><li>one</li></ol><ul><li>two</li></ul>' +
      '<p><span class="ql-formula" data-value="F = ma">\\(F = ma\\)</span></p>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  test('images are kept, from uploads and from the web', () => {
    const out = sanitised('<img src="/uploads/board.png" alt="board"><img src="https://cdn.example/x.png">');
    expect(Array.from(out.querySelectorAll('img')).map((img) => img.getAttribute('src'))).toEqual([
      '/uploads/board.png',
      'https://cdn.example/x.png',
    ]);
  });

  test('links get rel="noopener noreferrer"; only target=_blank survives', () => {
    const out = sanitised('<a href="https://example.com" target="_blank">a</a><a href="/x" target="_top">b</a>');
    const [first, second] = Array.from(out.querySelectorAll('a'));
    expect(first.getAttribute('rel')).toBe('noopener noreferrer');
    expect(first.getAttribute('target')).toBe('_blank');
    expect(second.getAttribute('rel')).toBe('noopener noreferrer');
    expect(second.hasAttribute('target')).toBe(false);
  });
});

describe('sanitizeRichText plays video only from /uploads', () => {
  test('an uploaded video is kept with its controls', () => {
    const out = sanitised('<video class="ql-video" controls src="/uploads/clip.mp4"></video>');
    expect(out.querySelector('video')!.getAttribute('src')).toBe('/uploads/clip.mp4');
    expect(out.querySelector('video')!.hasAttribute('controls')).toBe(true);
  });

  test('a video from elsewhere, or with a foreign <source> or poster, is removed', () => {
    const out = sanitised(
      '<video src="https://evil.example/a.mp4"></video>' +
        '<video><source src="https://evil.example/b.mp4"></video>' +
        '<video src="/uploads/c.mp4" poster="https://tracker.example/p.png"></video><p>text</p>',
    );
    expect(out.querySelector('video, source')).toBeNull();
    expect(out.textContent).toBe('text');
  });

  test('isUploadUrl accepts only this origin\'s /uploads/ paths', () => {
    expect(isUploadUrl('/uploads/a.mp4')).toBe(true);
    expect(isUploadUrl(`${window.location.origin}/uploads/a.mp4`)).toBe(true);
    expect(isUploadUrl('/uploads/../api/secret')).toBe(false);
    expect(isUploadUrl('https://evil.example/uploads/a.mp4')).toBe(false);
    expect(isUploadUrl('//evil.example/uploads/a.mp4')).toBe(false);
  });
});
