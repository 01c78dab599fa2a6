import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: [{ find: /^@tp\/web-kit\/(.*)$/, replacement: `${fileURLToPath(new URL('../packages/web-kit/src/', import.meta.url))}$1` }] },
  test: { name: 'shell', environment: 'jsdom', include: ['test/**/*.test.ts?(x)'], testTimeout: 30_000 },
});
