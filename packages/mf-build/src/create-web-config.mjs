// The one Rspack + Module Federation configuration of the shell (host) and the remotes (docs/decisions/002), the web
// apps of packages/service-registry/web-apps.mjs.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { PageHintsPlugin } from './page-hints-plugin.mjs';
import { sharedDeps } from './shared-deps.mjs';

/** The site's fixed page title. */
export const PAGE_TITLE = 'Math & Physics Tutoring';

/** Where `npm run dev -w <app>` sends `/api` and `/uploads`: the gateway of a running `npm start`. */
const GATEWAY = process.env.DEV_GATEWAY_URL ?? 'http://127.0.0.1:8080';

const WEB_KIT_SRC = fileURLToPath(new URL('../../web-kit/src', import.meta.url));

/**
 * MathJax's web fonts (its CHTML output draws maths with them), served at /mathjax-fonts/ by the page's host:
 * web-kit's mathjax-engine.ts points there. The browser fetches only the few a formula uses.
 */
const MATHJAX_FONTS = path.join(
  path.dirname(createRequire(path.join(WEB_KIT_SRC, '..', 'package.json')).resolve('mathjax-full/package.json')),
  'es5/output/chtml/fonts/woff-v2',
);
export const MATHJAX_FONTS_PATH = 'mathjax-fonts';

const swcRule = (production) => ({
  test: /\.(tsx?|jsx?)$/,
  exclude: /node_modules/,
  loader: 'builtin:swc-loader',
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', development: !production } },
    },
  },
  type: 'javascript/auto',
});

/**
 * @param {object} options
 * @param {string} options.dir          the workspace folder (import.meta.dirname of its rspack.config.mjs)
 * @param {'host'|'remote'} options.role
 * @param {string} options.name         the federation name: `shell` or `mf_<area>`
 * @param {number} options.devPort      the port of `npm run dev`
 * @param {string} [options.entry]      host: the page's entry; remote: the dev-only page that mounts the app alone
 * @param {string} [options.expose]     remote: the module exposed as `./app` (single-spa lifecycles)
 * @param {string} [options.remoteAreas] host: the module exporting REMOTE_AREAS, written out as remote-areas.json
 * @param {string[]} [options.startupShared] the share keys the app loads as soon as it starts (startup-shared.json); a
 *   remote's default: web-kit's create-remote-app, which every remote's `./app` starts with (it brings web-kit's
 *   group, single-spa-react and zod)
 * @param {string} [options.mode]       'production' (default) or 'development'
 */
export function createWebConfig({ dir, role, name, devPort, entry, expose, remoteAreas, startupShared = role === 'remote' ? ['@tp/web-kit/create-remote-app'] : [], mode = process.env.NODE_ENV === 'development' ? 'development' : 'production' }) {
  const production = mode === 'production';
  const hasPage = role === 'host' || !production;
  return {
    mode,
    context: dir,
    target: ['web', 'es2022'],
    entry: hasPage && entry ? { main: entry } : {},
    devtool: production ? false : 'cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      // `auto`: a remote finds its chunks next to its remoteEntry.js wherever the gateway serves it.
      publicPath: 'auto',
      uniqueName: name,
      // Hashed names: the gateway serves `*.<8+ hex>.js|css` as immutable, manifests and remoteEntry.js as no-cache.
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[id].[contenthash:8].js' : '[id].js',
      cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      cssChunkFilename: production ? '[id].[contenthash:8].css' : '[id].css',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      // web-kit is TypeScript source (.ts and .tsx): resolve its modules by name, as tsconfig.web.json `paths` does.
      alias: { '@tp/web-kit': WEB_KIT_SRC },
    },
    module: {
      rules: [swcRule(production), { test: /\.css$/, type: 'css/auto' }],
    },
    optimization: {
      runtimeChunk: false,
      // Fewer, larger chunks where a page needs all of them anyway: each chunk is a request, a script element and a
      // task, and a phone pays a round trip per wave of them (a shared module that imports another shared module
      // is one more wave). See docs/decisions/018. As one chunk each: React with react-dom; web-kit's small core
      // modules, with (in the shell, which provides them to every page) the facades every page's frame uses; and
      // the rich-text view with its sanitizer (MathJax itself stays a chunk of its own, loaded only for maths).
      splitChunks: {
        cacheGroups: {
          react: { test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, name: 'react', chunks: 'async', enforce: true, priority: 20 },
          webKit: {
            test: role === 'host' ? /[\\/]packages[\\/]web-kit[\\/]src[\\/]([^\\/]+|ui[\\/](config-provider|flex|spin)\.ts)$/ : /[\\/]packages[\\/]web-kit[\\/]src[\\/][^\\/]+$/,
            name: 'web-kit', chunks: 'async', enforce: true, priority: 20,
          },
          richText: {
            test: /[\\/](packages[\\/]web-kit[\\/]src[\\/]math[\\/](?!mathjax-engine)[^\\/]+|node_modules[\\/]dompurify[\\/].*)$/,
            name: 'rich-text', chunks: 'async', enforce: true, priority: 20,
          },
        },
      },
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: role === 'remote' ? { './app': expose } : undefined,
        // Remotes are registered at run time from /mf/remotes.json (shell/src/app/start-shell.ts).
        remotes: {},
        shared: sharedDeps(role),
        // One offline remote must not break start-up: take what is already loaded before comparing versions.
        shareStrategy: 'loaded-first',
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
        experiments: {
          asyncStartup: true,
          // One Module Federation runtime per page (~35 KB gzip): the shell provides it, a built remote uses it.
          // A remote running alone (`npm run dev`) keeps its own.
          ...(role === 'host' ? { provideExternalRuntime: true } : production ? { externalRuntime: true } : {}),
        },
      }),
      hasPage &&
        new rspack.HtmlRspackPlugin({
          template: path.join(import.meta.dirname, 'index.html'),
          templateParameters: { title: PAGE_TITLE },
          // The shell's index.html answers every page path (/admin/userlist, ...): scripts must be absolute.
          publicPath: '/',
        }),
      production && new PageHintsPlugin({ remoteAreas: remoteAreas && path.resolve(dir, remoteAreas), startupShared }),
      hasPage && new rspack.CopyRspackPlugin({ patterns: [{ from: MATHJAX_FONTS, to: MATHJAX_FONTS_PATH }] }),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) }),
    ].filter(Boolean),
    performance: { hints: false },
    // Module Federation announces at info level that publicPath 'auto' is resolved at run time: that is the plan.
    infrastructureLogging: { level: production ? 'error' : 'info' },
    devServer: {
      port: devPort,
      host: '127.0.0.1',
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      // The shell alone also takes /mf/remotes.json and the built remotes from the gateway.
      proxy: [{ context: role === 'host' ? ['/api', '/uploads', '/mf'] : ['/api', '/uploads'], target: GATEWAY, changeOrigin: true }],
    },
  };
}
