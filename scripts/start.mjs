// npm start: install, make sure the servers run, build, start every service and the gateway, seed the demo school.
import { runOnSupportedNode } from './lib/node-runtime.mjs';
import path from 'node:path';
import { ensureInstalled, ensureWebBuilt } from './lib/install.mjs';
import { ensureInfrastructure } from './lib/infra.mjs';
import { repoRoot, startStack } from './lib/stack.mjs';

await runOnSupportedNode();
const began = Date.now();
ensureInstalled();
await ensureInfrastructure();
ensureWebBuilt(process.argv.includes('--rebuild'));

const gatewayPort = Number(process.env.GATEWAY_PORT ?? 8080);
const logDir = path.join(repoRoot, '.var', 'logs');
const seedDemo = process.env.SEED_DEMO !== 'false';
const env = {
  ADMIN_EMAIL: process.env.ADMIN_EMAIL ?? 'admin@tutor.local',
  ADMIN_PASSWORD: process.env.ADMIN_PASSWORD ?? 'admin12345',
  UPLOAD_DIR: process.env.UPLOAD_DIR ?? path.join(repoRoot, '.var', 'uploads'),
  // The demo seed records a payment through billing's mark-paid, which exists only with this flag (no checkout yet).
  DEMO_PAYMENTS: String(seedDemo),
  // Reminder e-mails (homework due soon, overdue) are looked for every minute here, so the demo's reach the mail log
  // soon after the seed publishes them (every 5 minutes by default).
  REMINDER_SCAN_INTERVAL_MS: process.env.REMINDER_SCAN_INTERVAL_MS ?? '60000',
};
console.log('Starting the services...');
const stack = await startStack({ env, gatewayPort, logDir });

const { seedDemoSchool, DEMO_LOGINS } = await import('./seed/seed-demo.mjs');
if (seedDemo) await seedDemoSchool(stack.baseUrl, { ...env, BILLING_URL: stack.urls.BILLING_URL, INTERNAL_SECRET: stack.internalSecret });

console.log(`
The platform is ready in ${((Date.now() - began) / 1000).toFixed(1)} s at http://localhost:${gatewayPort}

Log-ins:
  admin    ${env.ADMIN_EMAIL} / ${env.ADMIN_PASSWORD}
${DEMO_LOGINS.map((l) => `  ${l.label.padEnd(8)} ${l.email} / ${l.password}`).join('\n')}

Logs are in .var/logs/ (${process.env.SMTP_URL ? 'e-mails go to the SMTP server of SMTP_URL' : 'no SMTP_URL is set, so e-mails and their codes are written to .var/logs/mail.log'}).
Press Ctrl+C to stop.`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping...');
    await stack.stop();
    process.exit(0);
  });
}
for (const { name, child } of stack.children) {
  child.on('exit', (/** @type {number | null} */ code) => !stopping && console.error(`${name} stopped (code ${code}); see .var/logs/${name}.log`));
}
