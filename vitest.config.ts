import { defineConfig } from 'vitest/config';

/** Each workspace with tests has its own vitest.config.ts; this lists them so one run covers the repository. */
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'services/*/vitest.config.ts', 'gateway/vitest.config.ts', 'shell/vitest.config.ts', 'mf-*/vitest.config.ts', 'e2e/vitest.exam-day.config.ts', 'e2e/vitest.resilience.config.ts'],
  },
});
