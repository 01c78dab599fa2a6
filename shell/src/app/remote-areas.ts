/** A remote and the page paths it owns (docs/decisions/002). A new top-level path of a remote is added here. */
export interface RemoteArea {
  /** The federation name, as in /mf/remotes.json. */
  name: string;
  /** How the visitor would call it, for the error panel: "Sorry, {label} could not be loaded." */
  label: string;
  /** `/x` owns `/x` and everything under `/x/`; `exact` owns only that path. */
  paths: string[];
  exact?: string[];
}

export const REMOTE_AREAS: RemoteArea[] = [
  {
    name: 'mf_public',
    label: 'this page',
    exact: ['/'],
    paths: ['/login', '/register', '/resetPassword', '/verify', '/class', '/profile', '/product', '/demo', '/simview'],
  },
  {
    name: 'mf_learning',
    label: 'the learning pages',
    paths: ['/myclasses', '/myHomework', '/classroom', '/student', '/classRegister', '/cart', '/parent'],
  },
  { name: 'mf_teaching', label: 'the teaching pages', paths: ['/teach', '/teacher'] },
  { name: 'mf_admin', label: 'the admin pages', paths: ['/admin'] },
];

export function ownsPath(area: RemoteArea, pathname: string): boolean {
  if (area.exact?.includes(pathname)) return true;
  return area.paths.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/** The area that owns a page path, or undefined for a path no remote claims (the shell's 404). */
export function areaFor(pathname: string): RemoteArea | undefined {
  return REMOTE_AREAS.find((area) => ownsPath(area, pathname));
}
