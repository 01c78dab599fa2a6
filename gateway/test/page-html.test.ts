import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createIsolation } from '@tp/test-kit';
import { startGateway } from '../src/main';

/** A web build as scripts/build-web.mjs leaves it, reduced to what the page's HTML is made from. */
function webBuild(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'gateway-page-html-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write('shell/dist/index.html', '<!doctype html><html><head><script defer src="/main.0123abcd.js"></script></head><body><div id="root"></div></body></html>');
  write('shell/dist/remote-areas.json', JSON.stringify([
    { name: 'mf_public', paths: ['/login', '/class'], exact: ['/'] },
    { name: 'mf_admin', paths: ['/admin'], exact: [] },
  ]));
  write('shell/dist/startup-shared.json', JSON.stringify(['react', '@tp/web-kit/session']));
  const shared = (name: string, sync: string[]) => ({ name, assets: { js: { sync, async: [] }, css: { sync: [], async: [] } } });
  write('shell/dist/mf-manifest.json', JSON.stringify({
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [],
    shared: [shared('react', ['6085.aaaaaaaa.js']), shared('@tp/web-kit/session', ['2993.bbbbbbbb.js', '6085.aaaaaaaa.js']), shared('@tp/web-kit/ui/table', ['4444.cccccccc.js'])],
  }));
  const manifest = (sync: string[], css: string[] = []) => JSON.stringify({
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [{ name: 'app', assets: { js: { sync, async: ['9999.ffffffff.js'] }, css: { sync: css, async: [] } } }],
    shared: [shared('@tp/web-kit/create-remote-app', ['1111.aaaaaaaa.js', '5555.dddddddd.js']), shared('@tp/web-kit/ui/table', ['6666.eeeeeeee.js'])],
  });
  write('mf-admin/dist/startup-shared.json', JSON.stringify(['@tp/web-kit/create-remote-app']));
  write('mf-public/dist/mf-manifest.json', manifest(['3507.c6db9828.js', '8234.c3abd064.js']));
  writeFileSync(path.join(root, 'mf-public/dist/mf-manifest.json.gz'), gzipSync(manifest(['3507.c6db9828.js', '8234.c3abd064.js'])));
  write('mf-admin/dist/mf-manifest.json', manifest(['1111.aaaaaaaa.js'], ['1111.bbbbbbbb.css']));
  return root;
}

const iso = createIsolation();
let webRoot: string;
let gateway: Awaited<ReturnType<typeof startGateway>>;

beforeAll(async () => {
  webRoot = webBuild();
  gateway = await startGateway({ GATEWAY_PORT: '0', GATEWAY_HOST: '127.0.0.1', LOG_LEVEL: 'silent', REDIS_PREFIX: `${iso.runId}:`, WEB_ROOT: webRoot });
});

afterAll(async () => {
  await gateway?.stop();
  await iso.cleanup();
  rmSync(webRoot, { recursive: true, force: true });
});

const page = async (pathname: string) => {
  const res = await fetch(`${gateway.url}${pathname}`);
  return { res, html: await res.text() };
};
const hinted = (html: string) => [...html.matchAll(/<link rel="preload" href="([^"]+)"/g)].map((m) => m[1]);
/** The hints for a remote's files (the shell's own start-up files are hinted on every page). */
const preloads = (html: string) => hinted(html).filter((href) => href.startsWith('/mf/'));

describe('the page HTML (docs/decisions/018)', () => {
  test('carries where the remotes live, as a data block the shell reads instead of fetching /mf/remotes.json', async () => {
    const { res, html } = await page('/');
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const block = /<script type="application\/json" id="tp-remotes">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(block ?? 'null')).toEqual(await (await fetch(`${gateway.url}/mf/remotes.json`)).json());
  });

  test('hints the files of the remote that owns the path, at low priority, and no other remote\'s', async () => {
    expect(preloads((await page('/class/42')).html)).toEqual([
      '/mf/public/mf-manifest.json', '/mf/public/remoteEntry.js', '/mf/public/3507.c6db9828.js', '/mf/public/8234.c3abd064.js',
    ]);
    const admin = (await page('/admin/userlist')).html;
    // With the files of the shared modules its app starts with (startup-shared.json), each once.
    expect(preloads(admin)).toEqual([
      '/mf/admin/mf-manifest.json', '/mf/admin/remoteEntry.js', '/mf/admin/1111.aaaaaaaa.js', '/mf/admin/5555.dddddddd.js', '/mf/admin/1111.bbbbbbbb.css',
    ]);
    expect(admin).toContain('<link rel="preload" href="/mf/admin/1111.bbbbbbbb.css" as="style" fetchpriority="low">');
    expect(admin).toContain('<link rel="preload" href="/mf/admin/mf-manifest.json" as="fetch" crossorigin fetchpriority="low">');
  });

  test('every page hints the files of the shared modules the shell loads at start, each once, and no others', async () => {
    for (const pathname of ['/', '/admin/userlist', '/no/such/page']) {
      const html = (await page(pathname)).html;
      expect(hinted(html).filter((href) => !href.startsWith('/mf/'))).toEqual(['/6085.aaaaaaaa.js', '/2993.bbbbbbbb.js']);
      expect(html).toContain('<link rel="preload" href="/6085.aaaaaaaa.js" as="script" fetchpriority="low">');
    }
  });

  test('a path no remote owns (the shell\'s 404) gets the remotes but no remote\'s hints', async () => {
    const { res, html } = await page('/no/such/page');
    expect(res.status).toBe(200);
    expect(html).toContain('id="tp-remotes"');
    expect(preloads(html)).toEqual([]);
  });

  test('a remote deployed again is hinted with its new files without restarting the gateway', async () => {
    const file = path.join(webRoot, 'mf-admin/dist/mf-manifest.json');
    writeFileSync(file, JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ name: 'app', assets: { js: { sync: ['2222.cccccccc.js'] }, css: { sync: [] } } }],
    }));
    const later = new Date(Date.now() + 5_000);
    utimesSync(file, later, later);
    expect(preloads((await page('/admin')).html)).toEqual(['/mf/admin/mf-manifest.json', '/mf/admin/remoteEntry.js', '/mf/admin/2222.cccccccc.js']);
  });

  test('a manifest is sent gzipped to a browser that accepts it', async () => {
    const res = await fetch(`${gateway.url}/mf/public/mf-manifest.json`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect((await res.json() as { exposes: unknown[] }).exposes).toHaveLength(1);
  });
});
