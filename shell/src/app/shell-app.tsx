import { useSyncExternalStore } from 'react';
import { getAreaStatus, subscribeAreaStatus } from './area-status';
import type { DrawnAreas } from './content-area';
import { ShellFrame } from './shell-frame';

/** The page frame in the browser, following which remotes are mounted or failed. */
export function ShellApp({ drawn }: { drawn: DrawnAreas }) {
  const status = useSyncExternalStore(subscribeAreaStatus, getAreaStatus);
  return <ShellFrame status={status} drawn={drawn} />;
}
