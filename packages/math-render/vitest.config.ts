import { defineConfig } from 'vitest/config';

// MathJax's first load and a 200-formula text take seconds on a busy two-core machine.
export default defineConfig({ test: { name: 'math-render', include: ['test/**/*.test.ts'], testTimeout: 30_000 } });
