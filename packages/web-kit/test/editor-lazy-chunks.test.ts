// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildDevPage, type ChunkReport } from '../dev/build';

// Code only MathJax has (an internal node kind) and only Quill has (its editor class name).
const MATHJAX = 'TeXAtom';
const QUILL = 'ql-editor';

let outDir: string;
let chunks: ChunkReport[];

beforeAll(async () => {
  outDir = mkdtempSync(path.join(tmpdir(), 'web-kit-chunks-'));
  chunks = await buildDevPage(outDir); // a page that renders both RichTextEditor and MathView
}, 180_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const scripts = () => chunks.filter((chunk) => chunk.file.endsWith('.js'));

describe('what a page with an editor and a MathView downloads first', () => {
  test('neither MathJax nor Quill is in the page\'s initial JavaScript', () => {
    const initial = scripts().filter((chunk) => chunk.initial);
    expect(initial.length).toBeGreaterThan(0);
    for (const chunk of initial) {
      expect(chunk.text.includes(MATHJAX), `${chunk.file} holds MathJax`).toBe(false);
      expect(chunk.text.includes(QUILL), `${chunk.file} holds Quill`).toBe(false);
    }
  });

  test('MathJax and Quill arrive in lazy chunks of their own, with Quill\'s CSS lazy too', () => {
    const lazy = scripts().filter((chunk) => !chunk.initial);
    const mathjax = lazy.filter((chunk) => chunk.text.includes(MATHJAX));
    const quill = lazy.filter((chunk) => chunk.text.includes(QUILL));
    expect(mathjax.length).toBeGreaterThan(0);
    expect(quill.length).toBeGreaterThan(0);
    expect(mathjax.some((chunk) => quill.includes(chunk))).toBe(false);
    expect(chunks.filter((chunk) => chunk.file.endsWith('.css')).every((chunk) => !chunk.initial)).toBe(true);

    // The TeX→SVG setup is ~540 KB gzip (the SVG glyph data is most of it); all TeX packages would add more.
    expect(mathjax.reduce((sum, chunk) => sum + chunk.gzipBytes, 0)).toBeLessThan(600 * 1024);
  });
});
