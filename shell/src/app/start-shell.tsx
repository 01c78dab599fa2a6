import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { getMountedApps, registerApplication, start, type LifeCycles } from 'single-spa';
import { ownsPath } from '@tp/service-registry/web-apps';
import { refreshSession } from '@tp/web-kit/session';
import { createSlicedRoot } from '@tp/web-kit/sliced-root';
import { syncAreaStatus } from './area-status';
import { watchRemoteFailures } from './federation-errors';
import { REMOTE_AREAS } from './remote-areas';
import { getContentLanguage } from '@tp/web-kit/content-language';
import { loadLanguage } from '@tp/web-kit/i18n/site-i18n';
import { ShellApp } from './shell-app';

interface RemoteLocation {
  name: string;
  entry: string;
}

/**
 * Where each remote lives now: a remote moves without rebuilding the shell. The gateway writes the list into the page
 * (`#tp-remotes`, saving a round trip before any remote can load); a page without it (the dev server) fetches
 * /mf/remotes.json.
 */
async function locateRemotes(): Promise<RemoteLocation[]> {
  const inPage = document.getElementById('tp-remotes')?.textContent;
  if (inPage) return JSON.parse(inPage) as RemoteLocation[];
  const response = await fetch('/mf/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`/mf/remotes.json answered HTTP ${response.status}`);
  return (await response.json()) as RemoteLocation[];
}

async function loadApp(name: string): Promise<LifeCycles> {
  const app = await loadRemote<LifeCycles>(`${name}/app`);
  if (!app) throw new Error(`${name} did not provide its app`);
  return app;
}

/** The single-spa root config (docs/decisions/002): frame first, then remotes from remotes.json, then start(). */
export async function startShell(): Promise<void> {
  watchRemoteFailures();
  // A page the server drew (docs/decisions/026) holds its remote's container already, with the page in it: adopted,
  // so the page stays on screen until its remote takes it over.
  const drawn = new Set<string>();
  const containers = new Map(REMOTE_AREAS.map((area) => {
    const id = `area-${area.name}`;
    const existing = document.getElementById(id);
    if (existing) drawn.add(area.name);
    const element = existing ?? Object.assign(document.createElement('div'), { id });
    return [area.name, element];
  }));
  // Drawn in the visitor's language from the first render (Chinese is loaded on first use; a drawn page stays meanwhile).
  await loadLanguage(getContentLanguage()).catch(() => undefined);
  createSlicedRoot(document.getElementById('root')!).render(<ShellApp drawn={{ containers, drawn }} />);
  void refreshSession();

  try {
    registerRemotes((await locateRemotes()).map(({ name, entry }) => ({ name, entry })));
  } catch (error) {
    console.error('The remotes could not be located', error);
  }
  for (const area of REMOTE_AREAS) {
    registerApplication({
      name: area.name,
      app: () => loadApp(area.name),
      activeWhen: (location) => ownsPath(area, location.pathname),
      // The remote names itself by this label when it fails while drawing (web-kit's create-remote-app).
      customProps: { domElement: containers.get(area.name)!, area: area.label },
    });
  }
  // Once its remote has mounted, a drawn area is like any other: when it mounts again later, the spinner shows.
  window.addEventListener('single-spa:routing-event', () => {
    for (const name of getMountedApps()) {
      drawn.delete(name);
      containers.get(name)?.removeAttribute('data-server-drawn');
      containers.get(name)?.removeAttribute('inert');
    }
  });
  window.addEventListener('single-spa:routing-event', syncAreaStatus);
  start({ urlRerouteOnly: true });
}
