import { defineConfig } from 'vitest/config';

/**
 * The API contract: each call of the product specification that exists, sent with exactly the specification's
 * request fields and read through the specification's result fields, through the gateway of one isolated stack.
 */
export default defineConfig({
  test: {
    name: 'contract',
    root: import.meta.dirname,
    include: ['contract/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    // A page or an event can take seconds on a busy 2-core machine: a poll waits up to 10 s for its condition
    // (1 s by default), and ends as soon as it holds.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
