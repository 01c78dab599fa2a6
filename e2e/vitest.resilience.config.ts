import { defineConfig } from 'vitest/config';

/**
 * Faults through the whole stack: a stack of its own on a RabbitMQ of its own (resilience/private-stack-setup.ts),
 * whose broker the tests stop and start. Run by `npm test`'s resilience stage, beside other stages: nothing shared
 * is touched.
 */
export default defineConfig({
  test: {
    name: 'e2e-resilience',
    root: import.meta.dirname,
    include: ['resilience/**/*.test.ts'],
    globalSetup: ['resilience/private-stack-setup.ts'],
    fileParallelism: false,
    testTimeout: 240_000,
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 180_000,
    pool: 'forks',
  },
});
