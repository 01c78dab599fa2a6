// npm test: every check and test of the repository against real PostgreSQL, Redis, RabbitMQ, SMTP and Chromium.
// `npm test -- --area <name>` runs only what guards one area (scripts/lib/test-areas.mjs).
// Prints each stage's wall time and the slowest test files; ends with the line `N passed, M failed`.
import { runOnSupportedNode } from './lib/node-runtime.mjs';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureInstalled } from './lib/install.mjs';
import { ensureInfrastructure, ensurePrometheus } from './lib/infra.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { repoRoot } from './lib/stack.mjs';
import { AREAS, areaList, e2eFilesOf, e2eFilesWithoutArea, e2eHalves, e2eTestFiles, WEB_WORKSPACES } from './lib/test-areas.mjs';
import { componentProjects, SCREEN_PROJECTS } from './lib/test-projects.mjs';
import { loadAverage, StageRunner } from './lib/test-stages.mjs';
import { writeWebTypecheckConfigs } from './lib/web-typecheck.mjs';

await runOnSupportedNode();
const began = Date.now();
const loadAtStart = loadAverage();
const area = chosenArea(process.argv.slice(2));
ensureInstalled();
await ensureInfrastructure();
ensureChromium();
ensurePrometheus(); // the exercise metrics test scrapes with a Prometheus of its own

const resultsDir = path.join(repoRoot, '.var', 'test-results');
mkdirSync(resultsDir, { recursive: true });
const stages = new StageRunner({ repoRoot, resultsDir });
const e2eDir = path.join(repoRoot, 'e2e');
if (area) console.log(`Area ${area.name}: ${area.what}`);

/** In an area, a workspace is its own when the area names it or a folder holding it. */
const ownWorkspace = (/** @type {string} */ workspace) => !area || area.workspaces.some((w) => workspace === w || workspace.startsWith(`${w}/`));
const projectArgs = (/** @type {string[]} */ projects) => projects.flatMap((p) => ['--project', p]);

const webWorkspaces = WEB_WORKSPACES.filter((web) => ownWorkspace(web) && existsSync(path.join(repoRoot, web, 'tsconfig.json')));
/** Type checks, lint and the web build: independent, CPU-bound, none sensitive to a busy machine. */
const checks = [
  // The build first: the longest, and the end-to-end tests need it.
  ...(existsSync(path.join(repoRoot, 'scripts', 'build-web.mjs')) ? [() => stages.check('build web', process.execPath, ['scripts/build-web.mjs'])] : []),
  () => stages.check('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']),
  () => stages.check(area ? `lint ${area.workspaces.join(' ')}` : 'lint', 'npx', ['eslint', ...(area ? area.workspaces : ['.']), '--max-warnings=0']),
  // The web workspaces (each with its own tsconfig.json): an area checks its own; the whole suite checks them all
  // in two programs (scripts/lib/web-typecheck.mjs).
  ...(area
    ? webWorkspaces.map((web) => () => stages.check(`typecheck ${web}`, 'npx', ['tsc', '-p', `${web}/tsconfig.json`, '--noEmit']))
    : writeWebTypecheckConfigs(repoRoot, webWorkspaces).map(({ name, config }) => () => stages.check(`typecheck ${name}`, 'npx', ['tsc', '-p', config, '--noEmit']))),
];
if (!area) {
  checks.push(async () => {
    // Every end-to-end file guards some area, or `--area` would never run it.
    const orphans = e2eFilesWithoutArea(e2eDir);
    stages.results.push({ name: 'every e2e file in an area', passed: orphans.length ? 0 : 1, failed: orphans.length ? 1 : 0, seconds: 0 });
    if (orphans.length) stages.failures.push(`every e2e file in an area: add ${orphans.join(', ')} to an area in scripts/lib/test-areas.mjs`);
  });
}

// Resilience tests stop, restart and empty servers of their own (test-kit's private-servers), never the machine's,
// and mostly wait for them (an exam runs its minute to the end): they run beside the checks, the screens' tests, the
// contract and the services' tests. Their files run two at a time.
const resilience = () => stages.vitest('resilience', [
  'resilience.test.ts', '--passWithNoTests', '--maxWorkers=2', ...(area ? projectArgs(area.resilience) : []),
]);
const COMPONENT_EXCLUDES = ['--exclude', '**/*.resilience.test.ts', '--exclude', 'e2e/**', '--exclude', '**/node_modules/**'];
const projects = componentProjects(repoRoot).filter((name) => !area || area.projects.includes(name));
const screenProjects = projects.filter((name) => SCREEN_PROJECTS.includes(name));
const serviceProjects = projects.filter((name) => !SCREEN_PROJECTS.includes(name));
// Screens render in jsdom and compute the whole time: a worker per core.
const screens = async () => {
  if (screenProjects.length > 0) await stages.vitest('screens', [...COMPONENT_EXCLUDES, '--maxWorkers=2', ...projectArgs(screenProjects)]);
};
// The services' tests spend most of their time waiting on PostgreSQL, Redis, RabbitMQ and their own timers (at two
// workers the processor is a third busy): four workers keep both cores at work.
const services = async () => {
  if (serviceProjects.length > 0) await stages.vitest('services', [...COMPONENT_EXCLUDES, '--maxWorkers=4', ...projectArgs(serviceProjects)]);
};
// The API contract: every call of the specification that exists, with only its fields, through the gateway.
const contract = () => stages.vitest('contract', ['--config', 'e2e/contract.vitest.config.ts']);
const withResilience = !area || area.resilience.length > 0;
// The contract suite mostly waits on its stack's answers: it runs beside the screens' tests, which compute.
const beforeServices = async () => {
  await StageRunner.inParallel(withResilience ? 1 : 2, checks);
  await Promise.all([screens(), contract()]);
};
const checksAndScreens = beforeServices();
const resilienceDone = withResilience ? resilience() : Promise.resolve();
await checksAndScreens;
await services();
await resilienceDone;

// The end-to-end files in two halves side by side, each vitest with a stack of its own (scripts/lib/test-areas.mjs).
if (existsSync(path.join(e2eDir, 'vitest.config.ts'))) {
  const halves = e2eHalves(area ? e2eFilesOf(area, e2eDir) : e2eTestFiles(e2eDir), e2eDir).filter((half) => half.length > 0);
  await Promise.all(halves.map((half, i) => stages.vitest(halves.length > 1 ? `e2e ${i + 1} of ${halves.length}` : 'e2e', ['--config', 'e2e/vitest.config.ts', ...half], {
    env: { E2E_STACK_NAME: `e2e-${i + 1}` },
  })));
}

const { results, retried, failures } = stages;
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log('\nSummary (wall time of each stage; stages run side by side overlap):');
for (const r of results) console.log(`  ${r.failed ? 'FAIL' : 'ok  '} ${r.name}: ${r.passed} passed, ${r.failed} failed (${r.seconds.toFixed(0)} s)`);
if (retried.length > 0) {
  console.log('Passed only when tried again (flaky, to be fixed):');
  for (const test of retried) console.log(`  ${test}`);
}
if (failures.length > 0) {
  console.log('Failed:');
  for (const failure of failures) console.log(`  ${failure}`);
}
console.log(`Took ${((Date.now() - began) / 1000).toFixed(0)} s (load average ${loadAtStart} at the start, ${loadAverage()} at the end).`);
console.log('Slowest test files (time in their tests, after start-up and imports):');
for (const { stage, file, seconds } of [...stages.fileTimes].sort((a, b) => b.seconds - a.seconds).slice(0, 10)) {
  console.log(`  ${seconds.toFixed(1).padStart(6)} s  ${stage.padEnd(10)} ${file}`);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);

/**
 * The area named by `--area <name>`, or undefined for the whole suite; an unknown name or option ends the run with
 * the list of areas.
 * @param {string[]} argv
 */
function chosenArea(argv) {
  const usage = `Usage: npm test [-- --area <name>]\nAreas:\n${areaList()}`;
  let values;
  try {
    ({ values } = parseArgs({ args: argv, options: { area: { type: 'string' } } }));
  } catch (err) {
    console.error(`${/** @type {Error} */ (err).message}\n${usage}`);
    process.exit(2);
  }
  if (values.area === undefined) return undefined;
  const found = AREAS[values.area];
  if (!found || !Object.hasOwn(AREAS, values.area)) {
    console.error(`There is no area "${values.area}".\n${usage}`);
    process.exit(2);
  }
  return { name: values.area, ...found };
}
