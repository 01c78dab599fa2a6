import { afterEach, describe, expect, test, vi } from 'vitest';
import { cleanup, configure, render } from '@testing-library/react';
import { MathView } from '../src/math/math-view';
import { TYPESET_DEBOUNCE_MS, typesetMath } from '../src/math/typeset-math';

// Lazy chunks (Quill, MathJax) load through Vite's transform on first use: slow on a busy machine, so allow time.
const eventually = (check: () => void) => vi.waitFor(check, { timeout: 15_000, interval: 20 });
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

const typesetCount = (element: Element) => element.querySelectorAll('mjx-container').length;

describe('MathView', () => {
  test('shows the sanitised content at once, then typesets its inline and display maths', async () => {
    const { container } = render(
      <MathView html={'<p>Area \\(\\pi r^2\\) and $$E = mc^2$$</p><img src="x" onerror="window.hacked=1"><script>window.hacked=1</script>'} />,
    );
    const view = container.querySelector('.tp-math-view')!;
    expect(view.textContent).toContain('Area \\(\\pi r^2\\)');
    expect(view.querySelector('script')).toBeNull();
    expect(view.querySelector('img')!.hasAttribute('onerror')).toBe(false);

    await eventually(() => expect(typesetCount(view)).toBe(2));
    expect(view.querySelector('mjx-container[display="true"]')).not.toBeNull();
    expect(view.textContent).not.toContain('\\(');
  });

  test('typesets the $…$ and \\[…\\] forms and formula spans from the editor', async () => {
    const { container } = render(
      <MathView html={'<p>$a+b$ then \\[x^2\\] and <span class="ql-formula" data-value="y">\\(y\\)</span></p>'} />,
    );
    await eventually(() => expect(typesetCount(container)).toBe(3));
    expect(container.querySelector('.ql-formula mjx-container')).not.toBeNull();
  });

  test('content without maths is shown as it changes, untouched by MathJax', () => {
    const { container, rerender } = render(<MathView html="<p>first</p>" />);
    expect(container.textContent).toBe('first');
    rerender(<MathView html="<p>costs $5</p>" />);
    expect(container.textContent).toBe('costs $5');
    expect(typesetCount(container)).toBe(0);
  });

  test('a change to maths is shown, typeset, only after 300 ms without further changes', async () => {
    const { container, rerender } = render(<MathView html="<p>\(a\)</p>" />);
    await eventually(() => expect(typesetCount(container)).toBe(1));

    vi.useFakeTimers();
    rerender(<MathView html="<p>\(b\) \(c\)</p>" />);
    await vi.advanceTimersByTimeAsync(TYPESET_DEBOUNCE_MS - 100);
    rerender(<MathView html="<p>\(d\) \(e\) \(f\)</p>" />); // typing again restarts the wait
    await vi.advanceTimersByTimeAsync(TYPESET_DEBOUNCE_MS - 1);
    expect(typesetCount(container)).toBe(1); // the previous, typeset content is still shown

    await vi.advanceTimersByTimeAsync(1);
    expect(typesetCount(container)).toBe(3); // the latest content, never the intermediate one
    expect(container.textContent).not.toContain('\\(');
  });

  test('labelled views are regions named by the label', () => {
    const { getByRole } = render(<MathView html="<p>Solution</p>" aria-label="Solution" />);
    expect(getByRole('region', { name: 'Solution' }).textContent).toBe('Solution');
  });
});

describe('typesetMath', () => {
  test('typesets only inside the given element', async () => {
    const inside = document.body.appendChild(document.createElement('div'));
    const outside = document.body.appendChild(document.createElement('div'));
    inside.innerHTML = '<p>\\(x\\)</p>';
    outside.innerHTML = '<p>\\(y\\)</p>';
    await typesetMath(inside);
    expect(typesetCount(inside)).toBe(1);
    expect(typesetCount(outside)).toBe(0);
    expect(outside.textContent).toBe('\\(y\\)');
    inside.remove();
    outside.remove();
  });

  test('TeX cannot add a javascript: link', async () => {
    const element = document.body.appendChild(document.createElement('div'));
    element.textContent = '\\(\\href{javascript:alert(1)}{x}\\)';
    await typesetMath(element);
    expect(typesetCount(element)).toBe(1);
    expect(element.innerHTML).not.toMatch(/href="javascript:/i);
    element.remove();
  });
});
