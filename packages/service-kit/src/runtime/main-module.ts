import { fileURLToPath } from 'node:url';
import type { Logger } from '../logger';

/** Stops cleanly on SIGTERM/SIGINT: finishes requests in flight, then closes pools and the bus. */
export function stopOnSignals(service: { stop: () => Promise<void> }, logger?: Logger) {
  let stopping = false;
  const onSignal = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger?.info({ signal }, 'stopping');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    service.stop().then(() => process.exit(0), () => process.exit(1));
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
  // Started by a supervisor (npm start, a test) that handed it a pipe as stdin: when the supervisor dies, however it
  // dies (even SIGKILL, which it cannot pass on), the pipe closes and the service stops instead of living on.
  if (process.env.STOP_WITH_PARENT === 'true') {
    process.stdin.on('end', () => onSignal('supervisor gone')).on('error', () => onSignal('supervisor gone')).resume();
  }
}

/** Set by a compiled service (scripts/lib/build-services.mjs) run as a program: the URL of its source main.ts. */
const BUNDLED_MAIN = Symbol.for('tp.main-module');

/** True when the module at `metaUrl` is the program's entry point, run from its source or compiled into dist/main.js. */
export function isMainModule(metaUrl: string): boolean {
  const bundledMain = (globalThis as Record<symbol, unknown>)[BUNDLED_MAIN];
  if (bundledMain !== undefined) return bundledMain === metaUrl;
  return process.argv[1] !== undefined && fileURLToPath(metaUrl) === process.argv[1];
}

/**
 * `await runWhenMain(service, import.meta.url)` at the end of a service's main.ts: run as a program, the service
 * starts from the environment and stops on signals; imported (by a test), nothing happens.
 */
export async function runWhenMain(service: { start: () => Promise<{ stop: () => Promise<void>; ctx: { logger: Logger } }> }, metaUrl: string): Promise<void> {
  if (!isMainModule(metaUrl)) return;
  const running = await service.start();
  stopOnSignals(running, running.ctx.logger);
}
