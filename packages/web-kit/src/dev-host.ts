import { registerApplication, start, type LifeCycles } from 'single-spa';
import { refreshSession } from '@tp/web-kit/session';

/**
 * The minimal host of `npm run dev -w mf-<area>`: the remote alone, mounted on every path, with the session
 * refreshed first as the shell would. Sign in through the real gateway (`/api` is proxied to it).
 */
export async function startDevHost(name: string, loadApp: () => Promise<LifeCycles>): Promise<void> {
  await refreshSession();
  registerApplication({ name, app: loadApp, activeWhen: () => true });
  start({ urlRerouteOnly: true });
}
