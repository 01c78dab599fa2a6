import { registerPlugins } from '@module-federation/enhanced/runtime';
import { addErrorHandler, getAppStatus, LOAD_ERROR, SKIP_BECAUSE_BROKEN } from 'single-spa';
import { markAreaFailed } from './area-status';

/** `mf_admin/app` → `mf_admin`. */
const remoteOf = (id: string) => id.split('/')[0];

/**
 * A remote that cannot be loaded (offline, a bad deploy) or that throws in a lifecycle shows an error in its own
 * area; the header and the other remotes keep working.
 */
export function watchRemoteFailures(): void {
  registerPlugins([
    {
      name: 'tp-remote-errors',
      errorLoadRemote({ id, error }) {
        console.error(`Module Federation could not load ${id}`, error);
        if (id) markAreaFailed(remoteOf(id), error);
        return undefined;
      },
    },
  ]);
  addErrorHandler((error) => {
    const name = error.appOrParcelName;
    console.error(`single-spa: ${name} failed`, error);
    const appStatus = getAppStatus(name);
    if (appStatus === LOAD_ERROR || appStatus === SKIP_BECAUSE_BROKEN) markAreaFailed(name, error);
  });
}
