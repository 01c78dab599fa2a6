// npm run bench:exam: exam day at scale (docs/decisions/015). On a private stack (free ports, its own databases,
// Redis keys and queues, removed at the end), BENCH_STUDENTS students (5,000) of one class start one published exam
// at random moments within a minute, then each saves an answer every 30 s (with jitter) for three minutes, through
// the gateway with their own tokens; once with 1 exercise replica, once with 2 (BENCH_REPLICAS). It prints, for
// start and save, count, errors by kind, p50/p95/p99/max latency and rate; the load generator's own lag; the answers
// lost (acknowledged but not in the database); CPU per process; the save throughput flat out against a bare
// node:http + PostgreSQL server measured in the same run; and the start time and memory of a process run from
// TypeScript and compiled. Not a test: it measures and prints.
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { privateStack } from './lib/private-stack.mjs';
import { repoRoot, spawnNode, stopChild } from './lib/stack.mjs';
import { answersLost } from './bench/exam-audit.mjs';
import { runExamDay, saveFlatOut } from './bench/exam-load.mjs';
import { examReport, flatOutSummary } from './bench/exam-report.mjs';
import { examSchool } from './bench/exam-school.mjs';
import { cpuMeter, cpuSeconds, machineLoad, rssMegabytes } from './bench/process-stats.mjs';
import { startCost } from './bench/process-start.mjs';

const env = process.env;
/** A database of the PostgreSQL server the stack uses (DATABASE_URL, as the services read it). */
const databaseUrl = (/** @type {string} */ name) => {
  const url = new URL(env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = `/${name}`;
  return url.toString();
};
const STUDENTS = Number(env.BENCH_STUDENTS ?? 5000);
const REPLICAS = (env.BENCH_REPLICAS ?? '1,2').split(',').map(Number);
const PLAN = {
  startWindowMs: Number(env.BENCH_START_WINDOW_SECONDS ?? 60) * 1000,
  saveIntervalMs: Number(env.BENCH_SAVE_INTERVAL_SECONDS ?? 30) * 1000,
  jitterMs: Number(env.BENCH_SAVE_JITTER_SECONDS ?? 5) * 1000,
  savingMs: Number(env.BENCH_SAVING_SECONDS ?? 180) * 1000,
};
const FLAT_OUT = { concurrency: Number(env.BENCH_FLAT_OUT_CLIENTS ?? 32), seconds: Number(env.BENCH_FLAT_OUT_SECONDS ?? 20), slices: 4 };
/** BENCH_PROFILE=true: the gateways and exercise processes write CPU profiles (node --cpu-prof) to .var/bench-exam-profiles. */
const PROFILE_DIR = env.BENCH_PROFILE === 'true' ? path.join(repoRoot, '.var', 'bench-exam-profiles') : undefined;
const profiling = (/** @type {string} */ name) => (PROFILE_DIR && (name === 'exercise' || name === 'gateway') ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : []);

async function main() {
  if (PROFILE_DIR) mkdirSync(PROFILE_DIR, { recursive: true });
  console.log(`Exam-day benchmark: ${STUDENTS} students, ${REPLICAS.join(' then ')} exercise replica(s); ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GB, Node ${process.version}; ${machineLoad()}`);
  const stack = await privateStack('bench-exam', {
    seed: false,
    replicas: { exercise: Math.max(...REPLICAS) },
    // Students are made in bulk through identity's bench-only call (refused in production).
    env: { BENCH_ACCOUNTS: 'true' },
    nodeArgs: profiling,
  });
  const { freePort } = await tsImport('@tp/test-kit/free-port', import.meta.url);
  /** @type {import('node:child_process').ChildProcess | undefined} */
  let bare;
  const stopAll = async () => {
    if (bare) await stopChild(bare);
    await stack.stop();
  };
  const onSignal = () => stopAll().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    const setupBegan = performance.now();
    const school = await examSchool({
      baseUrl: stack.baseUrl, identityUrl: stack.urls.IDENTITY_URL, internalSecret: stack.internalSecret, admin: stack.admin,
      students: STUDENTS, label: 'bench', log: console.log,
    });
    console.log(`  the school is ready (${((performance.now() - setupBegan) / 1000).toFixed(0)} s).`);

    // The baseline: its own database on the same server (removed with the run's others).
    const bareDatabase = `${stack.databasePrefix}_bare`;
    const admin = new pg.Client({ connectionString: databaseUrl('postgres') });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${bareDatabase}"`);
    await admin.end();
    const barePort = await freePort();
    bare = spawnNode(path.join(repoRoot, 'scripts', 'bench', 'bare-save-server.mjs'), { DATABASE_URL: databaseUrl(bareDatabase), PORT: String(barePort) });
    await waitForLine(bare, 'listening');
    const bareUrl = `http://127.0.0.1:${barePort}`;
    // PostgreSQL's backend processes of a database: their CPU is part of what a save costs.
    const activity = new pg.Client({ connectionString: databaseUrl('postgres') });
    await activity.connect();
    const backendsOf = async (/** @type {string} */ database) => (await activity.query('SELECT pid FROM pg_stat_activity WHERE datname = $1', [database])).rows.map((r) => Number(r.pid));
    // Checkpoints stall commits for a moment; on a shared server other runs' CREATE/DROP DATABASE ask for them.
    const checkpoints = async () => {
      const { rows: [row] } = await activity.query('SELECT checkpoints_req AS requested, checkpoints_timed AS timed, checkpoint_sync_time AS sync_ms FROM pg_stat_bgwriter');
      return { requested: Number(row.requested), timed: Number(row.timed), syncMs: Number(row.sync_ms) };
    };

    /** @type {{ replicas: number, met: boolean }[]} */
    const summary = [];
    let seqFloor = 1_000_000;
    for (const replicas of REPLICAS) {
      const gateway = await stack.startGateway(await freePort(), { replicas: { exercise: replicas }, name: `gateway-${replicas}-replica`, nodeArgs: profiling('gateway') });
      const sittings = await school.publishExam(180);
      const measured = [
        { name: 'gateway', pid: gateway.child.pid },
        ...stack.children.filter((c) => c.name.startsWith('exercise')).slice(0, replicas).map((c) => ({ name: c.name, pid: c.child.pid })),
        ...stack.children.filter((c) => ['identity', 'catalog'].includes(c.name)).map((c) => ({ name: c.name, pid: c.child.pid })),
      ];
      const cpuBefore = measured.map((p) => cpuSeconds(p.pid));
      const loadBefore = machineLoad();
      const checkpointsBefore = await checkpoints();
      console.log(`\n  ${replicas} replica(s): the exam is published to ${sittings.length} students; running ${(PLAN.startWindowMs + PLAN.savingMs) / 1000} s...`);
      const day = await runExamDay({ baseUrl: gateway.baseUrl, sittings, questions: school.questions, ...PLAN, onMinute: console.log });
      const loadAfter = machineLoad();
      const checkpointsAfter = await checkpoints();
      const cpu = measured.map((p, i) => ({ name: p.name, seconds: cpuSeconds(p.pid) - cpuBefore[i], rssMb: rssMegabytes(p.pid) }));

      // Flat out, in alternating slices so the machine's load falls on both sides alike; the CPU each side's
      // processes (and their PostgreSQL backends) used is measured per save.
      const sliceMs = (FLAT_OUT.seconds * 1000) / FLAT_OUT.slices;
      const platformSlices = [];
      const bareSlices = [];
      const exercisePids = () => stack.children.filter((c) => c.name.startsWith('exercise')).slice(0, replicas).map((c) => c.child.pid);
      const meters = {
        gateway: cpuMeter(async () => [gateway.child.pid]),
        exercise: cpuMeter(async () => exercisePids()),
        exerciseBackends: cpuMeter(() => backendsOf(`${stack.databasePrefix}_exercise`)),
        bare: cpuMeter(async () => [bare?.pid]),
        bareBackends: cpuMeter(() => backendsOf(bareDatabase)),
        generator: cpuMeter(async () => [process.pid]),
      };
      const measure = async (/** @type {(keyof typeof meters)[]} */ names, /** @type {() => Promise<any>} */ work) => {
        await Promise.all(names.map((name) => meters[name].start()));
        const result = await work();
        await Promise.all(names.map((name) => meters[name].stop()));
        return result;
      };
      for (let slice = 0; slice < FLAT_OUT.slices; slice++) {
        const common = { sittings, questions: school.questions, concurrency: FLAT_OUT.concurrency, ms: sliceMs, firstSeq: (seqFloor += 100_000) };
        platformSlices.push(await measure(['gateway', 'exercise', 'exerciseBackends'], () => saveFlatOut({ ...common, baseUrl: gateway.baseUrl })));
        bareSlices.push(await measure(['bare', 'bareBackends'], () => saveFlatOut({ ...common, baseUrl: bareUrl, path: '/save' })));
      }
      const perSave = (/** @type {number} */ seconds, /** @type {{ acked: unknown[] }[]} */ slices) => (seconds * 1000) / Math.max(1, slices.reduce((n, s) => n + s.acked.length, 0));
      const audit = await answersLost(databaseUrl(`${stack.databasePrefix}_exercise`), [...day.acked, ...platformSlices.flatMap((s) => s.acked)]);
      const report = examReport({
        replicas, students: STUDENTS, plan: PLAN, day, audit, cpu, loadBefore, loadAfter,
        checkpoints: {
          requested: checkpointsAfter.requested - checkpointsBefore.requested, timed: checkpointsAfter.timed - checkpointsBefore.timed,
          syncMs: checkpointsAfter.syncMs - checkpointsBefore.syncMs,
        },
        throughput: {
          platform: flatOutSummary(platformSlices, FLAT_OUT.seconds), bare: flatOutSummary(bareSlices, FLAT_OUT.seconds), concurrency: FLAT_OUT.concurrency, seconds: FLAT_OUT.seconds,
          cpuPerSave: {
            platform: { gateway: perSave(meters.gateway.seconds, platformSlices), exercise: perSave(meters.exercise.seconds, platformSlices), postgres: perSave(meters.exerciseBackends.seconds, platformSlices) },
            bare: { server: perSave(meters.bare.seconds, bareSlices), postgres: perSave(meters.bareBackends.seconds, bareSlices) },
          },
        },
      });
      console.log(report.text);
      summary.push({ replicas, met: report.met });
      await gateway.stop();
    }

    console.log('\nProcess start, spawn until ready (median of 3), and resident memory then:');
    const serviceEnv = {
      ...stack.urls, DATABASE_PREFIX: stack.databasePrefix, REDIS_PREFIX: `${stack.databasePrefix}:`, BUS_PREFIX: stack.databasePrefix,
      INTERNAL_SECRET: stack.internalSecret, SERVICE_NAME: 'exercise', LOG_LEVEL: 'warn', METRICS_PORT: '0',
    };
    for (const [workspace, portEnv] of [['services/exercise', 'PORT'], ['gateway', 'GATEWAY_PORT']]) {
      const cost = await startCost({ workspace, env: serviceEnv, port: freePort, portEnv });
      console.log(`  ${workspace.padEnd(18)} TypeScript through tsx ${(cost.source.ms / 1000).toFixed(2)} s, ${cost.source.rssMb.toFixed(0)} MB;   compiled dist/main.js ${(cost.compiled.ms / 1000).toFixed(2)} s, ${cost.compiled.rssMb.toFixed(0)} MB`);
    }
    console.log(`\n${summary.map((s) => `${s.replicas} replica(s): targets ${s.met ? 'met' : 'MISSED'}`).join('; ')}. ${machineLoad()}`);
    if (PROFILE_DIR) console.log(`CPU profiles (written as the processes stop): ${path.relative(repoRoot, PROFILE_DIR)}/`);
    await activity.end();
  } finally {
    await stopAll();
  }
}

/**
 * @param {import('node:child_process').ChildProcess} child
 * @param {string} line
 */
function waitForLine(child, line) {
  return new Promise((resolve, reject) => {
    let seen = '';
    child.stdout?.on('data', (chunk) => {
      seen += chunk;
      if (seen.includes(line)) resolve(undefined);
    });
    child.once('exit', (code) => reject(new Error(`the bare baseline server exited (${code}): ${seen}`)));
  });
}

main().catch((err) => {
  console.error(`Benchmark failed: ${err.stack ?? err.message}`);
  process.exit(1);
});
