import { ownsPath, REMOTES } from '@tp/service-registry/web-apps';

/** A remote and the page paths it owns (docs/decisions/002), from packages/service-registry/web-apps.mjs. */
export interface RemoteArea {
  /** The federation name, as in /mf/remotes.json. */
  name: string;
  /** How the visitor would call it, for the error panel: "Sorry, {label} could not be loaded." */
  label: string;
  /** `/x` owns `/x` and everything under `/x/`; `exact` owns only that path. */
  paths: readonly string[];
  exact?: readonly string[];
}

export const REMOTE_AREAS: RemoteArea[] = REMOTES.map(({ federationName, label, paths, exact }) => ({ name: federationName, label, paths, exact }));

/** The area that owns a page path, or undefined for a path no remote claims (the shell's 404). */
export function areaFor(pathname: string): RemoteArea | undefined {
  return REMOTE_AREAS.find((area) => ownsPath(area, pathname));
}
