import { createWebConfig } from '@tp/mf-build/create-web-config';

/** The shell: the Module Federation host and single-spa root config (packages/mf-build holds the shared configuration). */
export default (_env, argv = {}) =>
  createWebConfig({
    dir: import.meta.dirname,
    role: 'host',
    name: 'shell',
    entry: './src/main.ts',
    remoteAreas: './src/app/remote-areas.ts',
    devPort: 3000,
    mode: argv.mode ?? 'production',
  });
