import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';

const SERVICES = ['identity', 'mail', 'catalog', 'question-bank', 'exercise', 'billing'];
const REMOTES = ['shell', 'mf-public', 'mf-learning', 'mf-teaching', 'mf-admin'];
const WHY_SERVICE = 'A service never imports another service\'s code: talk through an event, an /internal/ HTTP call, or a package in packages/ (DESIGN §3).';
const WHY_REMOTE = 'A remote never imports another remote\'s code: share through packages/web-kit, navigate with single-spa (DESIGN §4).';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.var/**', '**/*.d.ts', 'e2e/screenshots/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...SERVICES.map((service) => ({
              target: `./services/${service}`,
              from: SERVICES.filter((s) => s !== service).map((s) => `./services/${s}`),
              message: WHY_SERVICE,
            })),
            { target: './packages', from: ['./services', './gateway', ...REMOTES.map((r) => `./${r}`)], message: 'Packages are shared foundations: they never depend on a service, the gateway or a remote.' },
            ...REMOTES.map((remote) => ({
              target: `./${remote}`,
              from: REMOTES.filter((r) => r !== remote).map((r) => `./${r}`),
              message: WHY_REMOTE,
            })),
          ],
        },
      ],
    },
  },
);
