import { lazy, Suspense, useEffect, useRef } from 'react';
import { Loading } from '@tp/web-kit/loading';
import type { AreaStatus } from './area-status';
import { areaFor, REMOTE_AREAS } from './remote-areas';

// Only a wrong path or a failed remote needs these (and antd's Result with its pictures): loaded then.
const NotFound = lazy(async () => ({ default: (await import('@tp/web-kit/not-found')).NotFound }));
const AreaError = lazy(async () => ({ default: (await import('@tp/web-kit/area-error')).AreaError }));

/**
 * The content area between header and footer: each remote mounts into its own container (made before single-spa
 * starts); the shell adds the 404 page, a spinner while a remote loads, and the error panel of a failed remote.
 */
export function ContentArea({ containers, status }: { containers: Map<string, HTMLElement>; status: AreaStatus }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    for (const area of REMOTE_AREAS) host.current?.appendChild(containers.get(area.name)!);
  }, [containers]);
  const area = areaFor(status.pathname);
  const failure = area ? status.failed.get(area.name) : undefined;
  return (
    <main className="tp-content" id="main-content">
      <Suspense fallback={<Loading />}>
        {!area ? <NotFound /> : null}
        {area && failure !== undefined ? <AreaError area={area.label} error={failure} /> : null}
      </Suspense>
      {/* Over the area, not above it: the remote's page appears in place, nothing below it moves (layout shift). */}
      {area && failure === undefined && !status.mounted.has(area.name) ? <div className="tp-area-loading"><Loading /></div> : null}
      <div ref={host} className="tp-areas" />
    </main>
  );
}
