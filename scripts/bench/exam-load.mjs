// The students of an exam day, simulated: each starts the exam at a random moment of the start window, then saves an
// answer every interval (with jitter) until the end, one request at a time, as the exam page does. Every request goes
// through the gateway with the student's own token; saves carry an operation id and a rising sequence number. The
// generator records each request's latency, its own lag (how late a request left against its schedule: a starved
// generator is not a slow platform) and every save the platform acknowledged, to be looked up in the database.
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { ANSWER_CONTENT } from './exam-school.mjs';

/**
 * @typedef {{ status: number, code?: number, msg?: string, result?: any, error?: string }} Outcome
 * @typedef {{ sent: number, latencies: number[], sentAt: number[], lags: number[], errors: Map<string, number>,
 *   failedTries: Map<string, number>, retried: number, cured: number, firstSent: number, lastDone: number }} Series
 * `sentAt[i]`: when the request of `latencies[i]` left, in ms from the start of the day.
 * `errors`: requests that failed in the end, by kind; `failedTries`: every try that failed with a 5xx or a network
 * error, by kind, including those a retry then cured.
 * @typedef {{ exerciseId: string, questionId: string, opId: string, seq: number, answer: string }} AckedSave
 * @typedef {{ attempts: number, pauseMs: number }} RetryPolicy
 */

/**
 * A keep-alive HTTP client for many simulated browsers: `call` POSTs JSON and answers the envelope, never throws.
 * @param {string} baseUrl
 * @param {{ timeoutMs?: number }} [options]
 */
export function jsonClient(baseUrl, { timeoutMs = 30_000 } = {}) {
  const origin = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: 2048, timeout: 60_000 });
  /**
   * @param {string} path
   * @param {unknown} body
   * @param {string} token
   * @returns {Promise<Outcome>}
   */
  const call = (path, body, token) => new Promise((resolve) => {
    const bytes = Buffer.from(JSON.stringify(body));
    const req = request({
      host: origin.hostname, port: origin.port, path, method: 'POST', agent, timeout: timeoutMs,
      headers: { 'content-type': 'application/json', 'content-length': bytes.length, authorization: `Bearer ${token}`, 'accept-encoding': 'identity' },
    }, (res) => {
      const chunks = /** @type {Buffer[]} */ ([]);
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        try {
          const envelope = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          resolve({ status: res.statusCode ?? 0, code: envelope.code, msg: envelope.msg, result: envelope.result });
        } catch {
          resolve({ status: res.statusCode ?? 0, error: 'not JSON' });
        }
      });
      res.on('error', (err) => resolve({ status: 0, error: /** @type {NodeJS.ErrnoException} */ (err).code ?? err.message }));
    });
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', (err) => resolve({ status: 0, error: /** @type {NodeJS.ErrnoException} */ (err).code ?? err.message }));
    req.end(bytes);
  });
  return { call, close: () => agent.destroy() };
}

/** @returns {Series} */
const newSeries = () => ({ sent: 0, latencies: [], sentAt: [], lags: [], errors: new Map(), failedTries: new Map(), retried: 0, cured: 0, firstSent: Infinity, lastDone: 0 });

/** How an unsuccessful outcome is counted: by status and message, or by network error. @param {Outcome} o */
export const errorKind = (o) => (o.status === 0 ? `network ${o.error}` : `HTTP ${o.status} ${String(o.msg ?? o.error ?? '').slice(0, 70)}`);
const succeeded = (/** @type {Outcome} */ o) => o.status === 200 && o.code === 200;
/** What a client may cure by sending again (the same operation id): the platform or the network failed, not the request. */
const retryable = (/** @type {Outcome} */ o) => o.status === 0 || o.status >= 500;

const sleepUntil = (/** @type {number} */ at) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())));

/**
 * Runs the exam day on `sittings` (one per student) and answers what was measured. `retry` makes each student send a
 * failed request again (same operation id) like the exam page does; without it a failure is counted and left.
 * `until` ends the saving early (the resilience tests stop before the exam's end).
 * @param {{ baseUrl: string, sittings: import('./exam-school.mjs').Sitting[], questions: import('./exam-school.mjs').ExamQuestion[],
 *   startWindowMs: number, saveIntervalMs: number, jitterMs: number, savingMs: number, retry?: RetryPolicy,
 *   onMinute?: (line: string) => void }} plan
 */
export async function runExamDay({ baseUrl, sittings, questions, startWindowMs, saveIntervalMs, jitterMs, savingMs, retry, onMinute }) {
  const client = jsonClient(baseUrl);
  const series = { start: newSeries(), save: newSeries() };
  /** @type {AckedSave[]} */
  const acked = [];
  /** Requests that failed with a 5xx or a network error and were never cured by sending again. */
  let uncured = 0;
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const cpuBefore = process.cpuUsage();
  const t0 = performance.now() + 200;
  const endAt = t0 + startWindowMs + savingMs;

  /**
   * @param {Series} s
   * @param {number} intended
   * @param {string} path
   * @param {object} body
   * @param {string} token
   */
  const send = async (s, intended, path, body, token) => {
    const sent = performance.now();
    s.sent++;
    s.lags.push(sent - intended);
    s.firstSent = Math.min(s.firstSent, sent);
    const tally = (/** @type {Outcome} */ o) => {
      if (retryable(o)) s.failedTries.set(errorKind(o), (s.failedTries.get(errorKind(o)) ?? 0) + 1);
      return o;
    };
    let outcome = tally(await client.call(path, body, token));
    s.latencies.push(performance.now() - sent);
    s.sentAt.push(sent - t0);
    for (let attempt = 1; retry && retryable(outcome) && attempt < retry.attempts; attempt++) {
      s.retried++;
      await new Promise((resolve) => setTimeout(resolve, retry.pauseMs * attempt));
      outcome = tally(await client.call(path, body, token));
      if (!retryable(outcome)) s.cured++;
    }
    s.lastDone = performance.now();
    if (!succeeded(outcome)) {
      const kind = errorKind(outcome);
      s.errors.set(kind, (s.errors.get(kind) ?? 0) + 1);
      if (retryable(outcome)) uncured++;
    }
    return outcome;
  };

  const jitter = () => (Math.random() * 2 - 1) * jitterMs;
  const minutes = onMinute && setInterval(() => onMinute(`    ${((performance.now() - t0) / 1000).toFixed(0)} s: ${series.start.sent} starts, ${series.save.sent} saves sent, ${acked.length} saves acknowledged`), 60_000);
  await Promise.all(sittings.map(async ({ exerciseId, token }, index) => {
    const startAt = t0 + Math.random() * startWindowMs;
    await sleepUntil(startAt);
    const started = await send(series.start, startAt, '/api/user/startExam', { id: exerciseId, opId: randomUUID() }, token);
    if (!succeeded(started)) return; // a student whose exam did not start cannot save
    let seq = 0;
    for (let next = startAt + saveIntervalMs + jitter(); next < endAt; next += saveIntervalMs + jitter()) {
      await sleepUntil(next);
      const question = questions[(index + seq) % questions.length];
      const save = { id: exerciseId, questionId: question._id, answer: question.given[Math.floor(Math.random() * question.given.length)], content: ANSWER_CONTENT, opId: randomUUID(), seq: ++seq };
      const outcome = await send(series.save, next, '/api/user/saveExercise', save, token);
      if (succeeded(outcome)) acked.push({ exerciseId, questionId: save.questionId, opId: save.opId, seq: save.seq, answer: save.answer });
    }
  }));
  if (minutes) clearInterval(minutes);
  loopDelay.disable();
  client.close();
  const cpu = process.cpuUsage(cpuBefore);
  return {
    series,
    acked,
    uncured,
    generator: {
      loopDelayMs: { p50: loopDelay.percentile(50) / 1e6, p99: loopDelay.percentile(99) / 1e6, max: loopDelay.max / 1e6 },
      cpuSeconds: (cpu.user + cpu.system) / 1e6,
      wallSeconds: (performance.now() - t0) / 1000,
    },
  };
}

/**
 * Saves as fast as `concurrency` clients can, each sending its next save when the last is answered, for `ms`:
 * the platform's save throughput. Answers the number acknowledged, the errors and the saves acknowledged.
 * @param {{ baseUrl: string, path?: string, sittings: import('./exam-school.mjs').Sitting[],
 *   questions: import('./exam-school.mjs').ExamQuestion[], concurrency: number, ms: number, firstSeq: number }} plan
 */
export async function saveFlatOut({ baseUrl, path = '/api/user/saveExercise', sittings, questions, concurrency, ms, firstSeq }) {
  const client = jsonClient(baseUrl);
  const errors = new Map();
  /** @type {AckedSave[]} */
  const acked = [];
  /** @type {number[]} */
  const latencies = [];
  const endAt = performance.now() + ms;
  let seq = firstSeq;
  await Promise.all(Array.from({ length: concurrency }, async (_, worker) => {
    // Each client has its own students, so no two saves wait on one exercise's lock.
    const own = sittings.filter((_sitting, i) => i % concurrency === worker);
    for (let n = 0; performance.now() < endAt; n++) {
      const { exerciseId, token } = own[n % own.length];
      const question = questions[n % questions.length];
      const save = { id: exerciseId, questionId: question._id, answer: question.given[n % question.given.length], content: ANSWER_CONTENT, opId: randomUUID(), seq: ++seq };
      const sent = performance.now();
      const outcome = await client.call(path, save, token);
      latencies.push(performance.now() - sent);
      if (succeeded(outcome)) acked.push({ exerciseId, questionId: save.questionId, opId: save.opId, seq: save.seq, answer: save.answer });
      else errors.set(errorKind(outcome), (errors.get(errorKind(outcome)) ?? 0) + 1);
    }
  }));
  client.close();
  return { acked, errors, latencies, perSecond: acked.length / (ms / 1000) };
}
