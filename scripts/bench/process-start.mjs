// Start time and memory of one process, run from its TypeScript through tsx (as before docs/decisions/015) and as
// the compiled dist/main.js (as now): from spawn until it answers /ready, and its resident memory then.
import path from 'node:path';
import { spawnNode, stopChild, waitReady, repoRoot } from '../lib/stack.mjs';
import { rssMegabytes } from './process-stats.mjs';
import { percentile } from './stats.mjs';

/**
 * @param {{ workspace: string, env: Record<string, string>, port: () => Promise<number>, portEnv: string, runs?: number }} target
 * @returns {Promise<{ source: { ms: number, rssMb: number }, compiled: { ms: number, rssMb: number } }>}
 */
export async function startCost({ workspace, env, port, portEnv, runs = 3 }) {
  const measure = async (/** @type {string} */ entry) => {
    /** @type {number[]} */
    const times = [];
    /** @type {number[]} */
    const memory = [];
    for (let run = 0; run < runs; run++) {
      const listenOn = await port();
      const began = performance.now();
      const child = spawnNode(entry, { ...env, [portEnv]: String(listenOn) });
      try {
        await waitReady(`http://127.0.0.1:${listenOn}/ready`, 120, child);
        times.push(performance.now() - began);
        memory.push(rssMegabytes(child.pid));
      } finally {
        await stopChild(child);
      }
    }
    return { ms: percentile(times, 50), rssMb: percentile(memory, 50) };
  };
  return {
    source: await measure(path.join(repoRoot, workspace, 'src', 'main.ts')),
    compiled: await measure(path.join(repoRoot, workspace, 'dist', 'main.js')),
  };
}
