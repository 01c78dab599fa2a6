/// <reference types="vite/client" />
import { describe, expect, test } from 'vitest';
import { CONTENT_LANGUAGES } from '@tp/web-kit/content-language';
import { definedTexts } from '@tp/web-kit/i18n/messages';

// Every app's interface texts (`*-texts.ts`, and web-kit's own): loading them defines their namespaces.
const files = {
  ...import.meta.glob('../src/i18n/*.ts', { eager: true }),
  ...import.meta.glob('../../../{shell,mf-public,mf-learning,mf-teaching,mf-admin}/src/**/*-texts.ts', { eager: true }),
};

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

/**
 * The interface exists in English and Chinese: TypeScript refuses a texts file whose Chinese lacks a key of its
 * English; this checks what types cannot, that no text is empty and each language fills in the same values.
 */
describe('the interface texts', () => {
  test('are found: web-kit, the shell and the public pages at least', () => {
    expect(Object.keys(files).length).toBeGreaterThanOrEqual(4);
    expect([...definedTexts.keys()]).toEqual(expect.arrayContaining(['kit', 'spec', 'shell', 'public']));
  });

  test('every key has a text in every language, with the same {{values}}', () => {
    const problems: string[] = [];
    for (const [namespace, texts] of definedTexts) {
      for (const key of Object.keys(texts.en)) {
        for (const language of CONTENT_LANGUAGES) {
          const text = texts[language][key];
          if (typeof text !== 'string' || text.trim() === '') problems.push(`${namespace}:${key} has no ${language} text`);
          else if (placeholders(text).join() !== placeholders(texts.en[key]).join()) problems.push(`${namespace}:${key} in ${language} fills in ${placeholders(text).join() || 'nothing'}, not ${placeholders(texts.en[key]).join() || 'nothing'}`);
        }
      }
      for (const key of Object.keys(texts.zh)) if (!(key in texts.en)) problems.push(`${namespace}:${key} is in Chinese only`);
    }
    expect(problems).toEqual([]);
  });

  test("the specification's messages are their own English texts, word for word", () => {
    const spec = definedTexts.get('spec')!;
    for (const [key, text] of Object.entries(spec.en)) expect(text).toBe(key);
  });
});
