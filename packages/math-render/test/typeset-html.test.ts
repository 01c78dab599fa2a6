import { describe, expect, test } from 'vitest';
import { countFormulas, RICH_TEXT_MAX_FORMULAS } from '@tp/contracts/rich-text-limits';
import { typesetHtml, typesetStats, TYPESET_LIMITS } from '../src/typeset-html';

/** Formula pictures (the glyphs' hidden <svg> at the end is not one). */
const svgCount = (html: string) => html.match(/<mjx-container[^>]*><svg\b/g)?.length ?? 0;
const formulas = (count: number, at = 3) => Array.from({ length: count }, (_, i) => `$x_{${i}}^2+\\sqrt{${at}}$`).join(' ');

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

  test('the same text asked for again is answered from the cache, not drawn again', () => {
    const html = `<p>\\(y_${Date.now()}\\)</p>`;
    typesetHtml(html);
    const before = typesetStats();
    typesetHtml(html);
    expect(typesetStats()).toEqual({ rendered: before.rendered, fromCache: before.fromCache + 1 });
  });
});

describe('what drawing one text may cost', () => {
  test('glyph outlines are written once per text: 200 formulas stay under 400 KB (they were 1 MB with an outline per use)', () => {
    const out = typesetHtml(`<p>${Date.now()}: ${formulas(200)}</p>`);
    expect(svgCount(out)).toBe(200);
    expect(out.length).toBeLessThan(400_000);
    expect(out.match(/<path id="MJX-[^"]*-TEX-N-32"/g)).toHaveLength(1); // the digit 2, used by every formula
  });

  test('every glyph a formula uses is defined in the same text, under ids no other text uses', () => {
    const idsOf = (html: string) => [...html.matchAll(/\bid="([^"]+)"/g)].map((m) => m[1]);
    const usedBy = (html: string) => [...html.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]);
    const a = typesetHtml(`<p>\\(a+b=${Date.now()}\\)</p>`);
    const b = typesetHtml(`<p>\\(a-b=${Date.now()}\\)</p>`);

    for (const out of [a, b]) expect(usedBy(out).every((id) => idsOf(out).includes(id))).toBe(true);
    expect(idsOf(a).filter((id) => idsOf(b).includes(id))).toEqual([]);
    expect(new Set(idsOf(a)).size).toBe(idsOf(a).length);
  });

  test(`beyond ${RICH_TEXT_MAX_FORMULAS} formulas (content saved before the limit), the rest stay as TeX`, () => {
    const out = typesetHtml(`<p>${Date.now()}: ${formulas(RICH_TEXT_MAX_FORMULAS + 5, 7)}</p>`);
    expect(svgCount(out)).toBe(RICH_TEXT_MAX_FORMULAS);
    expect(out).toContain(`$x_{${RICH_TEXT_MAX_FORMULAS + 4}}^2+\\sqrt{7}$`);
  });

  test('macros that expand a few characters into thousands of symbols are drawn only up to the budget', () => {
    const define = '\\def\\a{xxxxxxxxxx}\\def\\b{\\a\\a\\a\\a\\a\\a\\a\\a\\a\\a}\\def\\c{\\b\\b\\b\\b\\b\\b\\b\\b\\b\\b}';
    const html = `<p>$${define}\\c$ ${'$\\c$ '.repeat(50)}${Date.now()}</p>`;
    const started = performance.now();
    const out = typesetHtml(html);

    expect(html.length).toBeLessThan(400);
    expect(svgCount(out)).toBeLessThanOrEqual(Math.ceil(TYPESET_LIMITS.nodes / 1000));
    expect(out.length).toBeLessThan(1_000_000); // was 6 MB, all 51 drawn
    expect(out).toContain('$\\c$');
    expect(performance.now() - started).toBeLessThan(3_000);
  });

  test('a text of thousands of openings that never close is shown as written, at once (searching it was quadratic)', () => {
    const html = `<p>${Date.now()} $x$ ${'\\('.repeat(9_000)}</p>`;
    const started = performance.now();

    expect(typesetHtml(html)).toBe(html);
    expect(countFormulas(html).tangled).toBe(true);
    expect(performance.now() - started).toBeLessThan(1_000); // was 9 s
  });

  test('the formula count of the save rule (contracts) finds what MathJax finds', () => {
    const samples = [
      '<p>Newton: \\(F = ma\\), and $v = v_0 + at$.</p><p>$$E = mc^2$$</p><p>\\[a^2+b^2=c^2\\]</p>',
      '<p>It costs \\$5 and \\$10, or $ 5 \\$ in one$.</p>',
      '<p>$a<br>b$ and $a</p><p>b$ and <strong>$c$</strong></p>',
      '<p>\\begin{align} a &amp;= b \\\\ c &amp;= d \\end{align} and $\\text{a $b$ c}$ and ${a$b}$</p>',
      '<pre class="ql-syntax">$x$ is code</pre><p>unclosed $x and \\(y</p>',
      '<span class="ql-formula" data-value="x^2">\\(x^2\\)</span> <a href="https://x.org/?a=$b$">$l$</a>',
    ];
    for (const html of samples) expect({ html, count: countFormulas(html).formulas }).toEqual({ html, count: svgCount(typesetHtml(html)) });
  });
});

