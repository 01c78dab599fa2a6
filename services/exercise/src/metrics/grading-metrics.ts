import { Gauge, Histogram, METRIC_PREFIX, type Registry } from '@tp/service-kit';
import type { GradingOutcome } from '../grading-threads/pooled-grader';

/** The grading pool's tasks now, running in a thread or waiting for one: a queue that stays long needs replicas. */
export function registerGradingQueue(registry: Registry, grader: { readonly load: { running: number; waiting: number } }): void {
  new Gauge({
    name: `${METRIC_PREFIX}grading_tasks`,
    help: 'Gradings of free-text answers in this replica\'s worker threads: running, or waiting for a thread.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const { running, waiting } = grader.load;
      this.set({ state: 'running' }, running);
      this.set({ state: 'waiting' }, waiting);
    },
  });
}

/** Times each grading in a thread, from its submission (so the wait for a thread counts) to its verdict. */
export function gradingTimer(registry: Registry): (seconds: number, outcome: GradingOutcome) => void {
  const duration = new Histogram({
    name: `${METRIC_PREFIX}grading_duration_seconds`,
    help: 'Time to grade a free-text answer in a worker thread, waiting included, by outcome (graded, time_limit, failed).',
    labelNames: ['outcome'] as const,
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  return (seconds, outcome) => duration.observe({ outcome }, seconds);
}
