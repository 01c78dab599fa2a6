import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { onLagSample } from '../runtime/event-loop-lag';

export { Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Every metric of the platform starts with this, so its series are told apart from other software's. */
export const METRIC_PREFIX = 'tp_';

/** A service's metrics registry: its own metrics and the process's, each series labelled with the service. */
export interface Metrics {
  registry: Registry;
  /** Stops what feeds the registry by itself (the lag samples). */
  stop(): void;
}

/**
 * Node's process metrics, collected once per process: their collectors keep timers and observers that never stop,
 * so the services a test starts one after another in a process share them instead of adding more.
 */
let processMetrics: Registry | undefined;

function processMetricsOnce(): Registry {
  if (!processMetrics) {
    processMetrics = new Registry();
    collectDefaultMetrics({ register: processMetrics, prefix: METRIC_PREFIX });
  }
  return processMetrics;
}

/**
 * The registry of one service (or the gateway): Node's process metrics (CPU, memory, heap, GC, handles, the event
 * loop's lag percentiles) and a histogram of the event loop's lag, labelled `service`. Each service has its own
 * registry, so the services a test starts in one process never mix their own series.
 */
export function createMetrics(service: string): Metrics {
  const registry = Registry.merge([processMetricsOnce()]); // a new registry holding the same process metrics
  registry.setDefaultLabels({ service });
  // A histogram, unlike the default percentiles, adds up over replicas: p99 of a whole Deployment in one query.
  const lag = new Histogram({
    name: `${METRIC_PREFIX}event_loop_lag_seconds`,
    help: 'How late the event loop ran a timer due every 100 ms; long delays mean requests wait (add replicas).',
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const stopSampling = onLagSample((lateMs) => lag.observe(lateMs / 1000));
  return { registry, stop: stopSampling };
}
