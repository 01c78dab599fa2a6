import { createWebConfig } from '@tp/mf-build/create-web-config';

/** mf-learning: a remote exposing `./app` (packages/mf-build holds the shared configuration). */
export default (_env, argv = {}) =>
  createWebConfig({
    dir: import.meta.dirname,
    role: 'remote',
    name: 'mf_learning',
    expose: './src/app/app.tsx',
    entry: './src/app/dev-main.ts',
    devPort: 3002,
    mode: argv.mode ?? 'production',
  });
