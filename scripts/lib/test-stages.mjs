// How `npm test` runs its stages: each is a command, timed; stages may run side by side. One stage at a time writes to
// the terminal as it goes; a stage that runs beside it keeps its output and prints it whole when it ends, so the lines
// of two stages never mix. Vitest stages are counted test by test from the JSON report they write.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

/**
 * @typedef {{ name: string, passed: number, failed: number, seconds: number }} StageResult
 * @typedef {{ numPassedTests: number, numFailedTests: number, testResults: { name: string, status: string, message?: string,
 *   startTime?: number, endTime?: number,
 *   assertionResults: { status: string, fullName: string, failureMessages?: string[] }[] }[] }} VitestReport
 */

export class StageRunner {
  /** @param {{ repoRoot: string, resultsDir: string }} options */
  constructor({ repoRoot, resultsDir }) {
    this.repoRoot = repoRoot;
    this.resultsDir = resultsDir;
    /** @type {StageResult[]} */
    this.results = [];
    /** What failed, named, so the last lines of a red run say which test to look at. */
    /** @type {string[]} */
    this.failures = [];
    /** Tests that passed only on a second try: counted as passed, and named so nobody mistakes them for steady. */
    /** @type {string[]} */
    this.retried = [];
    /** Every vitest file's own time, for the slowest-files list. */
    /** @type {{ stage: string, file: string, seconds: number }[]} */
    this.fileTimes = [];
    /** @type {string | undefined} the stage writing to the terminal now */
    this.live = undefined;
    /** Lines waiting for the live stage's current line to end. */
    /** @type {string[]} */
    this.pendingBlocks = [];
    this.liveLineOpen = false;
  }

  /**
   * Runs `command` as the stage `name`; resolves with its exit status and wall time. Never rejects.
   * @param {string} name
   * @param {string} command
   * @param {string[]} args
   * @param {{ env?: Record<string, string> }} [options]
   * @returns {Promise<{ status: number, seconds: number }>}
   */
  run(name, command, args, { env = {} } = {}) {
    const live = this.live === undefined;
    if (live) this.live = name;
    this.print(live ? `\n== ${name}` : `\n== ${name}: started beside ${this.live}; its output follows when it ends`);
    const began = Date.now();
    /** @type {Buffer[]} */
    const kept = [];
    return new Promise((resolve) => {
      const child = spawn(command, args, {
        cwd: this.repoRoot,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}), ...env },
      });
      const take = (/** @type {Buffer} */ chunk) => {
        if (this.live === name) this.writeLive(chunk);
        else kept.push(chunk);
      };
      child.stdout.on('data', take);
      child.stderr.on('data', take);
      const finish = (/** @type {number} */ status) => {
        const seconds = (Date.now() - began) / 1000;
        if (this.live === name) {
          if (this.liveLineOpen) process.stdout.write('\n');
          this.liveLineOpen = false;
          this.live = undefined;
          this.print(`== ${name}: ${status === 0 ? 'done' : `exited with ${status}`} in ${seconds.toFixed(0)} s`);
          for (const block of this.pendingBlocks.splice(0)) process.stdout.write(block);
        } else {
          const output = Buffer.concat(kept).toString('utf8');
          this.print(`\n== ${name} (ran beside other stages; ${status === 0 ? 'done' : `exited with ${status}`} in ${seconds.toFixed(0)} s)\n${output.endsWith('\n') || output === '' ? output : `${output}\n`}== end of ${name}`);
        }
        resolve({ status, seconds });
      };
      child.on('error', (err) => {
        kept.push(Buffer.from(`${command}: ${err.message}\n`));
        finish(127);
      });
      child.on('close', (code, signal) => finish(code ?? (signal ? 128 : 1)));
    });
  }

  /** @param {Buffer} chunk */
  writeLive(chunk) {
    process.stdout.write(chunk);
    this.liveLineOpen = chunk.length > 0 && chunk[chunk.length - 1] !== 0x0a;
  }

  /**
   * A whole block of lines: now, or once the live stage has ended its current line.
   * @param {string} text
   */
  print(text) {
    const block = `${text}\n`;
    if (this.liveLineOpen) this.pendingBlocks.push(block);
    else process.stdout.write(block);
  }

  /**
   * A command that must succeed counts as one test.
   * @param {string} name
   * @param {string} command
   * @param {string[]} args
   */
  async check(name, command, args) {
    const { status, seconds } = await this.run(name, command, args);
    this.results.push({ name, passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1, seconds });
    if (status !== 0) this.failures.push(`${name}: exited with ${status}`);
  }

  /**
   * A vitest run: its tests count one by one (a run that crashed before reporting counts as one failure).
   * @param {string} name
   * @param {string[]} args
   * @param {{ env?: Record<string, string> }} [options]
   */
  async vitest(name, args, options = {}) {
    const output = path.join(this.resultsDir, `${name.replaceAll(' ', '-')}.json`);
    rmSync(output, { force: true }); // a report left by an earlier run must not be read as this one's
    const { status, seconds } = await this.run(name, 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${output}`, ...args], options);
    if (!existsSync(output)) {
      this.failures.push(`${name}: vitest exited with ${status} before writing its report`);
      return this.results.push({ name, passed: 0, failed: 1, seconds });
    }
    /** @type {VitestReport} */
    const report = JSON.parse(readFileSync(output, 'utf8'));
    const failedSuites = report.testResults.filter((f) => f.status === 'failed' && f.assertionResults.length === 0).length;
    for (const file of report.testResults) {
      const where = path.relative(this.repoRoot, file.name);
      if (file.startTime !== undefined && file.endTime !== undefined) this.fileTimes.push({ stage: name, file: where, seconds: (file.endTime - file.startTime) / 1000 });
      if (file.status === 'failed' && file.assertionResults.length === 0) this.failures.push(`${name}: ${where}: ${firstLine(file.message)}`);
      for (const test of file.assertionResults.filter((t) => t.status === 'failed')) {
        this.failures.push(`${name}: ${where} > ${test.fullName}: ${failureSummary(test.failureMessages?.[0])}`);
      }
      // A test that passed with failure messages passed only when tried again (e2e/vitest.config.ts `retry`).
      for (const test of file.assertionResults.filter((t) => t.status === 'passed' && t.failureMessages?.length)) {
        this.retried.push(`${name}: ${where} > ${test.fullName}: ${failureSummary(test.failureMessages?.[0])}`);
      }
    }
    const crashed = status !== 0 && report.numFailedTests === 0 && failedSuites === 0 ? 1 : 0;
    if (crashed) this.failures.push(`${name}: vitest exited with ${status} with no test failed`);
    this.results.push({ name, passed: report.numPassedTests, failed: report.numFailedTests + failedSuites + crashed, seconds });
  }

  /**
   * Runs `tasks` with at most `parallel` at a time, in the order given.
   * @param {number} parallel
   * @param {(() => Promise<unknown>)[]} tasks
   */
  static async inParallel(parallel, tasks) {
    const queue = [...tasks];
    await Promise.all(Array.from({ length: Math.min(parallel, queue.length) }, async () => {
      for (let task = queue.shift(); task; task = queue.shift()) await task();
    }));
  }
}

/** @param {unknown} text */
function firstLine(text) {
  return String(text ?? '').split('\n').find((line) => line.trim() !== '')?.trim().slice(0, 300) ?? '';
}

/**
 * A failure's message and what Playwright says it waited for (its "Call log"), without colours or the stack: enough
 * to tell from CI's last lines which element a timed-out step waited on and what it found.
 * @param {unknown} text
 */
function failureSummary(text) {
  const lines = stripVTControlCharacters(String(text ?? ''))
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('at '))
    // Vitest reports a test or hook past its time limit with the stack of the error it kept for it, whose message is
    // this placeholder, not "timed out".
    .map((line) => (line === 'Error: STACK_TRACE_ERROR' ? 'timed out (past its time limit: testTimeout or hookTimeout)' : line));
  return lines.slice(0, 8).map((line) => line.slice(0, 300)).join('\n      ');
}

/** The machine's load average, as `1.2 0.9 0.7`. */
export const loadAverage = () => os.loadavg().map((n) => n.toFixed(1)).join(' ');
