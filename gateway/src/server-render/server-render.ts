import fs from 'node:fs';
import path from 'node:path';
import { WorkerPool, WorkerPoolBusy } from '@tp/service-kit/runtime/worker-pool';
import { REMOTES, SHELL, remoteNamed } from '@tp/service-registry/web-apps';
import type { RenderedPage, RenderOutcome, RenderTask, WarmQuestion } from './page-render.worker';

// Pages drawn on the server (docs/decisions/026): the first response of a content page (`/`, `/class/{id}`) or a
// form (`/login`, `/register`) carries the page itself, so a phone paints it before any script has arrived. The
// drawing runs in worker threads with a time limit and a bounded queue: a slow or failing render, or a full queue,
// answers the page as before (drawn in the browser), never an error, and never holds up the gateway's event loop.
// A visitor waits at most PAGE_RENDER_TIME_LIMIT_MS for the drawing.

export interface PageRendererOptions {
  webRoot: string;
  /** Threads drawing pages. */
  threads: number;
  /** Pages waiting for a thread at most; beyond that a page is drawn in the browser. */
  maxQueue: number;
  /**
   * How long a visitor's page waits for its drawing, its calls included: past it the page is answered undrawn (the
   * drawing goes on in its thread, up to four times as long, then the thread is stopped and replaced).
   */
  timeLimitMs: number;
}

export interface PageRequest {
  pathname: string;
  search: string;
  /** The federation name of the remote that owns the path. */
  remote: string;
  origin: string;
  /** The visitor's language (`languageOfRequest`). */
  language: string;
  apiOrigin: string;
}

/**
 * Pages drawn without any call (forms), and paths never drawn on the server: the same for every visitor until a
 * build changes, so kept (the last ones asked for).
 */
const KEPT_PAGES = 200;

const serverBuild = (dist: string) => path.join(dist, 'server', 'render.mjs');

function mtimeOf(file: string): number | undefined {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

/** How often a warming thread is asked whether it has loaded its builds. */
const WARM_CHECK_MS = 500;

export class PageRenderer {
  /** Started by the first page asked for: a gateway that serves no page (an API-only replica, a test's) has none. */
  private pool: WorkerPool<RenderTask | WarmQuestion, RenderOutcome | boolean> | undefined;
  private readonly kept = new Map<string, RenderedPage | 'never'>();
  /** Pages are sent to the threads only once they have loaded the builds: until then no visitor waits for one. */
  private warm = false;
  private checking: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;

  constructor(private readonly options: PageRendererOptions) {}

  /**
   * The threads, started when a page is first asked for: each loads two builds and jsdom (seconds of processor), which
   * a gateway that never serves a page should not pay. That page and the next, until a thread is warm, are drawn in
   * the browser.
   */
  private threads(): WorkerPool<RenderTask | WarmQuestion, RenderOutcome | boolean> {
    if (this.pool) return this.pool;
    const options = this.options;
    this.pool = new WorkerPool({
      name: 'page-render',
      worker: new URL('./page-render.worker.ts', import.meta.url),
      threads: options.threads,
      maxQueue: options.maxQueue,
      timeLimitMs: 4 * options.timeLimitMs,
      maxHeapMb: 256,
      // A visitor waits for it: at the lowest priority, drawing starved on a busy machine (seconds per page).
      lowPriority: false,
      // Loaded by each thread in the background as it starts, before its first page (page-render.worker.ts).
      backgroundWork: true,
      data: { builds: [SHELL, ...REMOTES].map((app) => serverBuild(path.join(options.webRoot, app.name, 'dist'))).filter((file) => mtimeOf(file) !== undefined) },
    });
    this.checkWarm();
    return this.pool;
  }

  /** Asks the threads until they say they are warm (again after a thread was replaced: the new one warms up). */
  private checkWarm(): void {
    if (this.stopped || this.checking) return;
    this.checking = setTimeout(async () => {
      const warm = await this.threads().run({ warm: 'asked' }).catch(() => false);
      this.checking = undefined;
      if (warm === true) this.warm = true;
      else this.checkWarm();
    }, WARM_CHECK_MS);
  }

  /** The page drawn, or undefined when it is to be drawn in the browser (no server build, a failure, too busy). */
  async render(request: PageRequest): Promise<RenderedPage | undefined> {
    const shellBuild = serverBuild(path.join(this.options.webRoot, SHELL.name, 'dist'));
    const remote = remoteNamed(request.remote);
    if (!remote) return undefined;
    const remoteBuild = serverBuild(path.join(this.options.webRoot, remote.name, 'dist'));
    const shellTime = mtimeOf(shellBuild);
    const remoteTime = mtimeOf(remoteBuild);
    if (shellTime === undefined || remoteTime === undefined) return undefined;
    const key = `${request.language}:${request.pathname}${request.search}\n${shellTime}\n${remoteTime}`;
    const kept = this.kept.get(key);
    if (kept !== undefined) return kept === 'never' ? undefined : kept;
    if (this.stopped) return undefined;
    const pool = this.threads();
    if (!this.warm) return undefined;
    const drawing = pool.run({ ...request, shellBuild, remoteBuild }).catch((err: unknown) => {
      // A thread stopped at its time limit or lost is replaced by one that has to warm up first.
      if (!(err instanceof WorkerPoolBusy)) this.cooled();
      throw err;
    });
    let waited: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<'late'>((resolve) => (waited = setTimeout(() => resolve('late'), this.options.timeLimitMs)));
    const outcome = await Promise.race([drawing, late]).finally(() => clearTimeout(waited));
    if (outcome === 'late') {
      drawing.catch(() => undefined);
      return undefined;
    }
    if (outcome === 'cold') this.cooled();
    if (typeof outcome === 'boolean' || outcome === 'cold' || outcome === 'not now') return undefined;
    if (outcome === 'never' || Object.keys(outcome.data.answers).length === 0) this.keep(key, outcome);
    return outcome === 'never' ? undefined : outcome;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.checking);
    await this.pool?.stop();
  }

  private cooled(): void {
    this.warm = false;
    this.checkWarm();
  }

  private keep(key: string, page: RenderedPage | 'never') {
    if (this.kept.size >= KEPT_PAGES) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(key, page);
  }
}
