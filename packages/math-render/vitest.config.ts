import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'math-render', include: ['test/**/*.test.ts'] } });
