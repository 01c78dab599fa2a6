import { createWebConfig } from '@tp/mf-build/create-web-config';

/** mf-public: a remote exposing `./app` (packages/mf-build holds the shared configuration). */
export default (_env, argv = {}) =>
  createWebConfig({
    dir: import.meta.dirname,
    role: 'remote',
    name: 'mf_public',
    expose: './src/app/app.tsx',
    entry: './src/app/dev-main.ts',
    devPort: 3001,
    mode: argv.mode ?? 'production',
  });
