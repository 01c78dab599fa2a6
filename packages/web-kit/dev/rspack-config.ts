import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack, type Configuration } from '@rspack/core';

export const DEV_DIR = path.dirname(fileURLToPath(import.meta.url));

/** The dev page (dev/main.tsx), bundled the way a remote bundles web-kit: Quill and MathJax in lazy chunks. */
export function devPageConfig(outDir = path.join(DEV_DIR, 'dist')): Configuration {
  return {
    mode: 'production',
    context: DEV_DIR,
    entry: { main: './main.tsx' },
    output: {
      path: outDir,
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      cssChunkFilename: '[name].[contenthash:8].css',
      publicPath: '/',
      clean: true,
    },
    // web-kit's modules by name, .ts and .tsx alike, as packages/mf-build resolves them for the apps.
    resolve: { extensions: ['.tsx', '.ts', '.js'], alias: { '@tp/web-kit': path.join(DEV_DIR, '..', 'src') } },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' }, // quill's snow theme
      ],
    },
    plugins: [new rspack.HtmlRspackPlugin({ title: 'web-kit: rich text dev page' })],
    devtool: false,
    performance: { hints: false },
  };
}
