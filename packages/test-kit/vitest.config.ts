import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'test-kit', include: ['test/**/*.test.ts'] } });
