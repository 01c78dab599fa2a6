import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createIsolation } from '@tp/test-kit';
import { startGateway } from '../src/main';

const SCRIPT = 'console.log("shell");';
const iso = createIsolation();
let folder: string;
let gateway: Awaited<ReturnType<typeof startGateway>>;

beforeAll(async () => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'gateway-static-site-'));
  // A web root inside a dot folder, as a test's copy of the site under the repository's .var.
  const dist = path.join(folder, '.var', 'site', 'shell', 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  writeFileSync(path.join(dist, 'main.0123abcd.js'), SCRIPT);
  writeFileSync(path.join(dist, 'main.0123abcd.js.gz'), gzipSync(SCRIPT));
  gateway = await startGateway({ GATEWAY_PORT: '0', GATEWAY_HOST: '127.0.0.1', LOG_LEVEL: 'silent', REDIS_PREFIX: `${iso.runId}:`, WEB_ROOT: path.join(folder, '.var', 'site') });
});

afterAll(async () => {
  await gateway?.stop();
  await iso.cleanup();
  rmSync(folder, { recursive: true, force: true });
});

describe('the site\'s files', () => {
  test('a web root whose own path has a dot folder still serves the gzipped files (only the asked path counts as a dotfile)', async () => {
    const res = await fetch(`${gateway.url}/main.0123abcd.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(await res.text()).toBe(SCRIPT);
  });
});
