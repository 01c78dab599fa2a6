import type { ComponentType, ReactNode } from 'react';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import type { AreaRoute } from '@tp/web-kit/lazy-screen';
import { MATH_VIEW_CSS } from '@tp/web-kit/math/page-styles';
import { sanitizeInWindow } from '@tp/web-kit/math/sanitize-rich-text';
import { drawPagesIn, isContentLanguage } from '@tp/web-kit/content-language';
import { loadLanguage } from '@tp/web-kit/i18n/site-i18n';
import { callKey, PageAnswersProvider, type ApiCall, type PageAnswers } from '@tp/web-kit/page-data';
import { RemoteRoot } from '@tp/web-kit/remote-root';
import { drawPagesFor } from '@tp/web-kit/site-origin';
import { renderToHtml } from '@tp/web-kit/server/render-to-html';

// A remote's pages drawn on the server (docs/decisions/026): the gateway runs a remote's server build
// (`<remote>/dist/server/render.mjs`, made from its `src/server/render.tsx`) in a worker thread for the first
// response of a page marked `renderOnServer`. The remote brings its own: a remote deployed alone draws its pages
// with its own code.

/** The remote's react-router parts for the server (web-kit does not import react-router: each remote has its own). */
export interface ServerRouter {
  StaticRouter: ComponentType<{ location: string; children?: ReactNode }>;
  Routes: ComponentType<{ children?: ReactNode }>;
  Route: ComponentType<{ path: string; element: ReactNode }>;
  matchPath: (pattern: string, pathname: string) => unknown;
}

export interface ScreenRequest {
  pathname: string;
  search: string;
  /** The site's address as the visitor sees it: links and /uploads media are judged against it. */
  origin: string;
  /** The visitor's language (en, zh): the interface's and the content's. */
  language?: string;
  /**
   * A DOM at the site's address (jsdom's window, made by the caller: the build carries no DOM of its own): the
   * rich-text sanitiser's, which judges /uploads media and links by its address.
   */
  domWindow: Window & typeof globalThis;
  /** The answer to a visitor call (`/public/...`), or undefined when it failed: then the screen asks in the browser. */
  answer: (call: ApiCall) => Promise<unknown>;
}

export interface DrawnScreen {
  /** The route that drew the page (`/class/:id`). */
  route: string;
  /** The screen's markup, for the remote's area. */
  html: string;
  /** What the screen puts in the document's head (`PageHead`: title, description, Open Graph tags). */
  head: string;
  /** `<style>` elements for the first paint: antd's styles of what was drawn, and the rich-text view's. */
  styles: string;
  /** The answers the screen was drawn from, written into the page for the browser's take-over. */
  answers: Record<string, unknown>;
}

/** Why a page is left to the browser: no route of this remote draws it on the server, or its data did not come. */
export interface NotDrawn {
  notDrawn: 'no route' | 'no data';
}

/** Passes at most: a screen that asks for more after its first answers gets one more pass, not an endless loop. */
const MAX_PASSES = 3;
/** Calls one page may make on the server at most. */
const MAX_CALLS = 8;

/** The DOM the rich-text sanitiser works in on the server (it runs on DOMPurify, which needs one): given by the caller. */
function drawIn(domWindow: Window & typeof globalThis, origin: string, language: string | undefined): void {
  sanitizeInWindow(domWindow);
  drawPagesFor(origin);
  drawPagesIn(isContentLanguage(language) ? language : 'en');
}

/**
 * The server side of a remote: `export const render = areaScreenRenderer(routes, { StaticRouter, Routes, Route,
 * matchPath })` in its `src/server/render.tsx`. The returned function draws the route marked `renderOnServer` that
 * owns the path, or answers null (the page is then drawn in the browser as before).
 */
export function areaScreenRenderer(routes: readonly AreaRoute[], { StaticRouter, Routes, Route, matchPath }: ServerRouter) {
  async function render({ pathname, search, origin, language, domWindow, answer }: ScreenRequest): Promise<DrawnScreen | NotDrawn> {
    const route = routes.find((candidate) => candidate.renderOnServer && candidate.access === 'public' && matchPath(candidate.path, pathname));
    if (!route) return { notDrawn: 'no route' };
    await route.Screen.preload?.();
    await loadLanguage(isContentLanguage(language) ? language : 'en');
    drawIn(domWindow, origin, language);
    const answers = new Map<string, unknown>();
    // Each pass draws the screen with the answers so far; the calls it asked for and did not find are fetched for
    // the next pass. A screen with no calls (a form) is drawn in one pass.
    for (let pass = 1; ; pass++) {
      const wanted = new Map<string, ApiCall>();
      const refused = new Set<string>();
      const store: PageAnswers = { take: (call) => answers.get(callKey(call)), wanted, refused };
      const cache = createCache();
      const html = await renderToHtml(
        <StyleProvider cache={cache}>
          <RemoteRoot>
            <PageAnswersProvider answers={store}>
              <StaticRouter location={`${pathname}${search}`}>
                <Routes>
                  <Route path={route.path} element={<route.Screen />} />
                </Routes>
              </StaticRouter>
            </PageAnswersProvider>
          </RemoteRoot>
        </StyleProvider>,
      );
      const missing = [...wanted].filter(([key]) => !answers.has(key));
      // A call that failed or answered what the screen cannot read, or more calls than a page may make: the page is
      // drawn in the browser, as before.
      if (refused.size > 0 || (wanted.size > 0 && missing.length === 0)) return { notDrawn: 'no data' };
      if (missing.length > 0 && (pass === MAX_PASSES || answers.size + missing.length > MAX_CALLS)) return { notDrawn: 'no data' };
      if (missing.length === 0) {
        const [, head = '', body = html] = /^((?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)*)([\s\S]*)$/.exec(html) ?? [];
        const styles = `${extractStyle(cache)}<style id="tp-math-view-styles">${MATH_VIEW_CSS}</style>`;
        return { route: route.path, html: body, head, styles, answers: Object.fromEntries(answers) };
      }
      const fetched = await Promise.all(missing.map(async ([key, call]) => [key, await answer(call).catch(() => undefined)] as const));
      for (const [key, value] of fetched) answers.set(key, value);
    }
  }
  /**
   * Loads what drawing needs (the screens, the DOM) and draws each page once without data, so that a thread's
   * first visitor does not wait for it: the gateway calls it when a thread starts.
   */
  async function prepare(origin: string, domWindow: Window & typeof globalThis): Promise<void> {
    for (const route of routes.filter((candidate) => candidate.renderOnServer)) {
      await render({ pathname: route.path.replace(/:\w+/g, 'warm-up'), search: '', origin, domWindow, answer: async () => undefined });
    }
  }
  return Object.assign(render, { prepare });
}
