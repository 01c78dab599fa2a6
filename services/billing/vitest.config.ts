import { defineConfig } from 'vitest/config';

// Files run one after another in a worker without a fresh module graph each (`isolate: false`): each file starts its
// own servers on its own databases, keys and queues (test-kit's isolation), so nothing of one reaches the next.
export default defineConfig({ test: { name: 'billing', include: ['test/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000, pool: 'forks', isolate: false } });
