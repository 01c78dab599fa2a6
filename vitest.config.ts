import { defineConfig } from 'vitest/config';
import { COMPONENT_PROJECT_GLOBS } from './scripts/lib/test-projects.mjs';

/**
 * React's scheduler runs queued work on a timer (setImmediate). Work a screen test queued just before its file ended
 * can run after vitest has removed that file's jsdom page, and throws "window is not defined" from react-dom: every
 * test of the file has passed by then and nothing of a later file is touched. That one error, from React's
 * scheduler, is not counted; every other unhandled error still fails the run.
 */
function isReactWorkAfterPageRemoved(error: { name?: string; message?: string; stack?: string }): boolean {
  const stack = String(error.stack ?? '');
  return error.name === 'ReferenceError' && error.message === 'window is not defined' && stack.includes('react-dom') && stack.includes('performWorkUntilDeadline');
}

/** Each workspace with tests has its own vitest.config.ts; this lists them so one run covers the repository. */
export default defineConfig({
  test: {
    projects: [...COMPONENT_PROJECT_GLOBS, 'e2e/vitest.exam-day.config.ts', 'e2e/vitest.resilience.config.ts'],
    onUnhandledError: (error) => !isReactWorkAfterPageRemoved(error),
  },
});
