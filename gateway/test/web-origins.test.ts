import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createIsolation } from '@tp/test-kit';
import { startGateway } from '../src/main';

/** Web servers standing where the web containers would (deploy/docker/web-nginx.conf): each says who it is. */
async function webServer(app: string): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ app, path: req.url }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const iso = createIsolation();
const apps = ['shell', 'public', 'learning', 'teaching', 'admin'];
let servers: Record<string, { url: string; server: Server }>;
let gateway: Awaited<ReturnType<typeof startGateway>>;
const baseEnv = () => ({ GATEWAY_PORT: '0', GATEWAY_HOST: '127.0.0.1', LOG_LEVEL: 'silent' as const, REDIS_PREFIX: `${iso.runId}:` });

beforeAll(async () => {
  servers = Object.fromEntries(await Promise.all(apps.map(async (app) => [app, await webServer(app)] as const)));
  const WEB_ORIGINS = apps.map((app) => `${app}=${servers[app].url}`).join(',');
  gateway = await startGateway({ ...baseEnv(), WEB_ORIGINS });
});

afterAll(async () => {
  await gateway?.stop();
  for (const { server } of Object.values(servers ?? {})) server.close();
  await iso.cleanup();
});

const get = async (path: string): Promise<any> => (await fetch(`${gateway.url}${path}`)).json();

describe('web apps served from their own servers (WEB_ORIGINS)', () => {
  test('a remote file is fetched from that remote\'s server, without the /mf/<name> prefix', async () => {
    expect(await get('/mf/teaching/mf-manifest.json')).toEqual({ app: 'teaching', path: '/mf-manifest.json' });
    expect(await get('/mf/admin/static/js/main.abc12345.js')).toEqual({ app: 'admin', path: '/static/js/main.abc12345.js' });
  });

  test('page paths go to the shell\'s server, and remotes.json is still the gateway\'s own', async () => {
    expect(await get('/teach/class/1/edit?x=1')).toEqual({ app: 'shell', path: '/teach/class/1/edit?x=1' });
    const remotes = await get('/mf/remotes.json');
    expect(remotes.map((r: { name: string }) => r.name)).toEqual(['mf_public', 'mf_learning', 'mf_teaching', 'mf_admin']);
  });

  test('/api paths are never sent to a web server', async () => {
    const body = await get('/api/no/such/call');
    expect(body.code).toBe(404);
  });

  test('a WEB_ORIGINS that leaves an app out stops the start with a message naming the expected form', async () => {
    await expect(startGateway({ ...baseEnv(), WEB_ORIGINS: `shell=${servers.shell.url}` })).rejects.toThrow(/WEB_ORIGINS needs shell=<url>,public=<url>/);
  });
});
