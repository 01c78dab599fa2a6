// What the gateway needs to tell the browser, in the page itself, which scripts the page will need
// (docs/decisions/018), written beside the shell's index.html:
// - remote-areas.json: which remote owns which page paths (shell/src/app/remote-areas.ts, still the one place paths
//   are listed);
// - startup-shared.json: the shared modules the shell loads on every page before it draws anything; the gateway
//   hints their files (from the shell's mf-manifest.json) so they load beside main.js, not after it.
import { tsImport } from 'tsx/esm/api';

export const REMOTE_AREAS_FILE = 'remote-areas.json';
export const STARTUP_SHARED_FILE = 'startup-shared.json';

export class PageHintsPlugin {
  /**
   * @param {string} source the module exporting `REMOTE_AREAS`
   * @param {string[]} startupShared share keys the shell loads at start on every page
   */
  constructor(source, startupShared) {
    this.source = source;
    this.startupShared = startupShared;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PageHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: 'PageHintsPlugin', stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
        compilation.fileDependencies.add(this.source);
        const { REMOTE_AREAS } = await tsImport(`${this.source}?t=${Date.now()}`, import.meta.url);
        const areas = REMOTE_AREAS.map(({ name, paths, exact = [] }) => ({ name, paths, exact }));
        compilation.emitAsset(REMOTE_AREAS_FILE, new compiler.rspack.sources.RawSource(`${JSON.stringify(areas, null, 2)}\n`));
        compilation.emitAsset(STARTUP_SHARED_FILE, new compiler.rspack.sources.RawSource(`${JSON.stringify(this.startupShared)}\n`));
      });
    });
  }
}
