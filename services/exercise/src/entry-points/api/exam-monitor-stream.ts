import type { Request, Response } from 'express';
import type { Logger, Pool } from '@tp/service-kit';
import { examMonitorSnapshot, monitorChanges } from '../../domain/exam-monitor';

export interface MonitorStreamSettings {
  /** How often each open stream reads its homework's rows from PostgreSQL. */
  pollMs: number;
  /** A comment is sent after this long without an event, so no proxy closes the quiet connection as idle. */
  keepAliveMs: number;
  /** A stream is ended after this long; the page reconnects (and its access is checked again). */
  maxMs: number;
}

/**
 * The live exam monitors open on this replica, as server-sent events. Each stream reads its homework's rows from
 * PostgreSQL every `pollMs` (one indexed query), so it shows what every replica wrote, and sends a `snapshot` event
 * first, then a `change` event with only the rows that changed. It ends when the teacher leaves, after `maxMs`, or
 * when the service stops.
 */
export class MonitorStreams {
  private readonly open = new Set<() => void>();

  constructor(private readonly options: MonitorStreamSettings & { pool: Pool; logger: Logger }) {}

  serve(req: Request, res: Response, classId: string, homeworkId: string): void {
    const { pool, logger, pollMs, keepAliveMs, maxMs } = this.options;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      // Neither cached nor transformed (gzip would hold events back), nor buffered by a proxy (nginx's header).
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    res.write('retry: 3000\n\n');
    const sent = new Map<string, string>();
    let first = true;
    let reading = false;
    let lastWrite = Date.now();
    const write = (text: string) => {
      res.write(text);
      lastWrite = Date.now();
    };
    const tick = async () => {
      if (reading) return;
      reading = true;
      try {
        const snapshot = await examMonitorSnapshot(pool, classId, homeworkId);
        const change = monitorChanges(sent, snapshot.rows);
        if (first) write(`event: snapshot\ndata: ${JSON.stringify(snapshot)}\n\n`);
        else if (change.rows.length || change.removed.length) write(`event: change\ndata: ${JSON.stringify({ serverNow: snapshot.serverNow, ...change })}\n\n`);
        first = false;
      } catch (err) {
        logger.warn({ err: (err as Error).message }, 'exam monitor read failed; the next tick tries again');
      } finally {
        reading = false;
      }
      if (Date.now() - lastWrite >= keepAliveMs) write(': keep-alive\n\n');
    };
    const timer = setInterval(() => void tick(), pollMs);
    const lifetime = setTimeout(() => end(), maxMs);
    const end = () => {
      clearInterval(timer);
      clearTimeout(lifetime);
      this.open.delete(end);
      if (!res.writableEnded) res.end();
    };
    this.open.add(end);
    req.on('close', end);
    void tick();
  }

  /** How many streams are open on this replica. */
  get size(): number {
    return this.open.size;
  }

  /** Ends every open stream (the service is stopping; the pages reconnect to another replica). */
  endAll(): void {
    for (const end of [...this.open]) end();
  }
}
