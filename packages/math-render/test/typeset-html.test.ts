import { describe, expect, test } from 'vitest';
import { typesetHtml } from '../src/typeset-html';

const svgCount = (html: string) => html.match(/<svg\b/g)?.length ?? 0;

describe('typesetting the maths of rich text on the server', () => {
  test('each inline and display formula becomes an SVG picture with a hidden MathML copy; the text around it stays', () => {
    const out = typesetHtml('<p>Newton: \\(F = ma\\), and $v = v_0 + at$.</p><p>$$E = mc^2$$</p><p>\\[a^2+b^2=c^2\\]</p>');
    expect(svgCount(out)).toBe(4);
    expect(out.match(/<mjx-assistive-mml\b/g)).toHaveLength(4);
    expect(out.match(/display="true"/g)).toHaveLength(2);
    expect(out).toContain('<p>Newton: <mjx-container');
    expect(out).toContain('<mi>F</mi>');
    expect(out).not.toMatch(/\\\(|\$/);
  });

  test('text without maths comes back unchanged, byte for byte', () => {
    const html = '<p>a &amp; b &lt;tag&gt; <img src="/uploads/a.png" alt="x"><br>costs 5 dollars</p><ol><li>one</li></ol>';
    expect(typesetHtml(html)).toBe(html);
  });

  test('links, images, entities and editor formulas around the maths survive', () => {
    const out = typesetHtml('<p>a &amp; b <a href="https://x.org/?a=1&amp;b=2" target="_blank">l</a> <img src="/uploads/a.png" alt="pic"></p><span class="ql-formula" data-value="x^2">\\(x^2\\)</span>');
    expect(out).toContain('<p>a &amp; b <a href="https://x.org/?a=1&amp;b=2" target="_blank">l</a> <img src="/uploads/a.png" alt="pic"></p>');
    expect(out).toContain('<span class="ql-formula" data-value="x^2"><mjx-container');
    expect(svgCount(out)).toBe(1);
  });

  test('an escaped dollar is a dollar, not the start of a formula', () => {
    const out = typesetHtml('<p>It costs \\$5 and \\$10.</p>');
    expect(svgCount(out)).toBe(0);
    expect(out.replace(/<[^>]+>/g, '')).toBe('It costs $5 and $10.');
  });

  test('TeX that does not parse shows as its source, not as an error or a thrown exception', () => {
    const out = typesetHtml('<p>broken \\(\\frac{1}{\\)</p>');
    expect(out).not.toMatch(/<svg[^>]*>.*merror/s);
    expect(out).toContain('broken');
  });

  test('\\href to javascript: is dropped by the safe extension', () => {
    const out = typesetHtml('<p>\\(\\href{javascript:alert(1)}{x}\\)</p>');
    expect(out).not.toContain('javascript:');
    expect(svgCount(out)).toBe(1);
  });

  test('\\newcommand in one text does not leak into the next', () => {
    typesetHtml('<p>\\(\\newcommand{\\vv}{\\vec{v}} \\vv\\)</p>');
    const next = typesetHtml('<p>\\(\\vv\\)</p>');
    expect(next).not.toContain('data-c="20D7"'); // the arrow accent of \vec
  });

  test('the same text twice gives the same markup (from the cache the second time)', () => {
    const html = `<p>\\(x_${Date.now()}\\)</p>`;
    expect(typesetHtml(html)).toBe(typesetHtml(html));
  });
});
