import { defineConfig } from 'vitest/config';

/** One isolated stack (all services + gateway as processes) for the whole run; files run one after another. */
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['api/**/*.test.ts', 'browser/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    // A test that fails is tried once more; npm test names each one that passed only then (docs/decisions/005).
    retry: 1,
    fileParallelism: false,
    // The files of a worker share one module graph, so one Chromium and its warm contexts (support/browser.ts).
    isolate: false,
    testTimeout: 60_000,
    // A page or an event can take seconds on a busy 2-core machine: a poll waits up to 10 s for its condition
    // (1 s by default), and ends as soon as it holds.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
