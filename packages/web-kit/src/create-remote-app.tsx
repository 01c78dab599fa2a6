// First: no zod schema may be made before zod is told not to use eval (a remote's app.tsx imports this module first).
import '@tp/web-kit/zod-without-eval';
import * as React from 'react';
import singleSpaReact from 'single-spa-react';
import { AreaRoutes, type AreaRouter } from '@tp/web-kit/area-routes';
import type { AreaRoute } from '@tp/web-kit/lazy-screen';
import { PageAnswersProvider, pageAnswersInDocument, readPageData, type PageAnswers } from '@tp/web-kit/page-data';
import { RemoteRoot } from '@tp/web-kit/remote-root';
import { getContentLanguage } from '@tp/web-kit/content-language';
import { loadLanguage } from '@tp/web-kit/i18n/site-i18n';
import { createSlicedRoot } from '@tp/web-kit/sliced-root';

// Only a remote that crashed needs the error panel (and antd's Result): load it then.
const AreaError = React.lazy(async () => ({ default: (await import('@tp/web-kit/area-error')).AreaError }));

/** What the shell gives each remote it mounts, beside its element (shell/src/app/start-shell.tsx). */
export interface RemoteProps {
  /**
   * How the visitor calls the remote's pages, e.g. 'the teaching pages': its label in
   * packages/service-registry/web-apps.mjs, given by the shell so it is written once. A remote alone has none.
   */
  area?: string;
}

interface RemoteAppOptions {
  /** The remote's screens, each with who may open it (`src/app/routes.tsx`). */
  routes: readonly AreaRoute[];
  /** The remote's own react-router: `{ BrowserRouter, Routes, Route }`. */
  router: AreaRouter;
}

/**
 * The single-spa lifecycles of a remote (React 19: `ReactDOMClient`): its route table in its own React root, in the
 * site theme. A render error stays inside the remote's area, named as the shell names it.
 *
 * A page the server drew (docs/decisions/026) is taken over, not hydrated: the remote first loads the drawn route's
 * screen, then renders it with the answers the page came with, and React replaces the drawn markup with its own in
 * one commit. The visitor sees no spinner and no second request for the same data.
 */
export function createRemoteApp({ routes, router }: RemoteAppOptions) {
  let answers: PageAnswers | null | undefined;
  function RemoteApp() {
    return (
      <RemoteRoot>
        <PageAnswersProvider answers={answers ?? null}>
          <AreaRoutes routes={routes} router={router} />
        </PageAnswersProvider>
      </RemoteRoot>
    );
  }
  const lifecycles = singleSpaReact<RemoteProps>({
    React,
    // Its renders in slices (no long task while the area mounts); single-spa-react calls createRoot(el).render(...).
    ReactDOMClient: { createRoot: createSlicedRoot },
    rootComponent: RemoteApp,
    errorBoundary: (error, _info, { area = 'this page' }) => (
      <RemoteRoot>
        <React.Suspense fallback={null}>
          <AreaError area={area} error={error} />
        </React.Suspense>
      </RemoteRoot>
    ),
  });
  return {
    bootstrap: lifecycles.bootstrap,
    unmount: lifecycles.unmount,
    async mount(props: Parameters<typeof lifecycles.mount>[0]) {
      // Drawn in the visitor's language from the first render (Chinese is loaded on first use).
      await loadLanguage(getContentLanguage()).catch(() => undefined);
      if (answers === undefined) {
        answers = pageAnswersInDocument();
        if (answers) await preloadDrawnScreen(routes);
      }
      return lifecycles.mount(props);
    },
  };
}

/** Loads the screen of the route the server drew the page with; a screen that fails to load shows its error later. */
async function preloadDrawnScreen(routes: readonly AreaRoute[]): Promise<void> {
  const drawn = readPageData()?.route;
  await routes.find((route) => route.path === drawn)?.Screen.preload?.().catch(() => undefined);
}
