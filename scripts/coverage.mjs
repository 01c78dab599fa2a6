// npm run coverage: line and branch coverage (v8) of services/, gateway/ and packages/ by the component tests, the
// suite that runs their code in-process (the e2e stacks run compiled copies in processes of their own). Written to
// .var/coverage/ (coverage-summary.json, and an HTML report); the totals are printed at the end.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ensureInstalled } from './lib/install.mjs';
import { ensureInfrastructure } from './lib/infra.mjs';
import { repoRoot } from './lib/stack.mjs';

ensureInstalled();
await ensureInfrastructure();

const out = path.join(repoRoot, '.var', 'coverage');
const { status } = spawnSync('npx', [
  'vitest', 'run', '--exclude', '**/*.resilience.test.ts', '--exclude', 'e2e/**', '--exclude', '**/node_modules/**',
  '--coverage.enabled', '--coverage.provider=v8', `--coverage.reportsDirectory=${out}`,
  '--coverage.reporter=json-summary', '--coverage.reporter=html', '--coverage.reporter=text-summary',
  '--coverage.include=services/*/src/**', '--coverage.include=gateway/src/**', '--coverage.include=packages/*/src/**',
  ...process.argv.slice(2),
], { cwd: repoRoot, stdio: 'inherit' });

const { total } = JSON.parse(readFileSync(path.join(out, 'coverage-summary.json'), 'utf8'));
console.log(`\nCoverage of services/, gateway/ and packages/: lines ${total.lines.pct} % (${total.lines.covered}/${total.lines.total}), branches ${total.branches.pct} % (${total.branches.covered}/${total.branches.total})`);
process.exit(status ?? 1);
