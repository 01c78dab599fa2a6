import { performance } from 'node:perf_hooks';
import { z } from 'zod';

/**
 * How long the process's event loop was held up (a synchronous loop, a huge JSON.parse, 100 % CPU in one request):
 * a timer that should fire every SAMPLE_EVERY_MS, and how late it fired. A process that is held up for seconds
 * answers nothing meanwhile, so its /health reports it for a while afterwards: Kubernetes restarts a process that
 * keeps blocking even when each probe happens to land between the blocks, and /ready keeps work away from it.
 */
const SAMPLE_EVERY_MS = 100;
/** Shorter delays are ordinary (a busy moment, a GC pause) and not kept. */
const KEPT_FROM_MS = 50;
/** Longest window asked about; older delays are dropped, so the list stays short. */
const KEPT_FOR_MS = 60_000;

/** A delay above this makes /health and /ready answer 503: longer than any GC pause or busy moment. */
export const DEFAULT_EVENT_LOOP_LAG_LIMIT_MS = 3_000;
/** EVENT_LOOP_LAG_LIMIT_MS, in a service's or the gateway's settings. */
export const eventLoopLagLimitSchema = z.coerce.number().int().min(100).max(60_000).default(DEFAULT_EVENT_LOOP_LAG_LIMIT_MS);
/** How long a delay over the limit is held against the process after it ended. */
export const EVENT_LOOP_LAG_WINDOW_MS = 5_000;

class LagSampler {
  private lastTick = performance.now();
  private delays: { at: number; ms: number }[] = [];
  /** Told every sample's delay (the metrics' lag histogram). */
  readonly listeners = new Set<(lateMs: number) => void>();

  constructor() {
    const timer = setInterval(() => {
      const now = performance.now();
      const late = now - this.lastTick - SAMPLE_EVERY_MS;
      this.lastTick = now;
      for (const listener of this.listeners) listener(Math.max(0, late));
      if (late >= KEPT_FROM_MS) this.delays.push({ at: now, ms: late });
      while (this.delays.length && now - this.delays[0].at > KEPT_FOR_MS) this.delays.shift();
    }, SAMPLE_EVERY_MS);
    timer.unref(); // never keeps a stopping process alive
  }

  /** The longest delay that ended within the last `windowMs`, or the one under way (the sampler has not run since). */
  worstMs(windowMs: number): number {
    const now = performance.now();
    let worst = Math.max(0, now - this.lastTick - SAMPLE_EVERY_MS);
    for (const delay of this.delays) if (now - delay.at <= windowMs && delay.ms > worst) worst = delay.ms;
    return worst;
  }
}

let sampler: LagSampler | undefined;

/** One sampler per process (the loop is the process's), started by the first app that asks. */
export function startLagSampler(): void {
  sampler ??= new LagSampler();
}

/** Calls `listener` with every sample's delay in milliseconds, until the returned function is called. */
export function onLagSample(listener: (lateMs: number) => void): () => void {
  startLagSampler();
  sampler!.listeners.add(listener);
  return () => void sampler!.listeners.delete(listener);
}

/**
 * When the event loop was held up for longer than `limitMs` within the last `windowMs`: a sentence saying so, for a
 * probe's 503 answer; otherwise undefined.
 */
export function eventLoopHeldUp(limitMs: number, windowMs = EVENT_LOOP_LAG_WINDOW_MS): string | undefined {
  startLagSampler();
  const worst = sampler!.worstMs(windowMs);
  if (worst <= limitMs) return undefined;
  return `The event loop was held up for ${seconds(worst)} s (limit ${seconds(limitMs)} s) within the last ${seconds(windowMs)} s.`;
}

const seconds = (ms: number) => (ms / 1000).toFixed(1).replace(/\.0$/, '');
