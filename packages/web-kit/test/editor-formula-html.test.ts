import { describe, expect, test } from 'vitest';
import { formulaHtml, normaliseFormula } from '../src/editor/formula-html';
import { sanitizeRichText } from '../src/math/sanitize-rich-text';
import { typesetMath } from '../src/math/typeset-math';

describe('formula storage', () => {
  test('a formula is stored as a span keeping the TeX, with \\(…\\) text for MathJax', () => {
    expect(formulaHtml('a^2 + b^2')).toBe('<span class="ql-formula" data-value="a^2 + b^2">\\(a^2 + b^2\\)</span>');
  });

  test('TeX with HTML characters is escaped, and reads back unchanged', () => {
    const tex = 'a < b \\text{ "&" } c > d';
    const holder = document.createElement('div');
    holder.innerHTML = formulaHtml(tex);
    const span = holder.querySelector('span.ql-formula')!;
    expect(span.getAttribute('data-value')).toBe(tex);
    expect(span.textContent).toBe(`\\(${tex}\\)`);
    expect(holder.querySelector('b, script')).toBeNull();
  });

  test('what the editor stores survives sanitising and is typeset by MathView\'s engine', async () => {
    const element = document.body.appendChild(document.createElement('div'));
    element.innerHTML = sanitizeRichText(`<p>Area: ${formulaHtml('\\pi r^2')}</p>`);
    await typesetMath(element);
    const span = element.querySelector('span.ql-formula')!;
    expect(span.getAttribute('data-value')).toBe('\\pi r^2');
    expect(span.querySelector('mjx-container mjx-math')).not.toBeNull();
    element.remove();
  });

  test('a formula must hold some TeX and no \\) that would end it early', () => {
    expect(normaliseFormula('  x^2 ')).toBe('x^2');
    expect(normaliseFormula('   ')).toBeNull();
    expect(normaliseFormula('a \\) b')).toBeNull();
  });
});
