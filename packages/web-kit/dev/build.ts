// Builds the dev page and lists its chunks with their sizes: `npx tsx packages/web-kit/dev/build.ts`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { rspack } from '@rspack/core';
import { devPageConfig } from './rspack-config';

export interface ChunkReport {
  file: string;
  initial: boolean;
  bytes: number;
  gzipBytes: number;
  text: string;
}

export function buildDevPage(outDir?: string): Promise<ChunkReport[]> {
  const config = devPageConfig(outDir);
  return new Promise((resolve, reject) => {
    rspack(config).run((error, stats) => {
      if (error || !stats) return reject(error ?? new Error('rspack gave no stats'));
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      const json = stats.toJson({ all: false, chunks: true });
      resolve(
        (json.chunks ?? []).flatMap((chunk) =>
          [...(chunk.files ?? [])].map((file) => {
            const bytes = readFileSync(path.join(config.output!.path!, file));
            return {
              file,
              initial: chunk.initial ?? false,
              bytes: bytes.length,
              gzipBytes: gzipSync(bytes, { level: 9 }).length,
              text: bytes.toString('utf8'),
            };
          }),
        ),
      );
    });
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename ?? '')) {
  for (const chunk of await buildDevPage()) {
    const kind = chunk.initial ? 'initial' : 'lazy';
    console.log(`${chunk.file.padEnd(28)} ${kind.padEnd(8)} ${kb(chunk.bytes).padStart(10)} ${kb(chunk.gzipBytes).padStart(9)} gzip`);
  }
}
