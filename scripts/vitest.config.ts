import { defineConfig } from 'vitest/config';

// The scripts' own tests (backup and restore), against real PostgreSQL, Redis and RabbitMQ on this run's databases.
export default defineConfig({ test: { name: 'scripts', include: ['test/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 90_000, pool: 'forks' } });
