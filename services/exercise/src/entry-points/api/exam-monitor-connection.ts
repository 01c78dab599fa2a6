import type { Response } from 'express';
import type { TokenVerifier } from '@tp/service-kit';

/** Who opened a monitor stream, with the token it was opened with (checked again while the stream is open). */
export interface MonitorViewer {
  userId: string;
  token: string;
  verifier: Pick<TokenVerifier, 'verify'>;
}

/**
 * Why a stream ended: the client left, its time was up, its token no longer holds (sign-out, expiry, password
 * change), its client fell behind, or the service is stopping.
 */
export type MonitorEndReason = 'closed' | 'lifetime' | 'signed-out' | 'slow' | 'stopping';

const KEEP_ALIVE = Buffer.from(': keep-alive\n\n');

/** One server-sent event, encoded once and written to every stream of an exam as it is. */
export const serverSentEvent = (name: string, data: unknown): Buffer => Buffer.from(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);

/**
 * One open monitor stream. Writing never waits for the client: one that still holds more than `maxBufferedBytes`
 * unsent when the next event is due is cut off (its buffer freed) instead of being buffered for without bound or
 * holding the exam's other streams up; its page reconnects and starts again from a snapshot.
 */
export class MonitorConnection {
  /** Set by the exam's poller once the snapshot was written: from then on the stream gets changes. */
  hasSnapshot = false;
  private lastWrite = Date.now();
  private ended = false;

  constructor(
    private readonly res: Response,
    readonly viewer: MonitorViewer,
    private readonly maxBufferedBytes: number,
    private readonly onEnd: (connection: MonitorConnection, reason: MonitorEndReason) => void,
  ) {}

  send(event: Buffer): void {
    if (this.ended) return;
    if (this.res.writableLength > this.maxBufferedBytes) return this.end('slow');
    this.res.write(event);
    this.lastWrite = Date.now();
  }

  /** A comment after `keepAliveMs` of quiet, so no proxy closes the connection as idle. */
  keepAlive(now: number, keepAliveMs: number): void {
    if (now - this.lastWrite >= keepAliveMs) this.send(KEEP_ALIVE);
  }

  end(reason: MonitorEndReason): void {
    if (this.ended) return;
    this.ended = true;
    // A client that fell behind would never take the rest: its connection is dropped, not ended politely.
    if (reason === 'slow') this.res.destroy();
    else if (!this.res.writableEnded) this.res.end();
    this.onEnd(this, reason);
  }
}
