import { request } from 'node:http';
import { classPagesResult, type ClassPage } from '@tp/contracts';
import { currentRequestId } from '@tp/service-kit';
import type { Replica, Upstream } from './upstream';

/** The class pages catalog lists for the sitemap: read at most once per this, however often crawlers ask. */
export const CLASS_PAGES_KEPT_MS = 5 * 60_000;
/** Catalog not answering within this: the sitemap answers 503 rather than keep a crawler waiting. */
const ANSWER_TIMEOUT_MS = 10_000;
/** Far above the most catalog answers (49,999 pages, about 5 MB): a larger answer is refused, not held in memory. */
const ANSWER_MAX_BYTES = 32 * 1024 * 1024;
const PATH = '/api/public/getClassPages';

export interface ClassPagesOptions {
  /** A replica that has not accepted the connection within this is taken as down (the next one is tried). */
  connectTimeoutMs: number;
}

/**
 * Every published class's page, read from catalog (GET /api/public/getClassPages, on the replicas the API calls use)
 * and kept in this process for CLASS_PAGES_KEPT_MS; callers who ask while it is being read share that one read. A
 * failed read is not kept: `read` rejects, and the next caller tries again.
 */
export class ClassPages {
  private kept?: { pages: ClassPage[]; until: number };
  private reading?: Promise<ClassPage[]>;

  constructor(
    private readonly catalog: Upstream,
    private readonly options: ClassPagesOptions,
  ) {}

  async read(): Promise<ClassPage[]> {
    if (this.kept && this.kept.until > Date.now()) return this.kept.pages;
    this.reading ??= this.load().finally(() => (this.reading = undefined));
    return this.reading;
  }

  private async load(): Promise<ClassPage[]> {
    const body = await getJson(this.catalog, PATH, this.options.connectTimeoutMs, ANSWER_TIMEOUT_MS);
    const parsed = classPagesResult.safeParse((body as { result?: unknown } | null)?.result);
    if (!parsed.success) throw new Error(`catalog's ${PATH} answer is not a class page list`);
    this.kept = { pages: parsed.data.list, until: Date.now() + CLASS_PAGES_KEPT_MS };
    return parsed.data.list;
  }
}

/** The request certainly never reached the replica: another one may be asked. */
const NOT_CONNECTED = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'CONNECT_TIMEOUT']);

type Outcome = { kind: 'answered'; body: unknown } | { kind: 'refused' | 'timed-out' | 'failed'; reason: string };

/**
 * A GET to a replica of `upstream`, its JSON body when it answers 200. As forward.ts: a replica that refuses the
 * connection is taken out and the next one asked; one that answers nothing in time counts a failed check.
 */
async function getJson(upstream: Upstream, path: string, connectTimeoutMs: number, answerTimeoutMs: number): Promise<unknown> {
  const tried = new Set<Replica>();
  for (;;) {
    const replica = upstream.pick(tried);
    if (!replica) throw new Error(`no ${upstream.service} replica answers`);
    tried.add(replica);
    const outcome = await getOnce(replica, path, connectTimeoutMs, answerTimeoutMs);
    if (outcome.kind === 'answered') return outcome.body;
    if (outcome.kind === 'refused') {
      upstream.markDown(replica, outcome.reason);
      continue;
    }
    if (outcome.kind === 'timed-out') upstream.noAnswer(replica);
    throw new Error(`${upstream.service} ${path}: ${outcome.reason}`);
  }
}

function getOnce(replica: Replica, path: string, connectTimeoutMs: number, answerTimeoutMs: number): Promise<Outcome> {
  return new Promise((resolve) => {
    replica.pending++;
    let settled = false;
    const settle = (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    const requestId = currentRequestId();
    const req = request({
      host: replica.hostname, port: replica.port, path, agent: replica.agent,
      headers: { accept: 'application/json', ...(requestId ? { 'x-request-id': requestId } : {}) },
    });
    const answerTimer = setTimeout(() => req.destroy(Object.assign(new Error('no answer in time'), { code: 'ANSWER_TIMEOUT' })), answerTimeoutMs);
    req.once('socket', (socket) => {
      if (!socket.connecting) return; // a kept-alive connection
      const connectTimer = setTimeout(() => req.destroy(Object.assign(new Error('connect timeout'), { code: 'CONNECT_TIMEOUT' })), connectTimeoutMs);
      socket.once('connect', () => clearTimeout(connectTimer));
      req.once('close', () => clearTimeout(connectTimer));
    });
    req.once('close', () => {
      clearTimeout(answerTimer);
      replica.pending--;
    });
    req.on('error', (err: NodeJS.ErrnoException) => {
      const code = err.code ?? 'ERROR';
      if (NOT_CONNECTED.has(code)) return settle({ kind: 'refused', reason: code });
      settle({ kind: code === 'ANSWER_TIMEOUT' ? 'timed-out' : 'failed', reason: code });
    });
    req.once('response', (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        return settle({ kind: 'failed', reason: `answered ${res.statusCode}` });
      }
      const chunks: Buffer[] = [];
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        if (bytes > ANSWER_MAX_BYTES) return void req.destroy(Object.assign(new Error('answer too large'), { code: 'ANSWER_TOO_LARGE' }));
        chunks.push(chunk);
      });
      res.once('end', () => {
        try {
          settle({ kind: 'answered', body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
        } catch {
          settle({ kind: 'failed', reason: 'answer is not JSON' });
        }
      });
      res.on('error', () => settle({ kind: 'failed', reason: 'answer cut off' }));
      res.once('close', () => settle({ kind: 'failed', reason: 'answer cut off' }));
    });
    req.end();
  });
}
