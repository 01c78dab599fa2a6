import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensurePrometheus, PROMETHEUS } from '../../../scripts/lib/infra.mjs';
import { freePort } from './free-port';
import { waitFor } from './wait-for';

export interface PrometheusServer {
  url: string;
  /** The value of an instant query that answers one number (a sum, a count), or undefined while it has none. */
  value(query: string): Promise<number | undefined>;
  stop(): Promise<void>;
}

/**
 * A Prometheus server of the test's own (Debian's, installed when missing), on a free port with its own data folder,
 * scraping `targets` (`host:port`, their /metrics) every second. Removed with its data on stop.
 */
export async function startPrometheus(targets: string[]): Promise<PrometheusServer> {
  ensurePrometheus();
  const dir = await mkdtemp(path.join(tmpdir(), 'tp-prometheus-'));
  const config = path.join(dir, 'prometheus.yml');
  await writeFile(config, [
    'global:',
    '  scrape_interval: 1s',
    '  scrape_timeout: 1s',
    '  evaluation_interval: 1s',
    'scrape_configs:',
    '  - job_name: tp',
    `    static_configs: [{ targets: ${JSON.stringify(targets)} }]`,
  ].join('\n'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(PROMETHEUS, [
    `--config.file=${config}`, `--storage.tsdb.path=${path.join(dir, 'data')}`, `--web.listen-address=127.0.0.1:${port}`, '--log.level=warn',
  ], { stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderr.on('data', (chunk: Buffer) => (log = (log + chunk.toString('utf8')).slice(-5_000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await waitFor(async () => child.exitCode === null && (await fetch(`${url}/-/ready`)).ok, { what: `Prometheus to be ready (its log: ${log})`, timeoutMs: 20_000 });
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    url,
    async value(query) {
      const res = await fetch(`${url}/api/v1/query?query=${encodeURIComponent(query)}`);
      const body = (await res.json()) as { status: string; error?: string; data?: { result: { value: [number, string] }[] } };
      if (body.status !== 'success') throw new Error(`Prometheus refused ${query}: ${body.error}`);
      const [first] = body.data?.result ?? [];
      return first ? Number(first.value[1]) : undefined;
    },
    stop,
  };
}
