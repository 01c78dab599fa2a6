import { defineConfig } from 'vitest/config';

/**
 * The exam-day fault tests (issue 16): a stack of their own with two exercise replicas and a Redis and a RabbitMQ of
 * their own, which they kill and restart. Run by `npm test`'s resilience step (files ending .resilience.test.ts run
 * there one at a time); each test runs a one-minute exam.
 */
export default defineConfig({
  test: {
    name: 'exam-day',
    root: import.meta.dirname,
    include: ['exam-day/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 300_000,
    pool: 'forks',
  },
});
