import { lazy, Suspense, useLayoutEffect, useRef } from 'react';
import { Loading } from '@tp/web-kit/loading';
import type { AreaStatus } from './area-status';
import { areaFor, REMOTE_AREAS } from './remote-areas';

// Only a wrong path or a failed remote needs these (and antd's Result with its pictures): loaded then.
const NotFound = lazy(async () => ({ default: (await import('@tp/web-kit/not-found')).NotFound }));
const AreaError = lazy(async () => ({ default: (await import('@tp/web-kit/area-error')).AreaError }));

/**
 * Each remote's container (made before single-spa starts), and the names of those that hold a page the server drew
 * (docs/decisions/026): no spinner is laid over those while their remote loads. On the server, `slot` is the markup
 * of the drawn area's container.
 */
export interface DrawnAreas {
  containers: ReadonlyMap<string, HTMLElement>;
  drawn: ReadonlySet<string>;
  slot?: string;
}

/**
 * The content area between header and footer: each remote mounts into its own container; the shell adds the 404
 * page, a spinner while a remote loads, and the error panel of a failed remote.
 */
export function ContentArea({ status, drawn: { containers, drawn, slot } }: { status: AreaStatus; drawn: DrawnAreas }) {
  const host = useRef<HTMLDivElement>(null);
  // Before the browser paints: a container holding a drawn page is never off the screen for a frame.
  useLayoutEffect(() => {
    for (const area of REMOTE_AREAS) {
      const container = containers.get(area.name);
      if (container && container.parentElement !== host.current) host.current?.appendChild(container);
    }
  }, [containers]);
  const area = areaFor(status.pathname);
  const failure = area ? status.failed.get(area.name) : undefined;
  const loading = area && failure === undefined && !status.mounted.has(area.name) && !drawn.has(area.name);
  return (
    <main className="tp-content" id="main-content">
      <Suspense fallback={<Loading />}>
        {!area ? <NotFound /> : null}
        {area && failure !== undefined ? <AreaError area={area.label} error={failure} /> : null}
      </Suspense>
      {/* Over the area, not above it: the remote's page appears in place, nothing below it moves (layout shift). */}
      {loading ? <div className="tp-area-loading"><Loading /></div> : null}
      <div ref={host} className="tp-areas" dangerouslySetInnerHTML={slot === undefined ? undefined : { __html: slot }} />
    </main>
  );
}
