import { WorkerPool } from '@tp/service-kit/runtime/worker-pool';
const pool = new WorkerPool({ name: 'x', worker: new URL('./src/server-render/page-render.worker.ts', import.meta.url), threads: 1, maxQueue: 1, timeLimitMs: 20000, data: { builds: [] } });
console.log(await pool.run({ shellBuild: '/work/main/shell/dist/server/render.mjs', remoteBuild: '/work/main/mf-public/dist/server/render.mjs', pathname: '/login', search: '', origin: 'http://localhost', apiOrigin: 'http://127.0.0.1:8080' }).then(r => JSON.stringify(r).slice(0, 200)).catch(e => e.message));
await pool.stop();
