import { getMountedApps } from 'single-spa';

/**
 * What the content area shows besides the remotes themselves: which remote failed to load (and why) and which are
 * mounted. Fed by the MF `errorLoadRemote` hook, single-spa's error handler and its routing events.
 */
export interface AreaStatus {
  failed: ReadonlyMap<string, unknown>;
  mounted: ReadonlySet<string>;
  pathname: string;
}

let status: AreaStatus = { failed: new Map(), mounted: new Set(), pathname: window.location.pathname };
const listeners = new Set<() => void>();

function update(next: Partial<AreaStatus>) {
  status = { ...status, ...next };
  listeners.forEach((listener) => listener());
}

export function getAreaStatus(): AreaStatus {
  return status;
}

export function subscribeAreaStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function markAreaFailed(name: string, error: unknown): void {
  if (status.failed.get(name) === error) return;
  update({ failed: new Map(status.failed).set(name, error) });
}

/** After every single-spa routing event: the new path, the mounted remotes; a mounted remote is no longer failed. */
export function syncAreaStatus(): void {
  const mounted = new Set(getMountedApps());
  const failed = new Map([...status.failed].filter(([name]) => !mounted.has(name)));
  update({ mounted, failed, pathname: window.location.pathname });
}
