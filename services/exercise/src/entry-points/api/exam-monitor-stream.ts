import type { Request, Response } from 'express';
import { ErrorCode } from '@tp/contracts';
import { AppError, tooManyRequests, type Logger, type Pool } from '@tp/service-kit';
import { examMonitorSnapshot } from '../../domain/exam-monitor';
import { MonitorConnection, type MonitorEndReason, type MonitorViewer } from './exam-monitor-connection';
import { ExamPoller } from './exam-monitor-poller';

export const TOO_MANY_MONITORS_MESSAGE = 'You have too many live monitors open; close one and try again.';
export const MONITORS_FULL_MESSAGE = 'The live monitor is busy right now; the page tries again shortly.';

export interface MonitorStreamSettings {
  /** How often an exam's rows are read from PostgreSQL, once for all its streams on this replica. */
  pollMs: number;
  /** A comment is sent after this long without an event, so no proxy closes the quiet connection as idle. */
  keepAliveMs: number;
  /** A stream is ended after this long; the page reconnects (and its access is checked again). */
  maxMs: number;
  /** Streams one user may hold on this replica (429 beyond). */
  maxPerUser: number;
  /** Streams this replica holds at most (503 beyond): each holds one of the gateway's connections to it. */
  maxStreams: number;
  /** How often each distinct token of the open streams is checked again (revoked or expired: its streams end). */
  tokenCheckMs: number;
  /** A stream whose client leaves more than this unsent is cut off. */
  maxBufferedBytes: number;
}

/**
 * The live exam monitors open on this replica, as server-sent events. An exam's streams share one poller (one
 * indexed query per `pollMs` whatever their number), so they show what every replica wrote: a `snapshot` event
 * first, then `change` events with only the rows that changed. Streams are capped per user and per replica, counted
 * from before the access check so that streams opened at once cannot pass the cap together. A stream ends when the
 * teacher leaves, after `maxMs`, when its token is revoked or expires, when its client falls behind, or when the
 * service stops.
 */
export class MonitorStreams {
  /** Streams open or being opened (access still being checked), in all and per user. */
  private slots = 0;
  private readonly slotsByUser = new Map<string, number>();
  /** Each open stream, with the timer that ends it after `maxMs`. */
  private readonly open = new Map<MonitorConnection, NodeJS.Timeout>();
  private readonly pollers = new Map<string, ExamPoller>();
  private tokenTimer?: NodeJS.Timeout;
  private checkingTokens = false;

  constructor(private readonly options: MonitorStreamSettings & { pool: Pool; logger: Logger }) {}

  /**
   * Opens a stream of the exam for `viewer` once `mayWatch` resolves (it throws when they may not). A stream over
   * the caps is refused at once (429 for the user's, 503 for the replica's), before any other work.
   */
  async serve(req: Request, res: Response, exam: { classId: string; homeworkId: string }, viewer: MonitorViewer, mayWatch: () => Promise<unknown>): Promise<void> {
    const release = this.reserve(viewer.userId);
    try {
      await mayWatch();
    } catch (err) {
      release();
      throw err;
    }
    // The client left while its access was checked: nothing to open.
    if (req.socket.destroyed) return release();
    this.start(res, exam, viewer, release);
  }

  /** Takes a slot of the user's and of the replica's, synchronously; the function that gives them back. */
  private reserve(userId: string): () => void {
    const mine = this.slotsByUser.get(userId) ?? 0;
    if (mine >= this.options.maxPerUser) throw tooManyRequests(TOO_MANY_MONITORS_MESSAGE);
    if (this.slots >= this.options.maxStreams) throw new AppError(ErrorCode.Unavailable, MONITORS_FULL_MESSAGE);
    this.slots++;
    this.slotsByUser.set(userId, mine + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.slots--;
      const left = (this.slotsByUser.get(userId) ?? 1) - 1;
      if (left > 0) this.slotsByUser.set(userId, left);
      else this.slotsByUser.delete(userId);
    };
  }

  private start(res: Response, exam: { classId: string; homeworkId: string }, viewer: MonitorViewer, release: () => void): void {
    const { pool, logger, pollMs, keepAliveMs, maxMs, maxBufferedBytes } = this.options;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      // Neither cached nor transformed (gzip would hold events back), nor buffered by a proxy (nginx's header).
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    res.write('retry: 3000\n\n');
    const key = `${exam.classId}/${exam.homeworkId}`;
    let poller = this.pollers.get(key);
    if (!poller) {
      poller = new ExamPoller(() => examMonitorSnapshot(pool, exam.classId, exam.homeworkId), { pollMs, keepAliveMs, logger });
      this.pollers.set(key, poller);
    }
    const examPoller = poller;
    const connection = new MonitorConnection(res, viewer, maxBufferedBytes, (ended, reason: MonitorEndReason) => {
      clearTimeout(this.open.get(ended));
      this.open.delete(ended);
      if (examPoller.remove(ended) && this.pollers.get(key) === examPoller) this.pollers.delete(key);
      release();
      if (!this.open.size) this.stopTokenChecks();
      if (reason === 'slow' || reason === 'signed-out') logger.info({ userId: viewer.userId, reason }, 'exam monitor stream ended');
    });
    this.open.set(connection, setTimeout(() => connection.end('lifetime'), maxMs));
    res.on('close', () => connection.end('closed'));
    this.startTokenChecks();
    examPoller.add(connection);
  }

  private startTokenChecks(): void {
    this.tokenTimer ??= setInterval(() => void this.checkTokens(), this.options.tokenCheckMs);
  }

  private stopTokenChecks(): void {
    clearInterval(this.tokenTimer);
    this.tokenTimer = undefined;
  }

  /**
   * Each distinct token of the open streams is verified once (its expiry, and one Redis read for its revocation):
   * one refused ends every stream opened with it. Redis failing ends nothing; the next round asks again.
   */
  private async checkTokens(): Promise<void> {
    if (this.checkingTokens) return;
    this.checkingTokens = true;
    try {
      const byToken = new Map<string, MonitorConnection[]>();
      for (const connection of this.open.keys()) {
        const same = byToken.get(connection.viewer.token);
        if (same) same.push(connection);
        else byToken.set(connection.viewer.token, [connection]);
      }
      await Promise.all(
        [...byToken.values()].map(async (connections) => {
          const { token, verifier } = connections[0].viewer;
          try {
            await verifier.verify(token);
          } catch (err) {
            if (err instanceof AppError && err.status === ErrorCode.Unauthorized) for (const connection of connections) connection.end('signed-out');
            else this.options.logger.warn({ err: (err as Error).message }, 'exam monitor token check failed; the next round tries again');
          }
        }),
      );
    } finally {
      this.checkingTokens = false;
    }
  }

  /** How many streams are open on this replica. */
  get size(): number {
    return this.open.size;
  }

  /** Ends every open stream (the service is stopping; the pages reconnect to another replica). */
  endAll(): void {
    for (const connection of [...this.open.keys()]) connection.end('stopping');
  }
}
