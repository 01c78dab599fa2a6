import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createIsolation } from '@tp/test-kit';
import { REMOTES } from '@tp/service-registry/web-apps';
import { buildServerRender } from '../../packages/mf-build/src/server-build.mjs';
import { startGateway } from '../src/main';

// Pages drawn on the server, with the real server builds of the shell and mf-public, behind a real gateway; catalog
// is a stand-in that answers the page's visitor calls and counts them.

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const iso = createIsolation();
let folder: string;
let catalog: http.Server;
let gateway: Awaited<ReturnType<typeof startGateway>>;
const asked: string[] = [];

const HOSTILE = '</script><script>alert(1)</script>';
const aClass = (id: string, name: string) => ({
  _id: id, name, price: 100, monthlyPrice: null, yearlyPrice: null, image: '/uploads/class.png', category: 'Physics',
  description: '<p>Two lessons a week.</p>', introduction: '<p>Forces and motion<img src="x" onerror="alert(1)"></p><script>alert(2)</script>',
  bulletin: '', startDate: '2026-09-01T00:00:00.000Z', endDate: null, language: 'en', registerLink: '', source: [], includeLibrary: false,
  paymentInfo: '', autoPublish: false, autoPublishAccuracy: null, isPublish: 1, orderIndex: 0, user: { _id: 't1', name: 'Isaac Newton' },
  homeworkList: [], createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
});

/** Catalog's answers to the visitor calls; `slow` answers after the page's time limit, `broken` with a failure. */
function answer(url: URL): { status: number; body: unknown } | 'slow' {
  const ok = (result: unknown) => ({ status: 200, body: { code: 200, msg: 'success', result } });
  switch (url.pathname) {
    case '/ready':
      return ok(null);
    case '/api/public/getHomeDetail':
      return ok({ introduction: '<h1>Learn with us</h1>' });
    case '/api/public/getHomeClasses':
      return ok({ list: [{ category: 'Physics', classes: [{ ...aClass('c1', `Mechanics ${HOSTILE}`), user: { name: 'Isaac Newton' } }] }] });
    case '/api/public/getClassById': {
      const id = url.searchParams.get('id');
      if (id === 'slow') return 'slow';
      if (id === 'c1') return ok(aClass('c1', 'Mechanics I'));
      if (id === 'odd') return ok({ name: 'A class without the rest' });
      return { status: 200, body: { code: 404, msg: 'Class not found', result: null } };
    }
    default:
      return { status: 404, body: { code: 404, msg: 'No such API', result: null } };
  }
}

beforeAll(async () => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'gateway-server-render-'));
  const shellDist = path.join(folder, 'shell', 'dist');
  mkdirSync(shellDist, { recursive: true });
  writeFileSync(path.join(shellDist, 'index.html'), '<!doctype html><html><head><title>Math &amp; Physics Tutoring</title></head><body><div id="root"></div></body></html>');
  writeFileSync(path.join(shellDist, 'remote-areas.json'), JSON.stringify(REMOTES.map(({ federationName, paths, exact }) => ({ name: federationName, paths, exact }))));
  await Promise.all([
    buildServerRender(path.join(repoRoot, 'shell'), { dist: shellDist }),
    buildServerRender(path.join(repoRoot, 'mf-public'), { dist: path.join(folder, 'mf-public', 'dist') }),
  ]);
  catalog = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://catalog');
    if (url.pathname !== '/ready') asked.push(`${url.pathname}${url.search}`);
    const reply = answer(url);
    const send = ({ status, body }: { status: number; body: unknown }) => void res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (reply === 'slow') setTimeout(() => send({ status: 200, body: { code: 200, msg: 'success', result: aClass('slow', 'Too late') } }), 4000);
    else send(reply);
  });
  await new Promise<void>((resolve) => catalog.listen(0, '127.0.0.1', resolve));
  gateway = await startGateway({
    GATEWAY_PORT: '0', GATEWAY_HOST: '127.0.0.1', LOG_LEVEL: 'silent', REDIS_PREFIX: `${iso.runId}:`, WEB_ROOT: folder,
    CATALOG_URL: `http://127.0.0.1:${(catalog.address() as AddressInfo).port}`, PAGE_RENDER_THREADS: '1', PAGE_RENDER_TIME_LIMIT_MS: '2500',
  });
  await drawingStarted();
}, 240_000);

/** Until its thread has loaded the builds, the gateway answers pages undrawn (a minute on a loaded machine). */
async function drawingStarted() {
  for (const until = Date.now() + 150_000; Date.now() < until; await new Promise((resolve) => setTimeout(resolve, 500))) {
    if (root((await page('/login')).html).includes('Sign In')) return;
  }
  throw new Error('The gateway did not draw /login within 150 s');
}

afterAll(async () => {
  await gateway?.stop();
  catalog?.close();
  await iso.cleanup();
  rmSync(folder, { recursive: true, force: true });
});

const page = async (pathname: string) => {
  const res = await fetch(`${gateway.url}${pathname}`);
  return { status: res.status, html: await res.text() };
};
const root = (html: string) => /<div id="root">([\s\S]*)<\/div><\/body>/.exec(html)?.[1] ?? '';
const pageData = (html: string) => JSON.parse(/<script type="application\/json" id="tp-page-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null');

describe('pages drawn on the server', () => {
  test('/ arrives with the header, the introduction and the featured classes, and the answers it was drawn from', async () => {
    const { status, html } = await page('/');

    expect(status).toBe(200);
    const drawn = root(html);
    expect(drawn).toContain('<header class="tp-header">');
    expect(drawn).toContain('<h1>Learn with us</h1>');
    expect(drawn).toContain('<h3>Mechanics &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</h3>');
    expect(drawn).toContain('<div id="area-mf_public" data-server-drawn="" inert="">');
    // The page's data block cannot be ended early by what it holds.
    expect(html.match(/<script/g)?.length).toBe(2);
    expect(pageData(html)).toMatchObject({ pathname: '/', route: '/', answers: { '/public/getHomeClasses?language=en&typeset=true': { list: [{ category: 'Physics' }] } } });
    expect(asked).toContain('/api/public/getHomeClasses?language=en&typeset=true');
  });

  test('/class/{id} has its own title, description and Open Graph tags, and its rich text sanitised', async () => {
    const { html } = await page('/class/c1');

    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Mechanics I · Math &amp; Physics Tutoring</title>');
    expect(html).toContain('<meta name="description" content="Forces and motion"/>');
    expect(html).toContain('<meta property="og:title" content="Mechanics I"/>');
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/uploads\/class\.png"\/>/);
    const drawn = root(html);
    expect(drawn).toContain('<h1>Mechanics I</h1>');
    expect(drawn).toContain('Two lessons a week.');
    expect(drawn).toContain('Sign in to check price');
    expect(drawn).not.toMatch(/onerror|alert\(2\)/);
  });

  test('while its thread warms up, a page is answered at once, drawn in the browser', async () => {
    const cold = await startGateway({
      GATEWAY_PORT: '0', GATEWAY_HOST: '127.0.0.1', LOG_LEVEL: 'silent', REDIS_PREFIX: `${iso.runId}:cold:`, WEB_ROOT: folder,
      CATALOG_URL: `http://127.0.0.1:${(catalog.address() as AddressInfo).port}`, PAGE_RENDER_THREADS: '1',
    });
    try {
      const started = Date.now();
      const html = await (await fetch(`${cold.url}/login`)).text();
      // Its thread is still loading the builds (seconds): the page does not wait for it.
      expect(root(html)).toBe('');
      expect(Date.now() - started).toBeLessThan(1500);
    } finally {
      await cold.stop();
    }
  });

  test('/login arrives as its form, inert until the page\'s code has taken it over (nothing typed is lost, nothing is sent)', async () => {
    const { html } = await page('/login?redirect=%2Fmyclasses');

    expect(root(html)).toContain('Sign In');
    expect(root(html)).toContain('<div id="area-mf_public" data-server-drawn="" inert="">');
    expect(pageData(html)).toMatchObject({ pathname: '/login', route: '/login', answers: {} });
  });

  test('a class catalog cannot find or answers what the page cannot read, a path no screen draws on the server, a 404 path: the page as before, drawn in the browser', async () => {
    for (const pathname of ['/class/missing', '/class/odd', '/demo', '/no-such-page']) {
      const { status, html } = await page(pathname);
      expect(status).toBe(200);
      expect(root(html)).toBe('');
      expect(html).not.toContain('tp-page-data');
    }
  });

  test("a page is drawn in the visitor's language: their switch's cookie, else their browser's; the frame too", async () => {
    const inLanguage = async (headers: Record<string, string>) => (await fetch(`${gateway.url}/login`, { headers })).text();

    const chinese = await inLanguage({ 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' });
    expect(chinese).toContain('<html lang="zh-CN">');
    expect(root(chinese)).toContain('>登录</h1>');
    expect(root(chinese)).toContain('首页');
    const chosenEnglish = await inLanguage({ 'accept-language': 'zh-CN', cookie: 'theme=x; language=en' });
    expect(root(chosenEnglish)).toContain('>Sign In</h1>');
    expect(chosenEnglish).not.toContain('zh-CN');
    expect(root(await inLanguage({ 'accept-language': 'fr-FR', cookie: 'language=zh' }))).toContain('>登录</h1>');
    expect(root(await inLanguage({ 'accept-language': 'fr-FR' }))).toContain('>Sign In</h1>');
  });

  test('the server builds are not files for browsers', async () => {
    for (const file of ['/mf/public/server/render.mjs', '/server/render.mjs', '/mf/public/server/render.css']) {
      expect((await fetch(`${gateway.url}${file}`)).status).toBe(404);
    }
  });

  test('a page whose data comes after its time limit is answered without it, and the gateway answers meanwhile', async () => {
    const started = Date.now();
    const slow = page('/class/slow');
    const health = await fetch(`${gateway.url}/health`);
    expect(health.status).toBe(200);
    const { status, html } = await slow;

    expect(status).toBe(200);
    expect(root(html)).toBe('');
    expect(Date.now() - started).toBeLessThan(4000);
    // The next page is drawn again (by the same thread, or by one that replaced it once that one has warmed up).
    await expect.poll(async () => root((await page('/class/c1')).html), { timeout: 150_000, interval: 500 }).toContain('<h1>Mechanics I</h1>');
  }, 180_000);
});
