// What the gateway needs to tell the browser, in the page itself, which scripts the page will need
// (docs/decisions/018), written beside each app's files:
// - remote-areas.json (the shell): which remote owns which page paths (packages/service-registry/web-apps.mjs, as
//   shell/src/app/remote-areas.ts exports them);
// - startup-shared.json (every app): the shared modules the app loads as soon as it starts, before it draws
//   anything; the gateway hints their files (from the app's mf-manifest.json) so they load beside the app's entry
//   instead of after it has run.
import { tsImport } from 'tsx/esm/api';

export const REMOTE_AREAS_FILE = 'remote-areas.json';
export const STARTUP_SHARED_FILE = 'startup-shared.json';

export class PageHintsPlugin {
  /**
   * @param {{ remoteAreas?: string, startupShared: string[] }} options
   *   `remoteAreas`: the module exporting `REMOTE_AREAS` (the shell); `startupShared`: share keys loaded at start
   */
  constructor({ remoteAreas, startupShared }) {
    this.remoteAreas = remoteAreas;
    this.startupShared = startupShared;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    const { RawSource } = compiler.rspack.sources;
    compiler.hooks.thisCompilation.tap('PageHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: 'PageHintsPlugin', stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
        compilation.emitAsset(STARTUP_SHARED_FILE, new RawSource(`${JSON.stringify(this.startupShared)}\n`));
        if (!this.remoteAreas) return;
        compilation.fileDependencies.add(this.remoteAreas);
        const { REMOTE_AREAS } = await tsImport(`${this.remoteAreas}?t=${Date.now()}`, import.meta.url);
        const areas = REMOTE_AREAS.map(({ name, paths, exact = [] }) => ({ name, paths, exact }));
        compilation.emitAsset(REMOTE_AREAS_FILE, new RawSource(`${JSON.stringify(areas, null, 2)}\n`));
      });
    });
  }
}
