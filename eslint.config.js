import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import { SERVICE_NAMES } from '@tp/service-registry';
import { WEB_APP_NAMES } from '@tp/service-registry/web-apps';
import { noSectionSign } from './scripts/lint/no-section-sign.mjs';

/** Each registered service is fenced in from the others and from the gateway. */
const SERVICES = SERVICE_NAMES;
/** Each web app (the shell and the remotes) is fenced in from the others. */
const REMOTES = WEB_APP_NAMES;
const WHY_SERVICE = 'A service never imports another service\'s code: talk through an event, an /internal/ HTTP call, or a package in packages/.';
const WHY_GATEWAY = 'The gateway routes; it never imports a service\'s code: it reaches services over HTTP through the route table. Shared code goes in packages/.';
const WHY_ROUTER = 'Build routes on createRouter() from @tp/service-kit: it is strict and case-sensitive, so a path has one spelling and the gateway\'s rate limits count every request that reaches a route.';
/** Another service's code by package name (`@tp/mail`, `@tp/mail/src/main`): the same boundary as a relative path. */
const servicePackages = (services) => services.flatMap((s) => [`@tp/${s}`, `@tp/${s}/*`]);
const WHY_ANTD = 'Import antd components from their web-kit facade, e.g. `import { Table } from \'@tp/web-kit/ui/table\'`: the shell provides every facade, so the page keeps ONE antd (one theme) and loads only the components it shows (docs/decisions/002). Types may come from antd with `import type`.';
const WHY_REACT_ROUTER = 'web-kit is shared by all remotes, each with its own react-router: a router import here would tie every remote to one copy. Take what you need as a parameter.';
const WHY_FEATURE = 'Features of a remote never import each other: what two features share goes in the remote\'s src/api or src/components, and app/ composes the features.';
/** Each remote's feature folders, read from disk so a new feature is fenced in as soon as it exists. */
const featuresOf = (remote) => (existsSync(`./${remote}/src/features`) ? readdirSync(`./${remote}/src/features`) : []);
const WHY_DOMAIN = 'domain/ holds the rules and their nouns and touches nothing outside the process: SMTP, hashing, signing, HTTP, Redis and the broker live in adapters/ or data-access/, built in main.ts and handed in.';
/** What a domain/ file may not import: the outside world (it comes in through the deps main.ts builds). */
const OUTSIDE_WORLD = ['nodemailer', 'argon2', 'bcrypt', 'jose', 'ioredis', 'pg', 'amqplib', 'express', 'multer', 'undici', 'node:http', 'node:https', 'node:net', 'node:dns'];
const WHY_REMOTE = 'A remote never imports another remote\'s code: share through packages/web-kit, navigate with single-spa (docs/decisions/002).';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.var/**', '**/*.d.ts', 'e2e/screenshots/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX, tp: { rules: { 'no-section-sign': noSectionSign } } },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } } },
    rules: {
      'tp/no-section-sign': 'error',
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
            { target: './gateway', from: SERVICES.map((s) => `./services/${s}`), message: WHY_GATEWAY },
            ...SERVICES.map((service) => ({
              target: `./services/${service}/src/domain`,
              from: [`./services/${service}/src/adapters`, `./services/${service}/src/entry-points`],
              message: WHY_DOMAIN,
            })),
            { target: './packages', from: ['./services', './gateway', ...REMOTES.map((r) => `./${r}`)], message: 'Packages are shared foundations: they never depend on a service, the gateway or a remote.' },
            ...REMOTES.map((remote) => ({
              target: `./${remote}`,
              from: REMOTES.filter((r) => r !== remote).map((r) => `./${r}`),
              message: WHY_REMOTE,
            })),
            // A remote with one feature has no other to fence it from (a zone's `from` may not be empty).
            ...REMOTES.filter((remote) => featuresOf(remote).length > 1).flatMap((remote) =>
              featuresOf(remote).map((feature) => ({
                target: `./${remote}/src/features/${feature}`,
                from: featuresOf(remote).filter((f) => f !== feature).map((f) => `./${remote}/src/features/${f}`),
                message: WHY_FEATURE,
              })),
            ),
          ],
        },
      ],
    },
  },
  ...SERVICES.map((service) => ({
    files: [`services/${service}/**/*.{ts,tsx,js,mjs}`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'express', importNames: ['Router'], message: WHY_ROUTER, allowTypeImports: true }],
          patterns: [{ group: servicePackages(SERVICES.filter((s) => s !== service)), message: WHY_SERVICE }],
        },
      ],
    },
  })),
  // The same, and no outside world, in a service's domain/ (a later block replaces the rule's options, so both are given).
  ...SERVICES.map((service) => ({
    files: [`services/${service}/src/domain/**/*.{ts,tsx,js,mjs}`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: OUTSIDE_WORLD.map((name) => ({ name, message: WHY_DOMAIN })),
          patterns: [{ group: servicePackages(SERVICES.filter((s) => s !== service)), message: WHY_SERVICE }],
        },
      ],
    },
  })),
  {
    files: ['gateway/**/*.{ts,tsx,js,mjs}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: servicePackages(SERVICES), message: WHY_GATEWAY }] }] },
  },
  {
    // Browser code: antd only through the web-kit facades (packages/web-kit/src/ui), never whole or deep.
    files: ['shell/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}', 'packages/web-kit/**/*.{ts,tsx}'],
    ignores: ['packages/web-kit/src/ui/**', 'packages/web-kit/dev/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'antd', message: WHY_ANTD, allowTypeImports: true }],
          patterns: [{ group: ['antd/*'], message: WHY_ANTD, allowTypeImports: true }],
        },
      ],
    },
  },
  {
    files: ['packages/web-kit/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'react-router', message: WHY_REACT_ROUTER }, { name: 'react-router-dom', message: WHY_REACT_ROUTER }] }],
    },
  },
);
