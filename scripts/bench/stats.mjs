// What the benchmarks print: percentiles of latency samples, one aligned row per series.

/**
 * The p-th percentile (nearest rank) of `samples`.
 * @param {number[]} samples
 * @param {number} p
 */
export function percentile(samples, p) {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * `label  p50 … ms   p95 … ms   p99 … ms`.
 * @param {string} label
 * @param {number[]} samples
 */
export function row(label, samples) {
  const at = (/** @type {number} */ p) => `${percentile(samples, p).toFixed(2).padStart(7)} ms`;
  return `  ${label.padEnd(28)} p50 ${at(50)}   p95 ${at(95)}   p99 ${at(99)}`;
}
