import { cachedRead, Gauge, METRIC_PREFIX, type Pool, type Registry } from '@tp/service-kit';

/** Exams counted at most: the count stays cheap on any day. */
const EXAMS_COUNTED_AT_MOST = 100_000;
/** How long a count of the running exams answers scrapes. */
const EXAMS_READ_EVERY_MS = 5_000;

/**
 * Exams started and not yet ended or finished, counted (through the live exams' index) when scraped, at most once
 * every few seconds whatever the number of scrapes.
 */
export function registerExamsRunning(registry: Registry, pool: Pool): void {
  const read = cachedRead(async () => {
    const { rows } = await pool.query<{ running: number }>(
      `SELECT count(*)::int AS running FROM (SELECT 1 FROM exercises
       WHERE finished_at IS NULL AND end_exam_at IS NOT NULL AND end_exam_at > now() AND retired_at IS NULL
       LIMIT ${EXAMS_COUNTED_AT_MOST}) live`,
    );
    return rows[0].running;
  }, EXAMS_READ_EVERY_MS);
  new Gauge({
    name: `${METRIC_PREFIX}exams_running`,
    help: `Exams started whose end has not come and that nobody finished, in the whole service (counted up to ${EXAMS_COUNTED_AT_MOST}; every few seconds).`,
    registers: [registry],
    async collect() {
      const running = await read();
      if (running !== undefined) this.set(running);
    },
  });
}

/** The exam monitors' event streams open on this replica. */
export function registerMonitorStreams(registry: Registry, monitors: { readonly size: number }): void {
  new Gauge({
    name: `${METRIC_PREFIX}exam_monitor_streams_open`,
    help: 'Exam monitor event streams open on this replica.',
    registers: [registry],
    collect() {
      this.set(monitors.size);
    },
  });
}
