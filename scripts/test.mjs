// npm test: every check and test of the repository against real PostgreSQL, Redis, RabbitMQ, SMTP and Chromium.
// Ends with the line `N passed, M failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ensureInstalled } from './lib/install.mjs';
import { ensureInfrastructure } from './lib/infra.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { repoRoot } from './lib/stack.mjs';

const began = Date.now();
ensureInstalled();
await ensureInfrastructure();
ensureChromium();

/** @type {{ name: string, passed: number, failed: number }[]} */
const results = [];
/** What failed, named, so the last lines of a red run say which test to look at. */
/** @type {string[]} */
const failures = [];
/** Tests that passed only on a second try: counted as passed, and named so nobody mistakes them for steady. */
/** @type {string[]} */
const retried = [];
const resultsDir = path.join(repoRoot, '.var', 'test-results');
mkdirSync(resultsDir, { recursive: true });

/**
 * A command that must succeed counts as one test.
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 */
function check(name, command, args) {
  console.log(`\n== ${name}`);
  const { status } = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit' });
  results.push({ name, passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1 });
  if (status !== 0) failures.push(`${name}: exited with ${status}`);
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
    .filter((line) => line !== '' && !line.startsWith('at '));
  return lines.slice(0, 8).map((line) => line.slice(0, 300)).join('\n      ');
}

/**
 * @typedef {{ numPassedTests: number, numFailedTests: number, testResults: { name: string, status: string, message?: string,
 *   assertionResults: { status: string, fullName: string, failureMessages?: string[] }[] }[] }} VitestReport
 */

/**
 * A vitest run: its tests count one by one (a run that crashed before reporting counts as one failure).
 * @param {string} name
 * @param {string[]} args
 */
function vitest(name, args) {
  console.log(`\n== ${name}`);
  const output = path.join(resultsDir, `${name}.json`);
  const { status } = spawnSync('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${output}`, ...args], { cwd: repoRoot, stdio: 'inherit' });
  if (!existsSync(output)) return results.push({ name, passed: 0, failed: 1 });
  /** @type {VitestReport} */
  const report = JSON.parse(readFileSync(output, 'utf8'));
  const failedSuites = report.testResults.filter((f) => f.status === 'failed' && f.assertionResults.length === 0).length;
  for (const file of report.testResults) {
    const where = path.relative(repoRoot, file.name);
    if (file.status === 'failed' && file.assertionResults.length === 0) failures.push(`${name}: ${where}: ${firstLine(file.message)}`);
    for (const test of file.assertionResults.filter((t) => t.status === 'failed')) {
      failures.push(`${name}: ${where} > ${test.fullName}: ${failureSummary(test.failureMessages?.[0])}`);
    }
    // A test that passed with failure messages passed only when tried again (e2e/vitest.config.ts `retry`).
    for (const test of file.assertionResults.filter((t) => t.status === 'passed' && t.failureMessages?.length)) {
      retried.push(`${name}: ${where} > ${test.fullName}: ${failureSummary(test.failureMessages?.[0])}`);
    }
  }
  results.push({ name, passed: report.numPassedTests, failed: report.numFailedTests + failedSuites + (status !== 0 && report.numFailedTests === 0 && failedSuites === 0 ? 1 : 0) });
}

check('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
for (const web of ['packages/web-kit', 'shell', 'mf-public', 'mf-learning', 'mf-teaching', 'mf-admin']) {
  if (existsSync(path.join(repoRoot, web, 'tsconfig.json'))) check(`typecheck ${web}`, 'npx', ['tsc', '-p', `${web}/tsconfig.json`, '--noEmit']);
}
check('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
if (existsSync(path.join(repoRoot, 'scripts', 'build-web.mjs'))) check('build web', process.execPath, ['scripts/build-web.mjs']);

vitest('components', ['--exclude', '**/*.resilience.test.ts', '--exclude', 'e2e/**', '--exclude', '**/node_modules/**']);
// Broker restarts disturb every consumer on the machine, so those tests run alone.
vitest('resilience', ['resilience.test.ts', '--fileParallelism=false', '--passWithNoTests']);
// The API contract: every call of the specification that exists, with only its fields, through the gateway.
vitest('contract', ['--config', 'e2e/contract.vitest.config.ts']);
if (existsSync(path.join(repoRoot, 'e2e', 'vitest.config.ts'))) vitest('e2e', ['--config', 'e2e/vitest.config.ts']);

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log('\nSummary:');
for (const r of results) console.log(`  ${r.failed ? 'FAIL' : 'ok  '} ${r.name}: ${r.passed} passed, ${r.failed} failed`);
if (retried.length > 0) {
  console.log('Passed only when tried again (flaky, to be fixed):');
  for (const test of retried) console.log(`  ${test}`);
}
if (failures.length > 0) {
  console.log('Failed:');
  for (const failure of failures) console.log(`  ${failure}`);
}
console.log(`Took ${((Date.now() - began) / 1000).toFixed(0)} s.`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
