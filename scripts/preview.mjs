// npm run preview: the whole site with the demo school on a private stack (free ports, its own databases, keys and
// queues), for looking at a change while `npm start`, tests or another preview run on the same machine.
// PREVIEW_PORT sets the gateway's port (a free one by default). Ctrl+C stops it and removes its data.
import { ensureInstalled, ensureWebBuilt } from './lib/install.mjs';
import { privateStack } from './lib/private-stack.mjs';
import { DEMO_LOGINS } from './seed/seed-demo.mjs';

ensureInstalled();
ensureWebBuilt(process.argv.includes('--rebuild'));
const adminPassword = 'admin12345';
const stack = await privateStack('preview', { gatewayPort: process.env.PREVIEW_PORT ? Number(process.env.PREVIEW_PORT) : undefined, adminPassword });
console.log(`
Preview ready at ${stack.baseUrl}
  admin    ${stack.admin.email} / ${adminPassword}
${DEMO_LOGINS.map((l) => `  ${l.label.padEnd(8)} ${l.email} / ${l.password}`).join('\n')}
Press Ctrl+C to stop (its databases, keys and queues are removed).`);
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    await stack.stop();
    process.exit(0);
  });
}
