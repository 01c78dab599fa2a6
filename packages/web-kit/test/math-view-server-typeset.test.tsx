import { afterEach, describe, expect, test, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { typesetHtml } from '@tp/math-render/typeset-html';
import { MathView } from '../src/math/math-view';
import * as typesetModule from '../src/math/typeset-math';

afterEach(() => {
  vi.restoreAllMocks();
  cleanup();
});

describe('MathView with maths the server drew (typeset="server", docs/decisions/004)', () => {
  test('the SVG pictures and hidden MathML of the server are shown as they came, and MathJax is never loaded', () => {
    const load = vi.spyOn(typesetModule, 'loadMathJax');
    const fromServer = typesetHtml('<p>Area \\(\\pi r^2\\), and it costs \\$5 or \\$6.</p>');

    const { container } = render(<MathView html={fromServer} typeset="server" />);

    const view = container.querySelector('.tp-math-view')!;
    const glyphs = Array.from(view.querySelectorAll('mjx-container[jax="SVG"] > svg use'));
    expect(glyphs.length).toBeGreaterThan(0);
    for (const use of glyphs) expect(view.querySelector(`path[id="${use.getAttribute('xlink:href')!.slice(1)}"]`)).not.toBeNull();
    expect(view.querySelector('mjx-assistive-mml math')?.textContent).toBe('πr2');
    expect(view.querySelector('svg')!.getAttribute('aria-hidden')).toBe('true');
    expect(view.textContent).toContain('it costs $5 or $6.'); // dollars that look like maths stay dollars
    expect(load).not.toHaveBeenCalled();
  });

  test('what the sanitiser removes from stored text it still removes around drawn maths', () => {
    const hostile =
      '<p onclick="x()">\\(x\\)</p><svg><script>window.hacked=1</script><foreignObject><img src=x onerror="window.hacked=1"></foreignObject></svg>' +
      '<math><mi xlink:href="javascript:alert(1)">y</mi></math><a href="javascript:alert(1)">l</a>';

    const { container } = render(<MathView html={typesetHtml(hostile)} typeset="server" />);

    const html = container.innerHTML;
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|foreignObject/i);
    expect(container.querySelectorAll('mjx-container svg').length).toBe(1);
  });

  test('a <use> may only show a glyph of the page, never a file or another site', () => {
    const hostile =
      '<svg><use href="https://evil.example/x.svg#a"></use><use xlink:href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=#a"></use>' +
      '<use href="/uploads/x.svg#a"></use><use href="#MJX-abc-TEX-N-32"></use></svg>';

    const { container } = render(<MathView html={hostile} typeset="server" />);

    const refs = Array.from(container.querySelectorAll('use')).map((use) => [use.getAttribute('href'), use.getAttribute('xlink:href')]);
    expect(refs).toEqual([[null, null], [null, null], [null, null], ['#MJX-abc-TEX-N-32', null]]);
  });

  test('without the flag, drawn maths is not trusted: SVG and MathML are removed as from any stored text', () => {
    const { container } = render(<MathView html={typesetHtml('<p>\\(x\\)</p>')} />);
    expect(container.querySelector('svg, math')).toBeNull();
  });
});
