import { createContext, useContext, type ReactNode } from 'react';
import type { ZodType } from 'zod';
import type { Query } from '@tp/web-kit/api-client';

/**
 * A GET call a screen makes to draw itself: `{ path: '/public/getClassById', query: { id } }`. The same object makes
 * the request (`apiGet(call.path, call.query)`) and names its answer in the page's data.
 */
export interface ApiCall {
  path: string;
  query?: Query;
}

/**
 * The answers the server fetched to draw a page (docs/decisions/026): written into the page as `#tp-page-data`, so
 * the screen that takes over in the browser starts from them instead of asking again. Only visitor calls
 * (`/public/...`) are ever fetched for it: a page is the same for everyone who opens it.
 */
export interface PageData {
  /** The path the page was drawn for: the answers are for that page only. */
  pathname: string;
  /** The route that drew it (`/class/:id`): its screen's code is loaded before the remote mounts. */
  route: string;
  answers: Record<string, unknown>;
}

/** The id of the data block the gateway writes into the page. */
export const PAGE_DATA_ELEMENT_ID = 'tp-page-data';

/** Only visitor calls may be answered by the page: they carry no user's data. */
export const isPageDataCall = (call: ApiCall) => call.path.startsWith('/public/');

/** One name per call: its path and its parameters in a fixed order. */
export function callKey({ path, query = {} }: ApiCall): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(query).sort()) {
    const value = query[key];
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  return `${path}?${params.toString()}`;
}

/**
 * Where a screen finds the page's answers. In the browser they serve the page as it was opened: once the visitor has
 * moved to another path, a screen asks the server afresh. On the server, `wanted` collects the calls a screen asked
 * for and did not find, which the renderer then fetches for its second pass.
 */
export interface PageAnswers {
  take(call: ApiCall): unknown;
  wanted?: Map<string, ApiCall>;
  /** On the server: the calls whose answer the screen's schema refused (the page is then not drawn there). */
  refused?: Set<string>;
}

const PageAnswersContext = createContext<PageAnswers | null>(null);

export function PageAnswersProvider({ answers, children }: { answers: PageAnswers | null; children: ReactNode }) {
  return <PageAnswersContext.Provider value={answers}>{children}</PageAnswersContext.Provider>;
}

/**
 * The answer to `call` the page came with, checked by `schema` (the same as the screen's own request); undefined
 * when the page has none for it or it does not pass (the screen then asks the server as usual).
 */
export function usePageAnswer<T>(call: ApiCall, schema: ZodType<T>): T | undefined {
  const answers = useContext(PageAnswersContext);
  if (!answers || !isPageDataCall(call)) return undefined;
  const answer = answers.take(call);
  if (answer === undefined || answer === null) {
    answers.wanted?.set(callKey(call), call);
    return undefined;
  }
  const parsed = schema.safeParse(answer);
  if (!parsed.success) answers.refused?.add(callKey(call));
  return parsed.success ? parsed.data : undefined;
}

/** The answers of a page drawn on the server, for the path now open; null for a page drawn in the browser. */
export function pageAnswersInDocument(): PageAnswers | null {
  const data = readPageData();
  if (!data || data.pathname !== window.location.pathname) return null;
  let expired = false;
  const expire = () => {
    if (window.location.pathname === data.pathname) return;
    expired = true;
    window.removeEventListener('popstate', expire);
  };
  // single-spa fires popstate for every navigation (pushState included): the first move away ends the answers.
  window.addEventListener('popstate', expire);
  return { take: (call) => (expired ? undefined : data.answers[callKey(call)]) };
}

/** The page's `#tp-page-data`, or null when the page was not drawn on the server. */
export function readPageData(): PageData | null {
  const text = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as PageData;
    return typeof data?.pathname === 'string' && typeof data.route === 'string' && data.answers && typeof data.answers === 'object' ? data : null;
  } catch {
    return null;
  }
}

/** True while a page is drawn on the server (what only the browser has, effects and the DOM, is not there). */
export const DRAWN_ON_SERVER = typeof window === 'undefined';
