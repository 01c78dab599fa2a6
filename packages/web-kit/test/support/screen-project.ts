import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const WEB_KIT_SOURCE = fileURLToPath(new URL('../../src/', import.meta.url));

/**
 * The vitest project of a web app's (or web-kit's) screen tests, named after its folder. web-kit's modules import
 * each other by package name (so each stays one shared instance under Module Federation); here, as in
 * tsconfig.web.json, the name points at the TypeScript source. A worker's files share one page and one module graph
 * (fresh-page.ts resets the page for each file).
 */
export function screenProject(name: string, { passWithNoTests = false } = {}) {
  return defineConfig({
    resolve: { alias: [{ find: /^@tp\/web-kit\/(.*)$/, replacement: `${WEB_KIT_SOURCE}$1` }] },
    test: {
      name,
      environment: 'jsdom',
      include: ['test/**/*.test.ts?(x)'],
      setupFiles: [fileURLToPath(new URL('./fresh-page.ts', import.meta.url))],
      isolate: false,
      testTimeout: 30_000,
      passWithNoTests,
    },
  });
}
