/**
 * The value of the sample `name` in Prometheus's text format whose labels include every one of `labels`; undefined
 * when there is none. Several matching samples are added up (a count over every status, say).
 */
export function sampleOf(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  let total: number | undefined;
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const given = match[2] ?? '';
    if (!Object.entries(labels).every(([label, value]) => given.includes(`${label}="${value}"`))) continue;
    total = (total ?? 0) + Number(match[3]);
  }
  return total;
}

/** The metrics a service serves at `metricsUrl` (GET /metrics on its metrics port), as text. */
export async function scrape(metricsUrl: string): Promise<string> {
  const response = await fetch(metricsUrl);
  if (!response.ok) throw new Error(`${metricsUrl} answered ${response.status}`);
  return response.text();
}
