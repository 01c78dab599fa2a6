// Compiles each service and the gateway to one JavaScript file, `<workspace>/dist/main.js`, which `npm start`, the
// test and benchmark stacks and the Docker images run with plain `node` (docs/decisions/015): no TypeScript is
// transpiled at start. The workspace packages (@tp/*, TypeScript sources) are bundled in; every npm package stays an
// import resolved from node_modules at run time, as it would be without bundling.
import { mkdirSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { SERVICE_NAMES } from '../../packages/service-registry/services.mjs';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The workspaces that run as a process: every registered service and the gateway. */
export const PROCESS_WORKSPACES = [...SERVICE_NAMES.map((name) => `services/${name}`), 'gateway'];

/** @param {string} workspace e.g. `services/exercise` or `gateway` */
export const compiledEntry = (workspace) => path.join(repoRoot, workspace, 'dist', 'main.js');
/** @param {string} workspace */
export const sourceEntry = (workspace) => path.join(repoRoot, workspace, 'src', 'main.ts');

/**
 * Code finds files beside its source through `import.meta.url` (migrations, the repository root). In one bundle
 * every module would share the bundle's URL, so each module's `import.meta.url` becomes its own source file's URL,
 * found from the bundle's place: the bundle runs wherever the sources are laid out as in the repository (a checkout,
 * the Docker image).
 * @param {string} outDir
 * @returns {import('esbuild').Plugin}
 */
function ownImportMetaUrl(outDir) {
  return {
    name: 'own-import-meta-url',
    setup(esbuild) {
      esbuild.onLoad({ filter: /\.ts$/ }, async (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const { readFile } = await import('node:fs/promises');
        const text = await readFile(args.path, 'utf8');
        if (!text.includes('import.meta.url')) return { contents: text, loader: 'ts' };
        const fromBundle = path.relative(outDir, args.path).split(path.sep).join('/');
        return { contents: text.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`), loader: 'ts' };
      });
    },
  };
}

/** Workspace packages (@tp/...) are bundled; any other bare import is an npm package, left to node_modules. */
/** @type {import('esbuild').Plugin} */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@tp/') ? undefined : { path: args.path, external: true }));
  },
};

/**
 * The bundle tells service-kit's `isMainModule` which source module is its entry: run as a program, the bundle's
 * main.ts starts the service as `node src/main.ts` would. Every bundle says it is compiled, so that its worker
 * threads (service-kit's WorkerPool) run the compiled workers beside it too.
 * @param {string} outDir
 * @param {string} entry
 */
function mainModuleBanner(outDir, entry) {
  const fromBundle = path.relative(outDir, entry).split(path.sep).join('/');
  return [
    "import { pathToFileURL as __tpFileUrl } from 'node:url';",
    "globalThis[Symbol.for('tp.compiled')] = true;",
    `if (process.argv[1] && __tpFileUrl(process.argv[1]).href === import.meta.url) globalThis[Symbol.for('tp.main-module')] = new URL(${JSON.stringify(fromBundle)}, import.meta.url).href;`,
  ].join('\n');
}

/**
 * The worker threads' entry files of a workspace: every `*.worker.ts` under its `src/`, each compiled to
 * `dist/workers/<name>.js` (where service-kit's WorkerPool looks for them).
 * @param {string} workspace
 * @returns {string[]}
 */
function workerEntries(workspace) {
  const src = path.join(repoRoot, workspace, 'src');
  return readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.worker.ts')).map((file) => path.join(src, file));
}

/**
 * Builds `workspaces` (all by default) into their dist/main.js. Each file is written whole and then renamed, so a
 * process started meanwhile (a parallel test run of the same checkout) never loads half a file.
 * @param {readonly string[]} [workspaces]
 */
export async function buildServices(workspaces = PROCESS_WORKSPACES) {
  await Promise.all(workspaces.map(async (workspace) => {
    const outDir = path.join(repoRoot, workspace, 'dist');
    const entry = sourceEntry(workspace);
    const bundles = [
      { entry, outfile: compiledEntry(workspace) },
      ...workerEntries(workspace).map((worker) => ({ entry: worker, outfile: path.join(outDir, 'workers', path.basename(worker).replace(/\.ts$/, '.js')) })),
    ];
    await Promise.all(bundles.map(async (bundle) => {
      const bundleDir = path.dirname(bundle.outfile);
      const result = await build({
        entryPoints: [bundle.entry],
        outfile: bundle.outfile,
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node22',
        sourcemap: 'linked',
        write: false,
        logLevel: 'error',
        banner: { js: mainModuleBanner(bundleDir, entry) },
        plugins: [npmPackagesExternal, ownImportMetaUrl(bundleDir)],
      });
      mkdirSync(bundleDir, { recursive: true });
      for (const file of result.outputFiles) {
        const partial = `${file.path}.${process.pid}.tmp`;
        writeFileSync(partial, file.contents);
        renameSync(partial, file.path);
      }
    }));
  }));
}

// `node scripts/lib/build-services.mjs [workspace...]`: the Docker image's build step (deploy/docker/service.Dockerfile).
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const asked = process.argv.slice(2);
  await buildServices(asked.length ? asked : PROCESS_WORKSPACES);
  console.log(`Built ${(asked.length ? asked : PROCESS_WORKSPACES).map((w) => `${w}/dist/main.js`).join(', ')}.`);
}
