import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'service-registry', include: ['test/**/*.test.ts'] } });
