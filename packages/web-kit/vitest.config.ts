import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // web-kit's modules import each other by package name (so each stays one shared instance under Module
  // Federation); here, as in packages/mf-build and tsconfig.web.json, the name points at the TypeScript source.
  resolve: { alias: [{ find: /^@tp\/web-kit\/(.*)$/, replacement: `${fileURLToPath(new URL('./src/', import.meta.url))}$1` }] },
  test: { name: 'web-kit', environment: 'jsdom', include: ['test/**/*.test.ts?(x)'], testTimeout: 30_000 },
});
