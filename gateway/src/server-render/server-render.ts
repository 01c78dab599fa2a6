import fs from 'node:fs';
import path from 'node:path';
import { WorkerPool } from '@tp/service-kit/runtime/worker-pool';
import { REMOTES, SHELL, remoteNamed } from '@tp/service-registry/web-apps';
import type { RenderedPage, RenderOutcome, RenderTask } from './page-render.worker';

// Pages drawn on the server (docs/decisions/026): the first response of a content page (`/`, `/class/{id}`) or a
// form (`/login`, `/register`) carries the page itself, so a phone paints it before any script has arrived. The
// drawing runs in worker threads with a time limit and a bounded queue: a slow or failing render, or a full queue,
// answers the page as before (drawn in the browser), never an error, and never holds up the gateway's event loop.

export interface PageRendererOptions {
  webRoot: string;
  /** Threads drawing pages. */
  threads: number;
  /** Pages waiting for a thread at most; beyond that a page is drawn in the browser. */
  maxQueue: number;
  /** How long one page may take to draw, its visitor calls included. */
  timeLimitMs: number;
}

export interface PageRequest {
  pathname: string;
  search: string;
  /** The federation name of the remote that owns the path. */
  remote: string;
  origin: string;
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

export class PageRenderer {
  private readonly pool: WorkerPool<RenderTask, RenderOutcome>;
  private readonly kept = new Map<string, RenderedPage | 'never'>();

  constructor(private readonly options: PageRendererOptions) {
    this.pool = new WorkerPool({
      name: 'page-render',
      worker: new URL('./page-render.worker.ts', import.meta.url),
      threads: options.threads,
      maxQueue: options.maxQueue,
      timeLimitMs: options.timeLimitMs,
      maxHeapMb: 256,
      // Loaded by each thread as it starts, before its first page (page-render.worker.ts).
      data: { builds: [SHELL, ...REMOTES].map((app) => serverBuild(path.join(options.webRoot, app.name, 'dist'))).filter((file) => mtimeOf(file) !== undefined) },
    });
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
    const key = `${request.pathname}${request.search}\n${shellTime}\n${remoteTime}`;
    const kept = this.kept.get(key);
    if (kept !== undefined) return kept === 'never' ? undefined : kept;
    const outcome = await this.pool.run({ ...request, shellBuild, remoteBuild });
    if (outcome === 'never' || (outcome !== 'not now' && Object.keys(outcome.data.answers).length === 0)) this.keep(key, outcome);
    return typeof outcome === 'string' ? undefined : outcome;
  }

  stop(): Promise<void> {
    return this.pool.stop();
  }

  private keep(key: string, page: RenderedPage | 'never') {
    if (this.kept.size >= KEPT_PAGES) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(key, page);
  }
}
