import { readFile, stat } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { workerData } from 'node:worker_threads';
import { JSDOM } from 'jsdom';
import { workerTask } from '@tp/service-kit/runtime/worker-task';

// A worker thread of the page renderer (server-render.ts): it loads the shell's and a remote's server builds and
// draws a page's first response with them. Their code runs here, never on the gateway's event loop.

export interface RenderTask {
  /** The shell's and the remote's `dist/server/render.mjs`. */
  shellBuild: string;
  remoteBuild: string;
  pathname: string;
  search: string;
  /** The site's address as the visitor sees it. */
  origin: string;
  /** The visitor's language, `en` or `zh`: the page is drawn in it. */
  language: string;
  /** Where this gateway answers /api: the page's visitor calls go through it like a browser's. */
  apiOrigin: string;
}

export interface RenderedPage {
  /** The frame with the page in its area, for `#root`. */
  html: string;
  /** For the head: the page's title and meta tags, the styles of its first paint. */
  head: string;
  /** For `#tp-page-data` (web-kit page-data.tsx). */
  data: { pathname: string; route: string; answers: Record<string, unknown> };
  /** The language it was drawn in. */
  language: string;
}

interface ApiCall {
  path: string;
  query?: Record<string, string | number | boolean | null | undefined>;
}

interface ShellBuild {
  render(request: { pathname: string; language: string }): Promise<{ area: string; html: string; slot: string } | null>;
}

interface RemoteBuild {
  render: RemoteRender;
}

type DomWindow = JSDOM['window'];

interface RemoteRender {
  prepare?(origin: string, domWindow: DomWindow): Promise<void>;
  (request: { pathname: string; search: string; origin: string; language: string; domWindow: DomWindow; answer: (call: ApiCall) => Promise<unknown> }): Promise<
    { route: string; html: string; head: string; styles: string; answers: Record<string, unknown> } | { notDrawn: 'no route' | 'no data' }
  >;
}

/** One DOM for the builds' rich-text sanitiser, at the address of the page being drawn. */
const dom = new JSDOM('', { url: 'http://localhost/' });

function domAt(origin: string): DomWindow {
  if (dom.window.location.origin !== origin) dom.reconfigure({ url: `${origin}/` });
  return dom.window;
}

/** A visitor call's answer may be this large at most: a page is not drawn from more. */
const MAX_ANSWER_BYTES = 1024 * 1024;
const CALL_TIMEOUT_MS = 3000;

/** Loaded builds by file and modification time: a remote deployed again is loaded anew. */
const builds = new Map<string, Promise<{ module: unknown; css: string }>>();

async function load<T>(file: string): Promise<{ module: T; css: string }> {
  const { mtimeMs } = await stat(file);
  const key = `${file}?${mtimeMs}`;
  let build = builds.get(key);
  if (!build) {
    // A build deployed again replaces the one before it (whose module stays loaded, but is no longer used).
    for (const old of builds.keys()) if (old.startsWith(`${file}?`)) builds.delete(old);
    build = (async () => ({
      module: await import(`${pathToFileURL(file).href}?v=${mtimeMs}`),
      // The CSS its screens import, for the first paint (the browser's build links it from the screen's chunk).
      css: await readFile(file.replace(/\.mjs$/, '.css'), 'utf8').catch(() => ''),
    }))();
    builds.set(key, build);
    build.catch(() => builds.delete(key));
  }
  return (await build) as { module: T; css: string };
}

/** A visitor call answered through the gateway: its `result` when the answer is 200, else undefined. */
async function answerOf(apiOrigin: string, { path, query = {} }: ApiCall): Promise<unknown> {
  if (!path.startsWith('/public/')) return undefined;
  const url = new URL(`/api${path}`, apiOrigin);
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  const response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
  const text = await response.text();
  if (!response.ok || text.length > MAX_ANSWER_BYTES) return undefined;
  const envelope = JSON.parse(text) as { code?: unknown; result?: unknown };
  return envelope.code === 200 ? envelope.result : undefined;
}

/** `<style>` text: nothing in it can close the element early. */
const styleText = (css: string) => css.replace(/<\/style/gi, '<\\/style');

/**
 * A page is drawn, never drawn on the server (the same next time), or not drawn this time (its data did not come,
 * or the thread is still warming up: 'cold').
 */
export type RenderOutcome = RenderedPage | 'never' | 'not now' | 'cold';

/** The gateway asks whether the thread has loaded its builds before it sends it any page (server-render.ts). */
export interface WarmQuestion {
  warm: 'asked';
}

/**
 * A thread loads the builds it is given as it starts (the gateway starts the pool with them and asks at once whether
 * it is warm): loading and first drawing take seconds (a minute on a loaded machine, at the thread's low priority).
 * Until then no page is drawn.
 */
async function warmUp({ builds: files = [] }: { builds?: string[] }): Promise<void> {
  for (const file of files) {
    const build = await load<Partial<RemoteBuild>>(file).catch(() => undefined);
    await build?.module.render?.prepare?.('http://localhost', domAt('http://localhost')).catch(() => undefined);
  }
}
// In the background: the pool lets a thread run between tasks (WorkerPool's `backgroundWork`).
let warm = false;
void warmUp(workerData as { builds?: string[] }).finally(() => (warm = true));

export default workerTask(async (task: RenderTask | WarmQuestion): Promise<RenderOutcome | boolean> => {
  if ('warm' in task) return warm;
  if (!warm) return 'cold';
  const [shell, remote] = await Promise.all([load<ShellBuild>(task.shellBuild), load<RemoteBuild>(task.remoteBuild)]);
  const frame = await shell.module.render({ pathname: task.pathname, language: task.language });
  if (!frame) return 'never';
  const screen = await remote.module.render({
    pathname: task.pathname,
    search: task.search,
    origin: task.origin,
    language: task.language,
    domWindow: domAt(task.origin),
    answer: (call) => answerOf(task.apiOrigin, call),
  });
  if ('notDrawn' in screen) return screen.notDrawn === 'no route' ? 'never' : 'not now';
  return {
    html: frame.html.replace(frame.slot, () => screen.html),
    head: `${screen.head}${screen.styles}<style>${styleText(remote.css)}</style>`,
    data: { pathname: task.pathname, route: screen.route, answers: screen.answers },
    language: task.language,
  };
});
