import type { ExamMonitorSnapshot } from '@tp/contracts';
import type { Logger } from '@tp/service-kit';
import { monitorChanges } from '../../domain/exam-monitor-rows';
import { serverSentEvent, type MonitorConnection } from './exam-monitor-connection';

/**
 * The one reader of an exam's monitor rows on this replica: every `pollMs` it reads them once and writes the same
 * events to each of the exam's streams: the snapshot to a stream that has none yet (at once from the last read when
 * a stream joins), then the rows that changed. It runs while the exam has a stream, and stops with its last one.
 */
export class ExamPoller {
  private readonly connections = new Set<MonitorConnection>();
  /** Exercise id → the row as last read: what every stream that had its snapshot has been sent. */
  private readonly sent = new Map<string, string>();
  private snapshot?: ExamMonitorSnapshot;
  private snapshotEvent?: Buffer;
  private timer?: NodeJS.Timeout;
  private reading = false;

  constructor(
    private readonly read: () => Promise<ExamMonitorSnapshot>,
    private readonly settings: { pollMs: number; keepAliveMs: number; logger: Logger },
  ) {}

  get size(): number {
    return this.connections.size;
  }

  add(connection: MonitorConnection): void {
    this.connections.add(connection);
    if (this.snapshot) this.sendSnapshot(connection);
    if (!this.timer) {
      this.timer = setInterval(() => void this.tick(), this.settings.pollMs);
      void this.tick();
    }
  }

  /** Takes a stream off; true when it was the last one (the poller has stopped). */
  remove(connection: MonitorConnection): boolean {
    this.connections.delete(connection);
    if (this.connections.size) return false;
    clearInterval(this.timer);
    this.timer = undefined;
    return true;
  }

  private async tick(): Promise<void> {
    if (this.reading) return;
    this.reading = true;
    try {
      const snapshot = await this.read();
      if (!this.timer) return; // its last stream ended during the read
      const change = monitorChanges(this.sent, snapshot.rows);
      this.snapshot = snapshot;
      this.snapshotEvent = undefined;
      const changed = change.rows.length > 0 || change.removed.length > 0;
      let changeEvent: Buffer | undefined;
      for (const connection of [...this.connections]) {
        if (!connection.hasSnapshot) this.sendSnapshot(connection);
        else if (changed) connection.send((changeEvent ??= serverSentEvent('change', { serverNow: snapshot.serverNow, ...change })));
      }
    } catch (err) {
      this.settings.logger.warn({ err: (err as Error).message }, 'exam monitor read failed; the next tick tries again');
    } finally {
      this.reading = false;
    }
    const now = Date.now();
    for (const connection of [...this.connections]) connection.keepAlive(now, this.settings.keepAliveMs);
  }

  private sendSnapshot(connection: MonitorConnection): void {
    this.snapshotEvent ??= serverSentEvent('snapshot', this.snapshot);
    connection.hasSnapshot = true;
    connection.send(this.snapshotEvent);
  }
}
