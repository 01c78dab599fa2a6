// The shell's table of which remote owns which page paths (shell/src/app/remote-areas.ts), written beside its
// index.html as remote-areas.json: the gateway reads it to tell the browser, in the page itself, which remote's
// scripts the page will need (docs/decisions/018). The TypeScript table stays the one place paths are listed.
import { tsImport } from 'tsx/esm/api';

export const REMOTE_AREAS_FILE = 'remote-areas.json';

export class RemoteAreasPlugin {
  /** @param {string} source the module exporting `REMOTE_AREAS` */
  constructor(source) {
    this.source = source;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RemoteAreasPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: 'RemoteAreasPlugin', stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
        compilation.fileDependencies.add(this.source);
        const { REMOTE_AREAS } = await tsImport(`${this.source}?t=${Date.now()}`, import.meta.url);
        const areas = REMOTE_AREAS.map(({ name, paths, exact = [] }) => ({ name, paths, exact }));
        compilation.emitAsset(REMOTE_AREAS_FILE, new compiler.rspack.sources.RawSource(`${JSON.stringify(areas, null, 2)}\n`));
      });
    });
  }
}
