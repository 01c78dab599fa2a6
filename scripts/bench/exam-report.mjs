// What `npm run bench:exam` prints: per series count, errors, latency percentiles and rate; the generator's lag; the
// answers lost; CPU per process; the save throughput against the bare baseline; and whether each target is met.
import { percentile } from './stats.mjs';

/** The issue's targets on this 2-core machine (docs/decisions/015). */
export const TARGETS = { saveP99Ms: 200, startP99Ms: 500, throughputRatio: 0.5 };

const ms = (/** @type {number} */ value) => (Number.isFinite(value) ? value.toFixed(1) : '-').padStart(8);
const num = (/** @type {number} */ value, width = 7) => String(value).padStart(width);

/** @param {number[]} samples */
const max = (samples) => samples.reduce((a, b) => Math.max(a, b), 0);

/** @param {string} label @param {import('./exam-load.mjs').Series} s */
function seriesRow(label, s) {
  const errors = [...s.errors.values()].reduce((a, b) => a + b, 0);
  const seconds = (s.lastDone - s.firstSent) / 1000;
  const rate = s.sent && seconds > 0 ? (s.sent / seconds).toFixed(1) : '-';
  return `  ${label.padEnd(6)}${num(s.sent)}${num(errors)}${ms(percentile(s.latencies, 50))}${ms(percentile(s.latencies, 95))}${ms(percentile(s.latencies, 99))}${ms(max(s.latencies))}${rate.padStart(9)}`;
}

/** `gateway 0.35 ms + exercise 1.20 ms + postgres 0.40 ms = 1.95 ms`. @param {Record<string, number>} parts */
const cpuList = (parts) => `${Object.entries(parts).map(([name, value]) => `${name} ${value.toFixed(2)} ms`).join(' + ')} = ${Object.values(parts).reduce((a, b) => a + b, 0).toFixed(2)} ms`;

/**
 * `0-30 s 45 ms, 30-60 s 52 ms, …`: the p99 of the requests sent in each `windowMs`, to see whether slowness is
 * steady or comes in bursts (on a shared machine: other work, PostgreSQL checkpoints).
 * @param {import('./exam-load.mjs').Series} s
 * @param {number} windowMs
 */
function p99ByWindow(s, windowMs) {
  /** @type {number[][]} */
  const windows = [];
  s.sentAt.forEach((at, i) => (windows[Math.floor(Math.max(0, at) / windowMs)] ??= []).push(s.latencies[i]));
  return windows.map((w, i) => `${(i * windowMs) / 1000}-${((i + 1) * windowMs) / 1000} s ${w ? percentile(w, 99).toFixed(0) : '-'}`).join(', ');
}

/** @param {Map<string, number>} errors */
const errorList = (errors) => (errors.size ? [...errors].map(([kind, count]) => `${count} × ${kind}`).join('; ') : 'none');

/**
 * @param {{ replicas: number, students: number, plan: { startWindowMs: number, saveIntervalMs: number, jitterMs: number, savingMs: number },
 *   day: Awaited<ReturnType<typeof import('./exam-load.mjs').runExamDay>>, audit: Awaited<ReturnType<typeof import('./exam-audit.mjs').answersLost>>,
 *   cpu: { name: string, seconds: number, rssMb: number }[], throughput: { platform: ReturnType<typeof flatOutSummary>, bare: ReturnType<typeof flatOutSummary>, concurrency: number, seconds: number,
 *     cpuPerSave: { platform: { gateway: number, exercise: number, postgres: number }, bare: { server: number, postgres: number } } },
 *   loadBefore: string, loadAfter: string, checkpoints: { requested: number, timed: number, syncMs: number } }} run
 */
export function examReport({ replicas, students, plan, day, audit, cpu, throughput, loadBefore, loadAfter, checkpoints }) {
  const { start, save } = day.series;
  const requests = start.sent + save.sent;
  const lag = [...start.lags, ...save.lags];
  const ratio = throughput.platform.perSecond / throughput.bare.perSecond;
  const errors = [...start.errors.values(), ...save.errors.values()].reduce((a, b) => a + b, 0);
  const checks = [
    [`save p99 < ${TARGETS.saveP99Ms} ms`, percentile(save.latencies, 99) < TARGETS.saveP99Ms],
    [`start p99 < ${TARGETS.startP99Ms} ms`, percentile(start.latencies, 99) < TARGETS.startP99Ms],
    ['0 errors', errors === 0],
    ['0 answers lost', audit.lost === 0],
    [`save throughput ≥ ${TARGETS.throughputRatio} × bare`, ratio >= TARGETS.throughputRatio],
  ];
  const lines = [
    '',
    `Exam surge with ${replicas} exercise replica${replicas === 1 ? '' : 's'}: ${students} students start one exam within ${plan.startWindowMs / 1000} s, then each saves every ${plan.saveIntervalMs / 1000} s ± ${plan.jitterMs / 1000} s for ${plan.savingMs / 1000} s more`,
    `  machine before: ${loadBefore}; after: ${loadAfter}`,
    '         count errors  p50 ms  p95 ms  p99 ms  max ms   rate/s',
    seriesRow('start', start),
    seriesRow('save', save),
    `  errors by kind: start: ${errorList(start.errors)}; save: ${errorList(save.errors)}`,
    `  save p99 (ms) by when sent: ${p99ByWindow(save, 30_000)}`,
    `  PostgreSQL checkpoints during the surge (the whole server's, whoever asked): ${checkpoints.requested} requested, ${checkpoints.timed} timed, ${(checkpoints.syncMs / 1000).toFixed(1)} s of sync`,
    `  load generator: lag behind schedule p50 ${percentile(lag, 50).toFixed(1)} ms, p99 ${percentile(lag, 99).toFixed(1)} ms, max ${max(lag).toFixed(1)} ms; event-loop delay p99 ${day.generator.loopDelayMs.p99.toFixed(1)} ms, max ${day.generator.loopDelayMs.max.toFixed(1)} ms; CPU ${day.generator.cpuSeconds.toFixed(1)} s in ${day.generator.wallSeconds.toFixed(0)} s`,
    `  answers lost: ${audit.lost} of ${audit.acknowledged} acknowledged saves (${audit.missingFromHistory} missing from the history, ${audit.staleAnswers} stored answers older than acknowledged)`,
    `  CPU during the surge (${requests} requests): ${cpu.map((p) => `${p.name} ${p.seconds.toFixed(1)} s = ${((p.seconds * 1000) / Math.max(1, requests)).toFixed(2)} ms/request, ${p.rssMb.toFixed(0)} MB`).join('; ')}`,
    `  save throughput, ${throughput.concurrency} clients flat out, ${throughput.seconds} s each way in alternating slices:`,
    `    through the gateway   ${throughput.platform.perSecond.toFixed(0).padStart(6)} saves/s   p50 ${percentile(throughput.platform.latencies, 50).toFixed(1)} ms   p99 ${percentile(throughput.platform.latencies, 99).toFixed(1)} ms   errors: ${errorList(throughput.platform.errors)}`,
    `    bare node:http + pg   ${throughput.bare.perSecond.toFixed(0).padStart(6)} saves/s   p50 ${percentile(throughput.bare.latencies, 50).toFixed(1)} ms   p99 ${percentile(throughput.bare.latencies, 99).toFixed(1)} ms   errors: ${errorList(throughput.bare.errors)}`,
    `    ratio platform/bare: ${ratio.toFixed(2)}`,
    `    CPU per save: platform ${cpuList(throughput.cpuPerSave.platform)}; bare ${cpuList(throughput.cpuPerSave.bare)}`,
    `  targets: ${checks.map(([label, met]) => `${label} ${met ? 'met' : 'MISSED'}`).join(', ')}`,
  ];
  return { text: lines.join('\n'), met: checks.every(([, met]) => met) };
}

/**
 * One side of the flat-out measurement, summed over its slices.
 * @param {Awaited<ReturnType<typeof import('./exam-load.mjs').saveFlatOut>>[]} slices
 * @param {number} seconds
 */
export function flatOutSummary(slices, seconds) {
  const errors = new Map();
  for (const slice of slices) for (const [kind, count] of slice.errors) errors.set(kind, (errors.get(kind) ?? 0) + count);
  const acknowledged = slices.reduce((n, slice) => n + slice.acked.length, 0);
  return { perSecond: acknowledged / seconds, latencies: slices.flatMap((slice) => slice.latencies), errors };
}
