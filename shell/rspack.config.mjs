import { createWebConfig } from '@tp/mf-build/create-web-config';

/** The shell: the Module Federation host and single-spa root config (packages/mf-build holds the shared configuration). */
export default (_env, argv = {}) =>
  createWebConfig({
    dir: import.meta.dirname,
    role: 'host',
    name: 'shell',
    entry: './src/main.ts',
    remoteAreas: './src/app/remote-areas.ts',
    // What every page loads before the frame is drawn (a web-kit module brings web-kit's group with the frame's antd
    // parts; the frame's texts bring the interface's languages): hinted in the page so it loads beside main.js.
    // e2e/browser/shell-loading-path.test.ts checks the list.
    startupShared: [
      'react', 'react-dom', 'single-spa', '@ant-design/cssinjs', '@tp/web-kit/session',
      '@tp/web-kit/i18n/site-i18n', '@tp/web-kit/i18n/messages', '@tp/web-kit/i18n/spec-messages', '@tp/web-kit/i18n/kit-texts',
      '@tp/web-kit/ui/locale-en',
    ],
    devPort: 3000,
    mode: argv.mode ?? 'production',
  });
