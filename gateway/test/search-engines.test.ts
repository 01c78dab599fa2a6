import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiClient, createIsolation, freePort, startServiceProcess, startTokenIssuer, type ServiceProcess, type TokenIssuer } from '@tp/test-kit';
import { sendEnvelope, startStandIn } from '@tp/test-kit/stand-in';
import { loadConfig } from '@tp/service-kit';
import { gatewayConfigSchema } from '../src/config';
import { robotsTxt, sitemapXml } from '../src/search-engines';
import { startGateway } from '../src/main';

type Gateway = Awaited<ReturnType<typeof startGateway>>;

const iso = createIsolation();
const SHELL_PAGE = '<!doctype html><html><head></head><body>the shell</body></html>';
let folder: string;
let issuer: TokenIssuer;
let catalog: ServiceProcess;
/** Catalog for real; no SITE_URL; X-Forwarded-* believed from loopback. */
let gateway: Gateway;
/** SITE_URL set; catalog a stand-in that counts its calls. */
let withOrigin: Gateway;
/** No catalog at its address; no trusted proxy. */
let noCatalog: Gateway;
const published: { id: string; updatedAt: string }[] = [];
let draftId: string;

/** What catalog's stand-in lists: ids that need escaping in XML (an apostrophe survives encodeURIComponent). */
const STAND_IN_PAGES = [{ _id: "o'clock&<now>", updatedAt: '2026-03-04T05:06:07.890Z' }, { _id: 'b"c', updatedAt: 'not a date' }];
/** Catalog's stand-in, and how often the class pages were read from it. */
let standIn: Awaited<ReturnType<typeof startStandIn>>;
let standInReads = 0;
/** A catalog whose answer is not a class page list. */
let garbled: Awaited<ReturnType<typeof startStandIn>>;
let others: Record<string, string>;

/** A GET as a crawler sends it: any Host and forwarded headers (fetch would not send our Host), gzip undone. */
function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const text = (res.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The gateway's settings for this file: its own Redis keys, any port, the site a shell page only. */
function gatewayEnv(settings: Record<string, string>): Record<string, string> {
  return { GATEWAY_PORT: '0', GATEWAY_HOST: '127.0.0.1', LOG_LEVEL: 'silent', REDIS_PREFIX: `${iso.runId}:`, WEB_ROOT: folder, ...settings };
}

beforeAll(async () => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'gateway-search-engines-'));
  mkdirSync(path.join(folder, 'shell', 'dist'), { recursive: true });
  writeFileSync(path.join(folder, 'shell', 'dist', 'index.html'), SHELL_PAGE);
  mkdirSync(path.join(folder, 'uploads'));
  issuer = await startTokenIssuer();
  const nowhere = `http://127.0.0.1:${await freePort()}`;
  catalog = await startServiceProcess('catalog', {
    ...iso.envFor('catalog'), JWKS_URL: issuer.jwksUrl, QUESTION_BANK_URL: nowhere, UPLOAD_DIR: path.join(folder, 'uploads'),
  });
  standIn = await startStandIn((req, res) => {
    if (req.url === '/api/public/getClassPages') standInReads++;
    sendEnvelope(res, 200, req.url === '/api/public/getClassPages' ? { list: STAND_IN_PAGES } : null);
  });
  garbled = await startStandIn((_req, res) => sendEnvelope(res, 200, { list: 'every class' }));
  others = { IDENTITY_URL: nowhere, MAIL_URL: nowhere, QUESTION_BANK_URL: nowhere, EXERCISE_URL: nowhere, BILLING_URL: nowhere };
  gateway = await startGateway(gatewayEnv({ ...others, CATALOG_URL: catalog.url, TRUSTED_PROXIES: 'loopback' }));
  withOrigin = await startGateway(gatewayEnv({ ...others, CATALOG_URL: standIn.url, SITE_URL: 'https://tutor.example.com/' }));
  noCatalog = await startGateway(gatewayEnv({ ...others, CATALOG_URL: nowhere }));

  // A teacher's classes, made through the gateway before any sitemap is read (it keeps the list for minutes).
  const teacher = apiClient(gateway.url, await issuer.tokenFor({ role: 'Teacher', name: 'Ada Teacher' }));
  const newClass = async () => (await teacher.post('/api/teacher/createClassByTeacher', { language: 'en' })).body.result._id as string;
  for (let i = 0; i < 2; i++) {
    const id = await newClass();
    const answer = await teacher.post('/api/teacher/setPublishClass', { id, publish: 1 });
    expect(answer.body, 'publishing a class').toMatchObject({ code: 200 });
    published.push({ id, updatedAt: answer.body.result.updatedAt });
  }
  draftId = await newClass();
}, 120_000);

afterAll(async () => {
  await Promise.all([gateway, withOrigin, noCatalog].map((g) => g?.stop()));
  await catalog?.stop();
  await Promise.all([standIn?.close(), garbled?.close(), issuer?.close()]);
  await iso.cleanup();
  rmSync(folder, { recursive: true, force: true });
});

/**
 * Whether robots.txt lets a crawler fetch `pathname`, read as RFC 9309 says: the longest matching rule wins, Allow on
 * a tie; `$` ends a rule at the path's end.
 */
function allowed(robots: string, pathname: string): boolean {
  const rules = robots.split('\n').map((line) => /^(Allow|Disallow): (\S+)$/.exec(line)).filter((m) => m !== null);
  let best: { allow: boolean; length: number } = { allow: true, length: -1 };
  for (const [, kind, rule] of rules) {
    const exact = rule.endsWith('$');
    const prefix = exact ? rule.slice(0, -1) : rule;
    if (exact ? pathname !== prefix : !pathname.startsWith(prefix)) continue;
    const allow = kind === 'Allow';
    if (rule.length > best.length || (rule.length === best.length && allow)) best = { allow, length: rule.length };
  }
  return best.allow;
}

/** The document is the sitemap's grammar and nothing else: each text holds only escaped characters. */
const TEXT = '(?:[^<>&"\']|&(?:amp|lt|gt|quot|apos);)*';
const SITEMAP_GRAMMAR = new RegExp(
  `^<\\?xml version="1\\.0" encoding="UTF-8"\\?>\\n<urlset xmlns="http://www\\.sitemaps\\.org/schemas/sitemap/0\\.9">\\n` +
  `(?:<url><loc>${TEXT}</loc>(?:<lastmod>\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ</lastmod>)?</url>\\n)*</urlset>\\n$`,
);

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('robots.txt', () => {
  test('names the sitemap at the address the request came to, and keeps crawlers out of the API and uploads', async () => {
    const res = await get(`${gateway.url}/robots.txt`);

    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toContain(`\nSitemap: ${gateway.url}/sitemap.xml\n`);
    expect(res.text).toMatch(/^User-agent: \*$/m);
    expect(res.text).toMatch(/^Disallow: \/api\/$/m);
    expect(res.text).toMatch(/^Disallow: \/uploads\/$/m);
    expect(res.text).not.toContain('the shell');
  });

  test('the public pages are open; the signed-in areas, the API but its public reads, and uploads are not', () => {
    const robots = robotsTxt('https://tutor.example.com');
    for (const open of ['/', '/class/5f0c', '/product/9', '/login', '/register', '/demo', '/simview', '/mf/public/remoteEntry.js', '/api/public/getClassById', '/api/products/9']) {
      expect(allowed(robots, open), open).toBe(true);
    }
    for (const closed of ['/classroom/5f0c', '/classRegister/5f0c', '/myclasses', '/teacher/classes', '/teach', '/admin/users', '/profile', '/parent', '/student/x',
      '/resetPassword', '/verify', '/cart', '/api/user/getUserInfo', '/api/admin/getUsers', '/api/products', '/uploads/2026/01/a.pdf']) {
      expect(allowed(robots, closed), closed).toBe(false);
    }
  });

  test('behind a trusted proxy it names the address the visitor used', async () => {
    const res = await get(`${gateway.url}/robots.txt`, { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'tutor.example.org' });

    expect(res.text).toContain('\nSitemap: https://tutor.example.org/sitemap.xml\n');
  });

  test('another client\'s forwarded headers are not believed', async () => {
    const res = await get(`${noCatalog.url}/robots.txt`, { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' });

    expect(res.text).toContain(`\nSitemap: ${noCatalog.url}/sitemap.xml\n`);
  });

  test('with SITE_URL it names that address, whatever the request says', async () => {
    const res = await get(`${withOrigin.url}/robots.txt`, { host: 'evil.example' });

    expect(res.text).toContain('\nSitemap: https://tutor.example.com/sitemap.xml\n');
  });

  test('SITE_URL is an origin: a trailing slash is dropped, a path refused at start', () => {
    expect(loadConfig(gatewayConfigSchema, { SITE_URL: 'https://tutor.example.com/' }).SITE_URL).toBe('https://tutor.example.com');
    expect(loadConfig(gatewayConfigSchema, { SITE_URL: '' }).SITE_URL).toBeUndefined();
    expect(() => loadConfig(gatewayConfigSchema, { SITE_URL: 'https://tutor.example.com/school' })).toThrow(/SITE_URL must be an origin only/);
    expect(() => loadConfig(gatewayConfigSchema, { SITE_URL: 'ftp://tutor.example.com' })).toThrow(/SITE_URL must be an http or https address/);
  });

  test('a Host that is not a host name gets a 400, not an address made of it', async () => {
    const res = await get(`${noCatalog.url}/robots.txt`, { host: 'a"b<c>' });

    expect(res.status).toBe(400);
    expect(res.text).not.toContain('<');
  });
});

describe('sitemap.xml', () => {
  test('lists the home page and each published class with its last change, not a draft', async () => {
    const res = await get(`${gateway.url}/sitemap.xml`, { 'accept-encoding': 'gzip' });

    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.text).toMatch(SITEMAP_GRAMMAR);
    expect(locs(res.text)[0]).toBe(`${gateway.url}/`);
    for (const cls of published) {
      const lastmod = cls.updatedAt.replace(/\.\d{3}Z$/, 'Z');
      expect(res.text).toContain(`<url><loc>${gateway.url}/class/${cls.id}</loc><lastmod>${lastmod}</lastmod></url>`);
    }
    expect(res.text).not.toContain(draftId);
  });

  test('the list it is made from is a public call through the route table too', async () => {
    const res = await apiClient(gateway.url).get('/api/public/getClassPages');

    expect(res.body.code).toBe(200);
    expect(res.body.result.list.map((page: { _id: string }) => page._id)).toEqual(expect.arrayContaining(published.map((cls) => cls.id)));
  });

  test('the class pages stay the shell\'s page: only the two files are answered before it', async () => {
    const res = await get(`${gateway.url}/class/${published[0].id}`);

    expect(res.status).toBe(200);
    expect(res.text).toContain('the shell');
  });

  test('addresses are escaped and a date that is not one is left out', async () => {
    const res = await get(`${withOrigin.url}/sitemap.xml`);

    expect(res.text).toMatch(SITEMAP_GRAMMAR);
    expect(locs(res.text)).toEqual(['https://tutor.example.com/', 'https://tutor.example.com/class/o&apos;clock%26%3Cnow%3E', 'https://tutor.example.com/class/b%22c']);
    expect(res.text).toContain('<lastmod>2026-03-04T05:06:07Z</lastmod>');
    expect(res.text.match(/<lastmod>/g)).toHaveLength(1);
  });

  test('crawlers asking again are answered from what the gateway keeps: catalog is not read again', async () => {
    const first = await get(`${withOrigin.url}/sitemap.xml`);
    const reads = standInReads;

    const answers = await Promise.all(Array.from({ length: 5 }, () => get(`${withOrigin.url}/sitemap.xml`)));

    expect(reads).toBeGreaterThan(0);
    expect(answers.map((res) => res.text)).toEqual(Array(5).fill(first.text));
    expect(first.text).toContain('<urlset');
    expect(standInReads).toBe(reads);
  });

  test('catalog out of reach: a 503 with a sentence, never an error page', async () => {
    const res = await get(`${noCatalog.url}/sitemap.xml`);

    expect(res.status).toBe(503);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.text).toBe('The sitemap is not available right now. Please try again in a few minutes.\n');
  });

  test('catalog answering something that is not a class page list: a 503 too', async () => {
    const broken = await startGateway(gatewayEnv({ ...others, CATALOG_URL: garbled.url }));
    try {
      const res = await get(`${broken.url}/sitemap.xml`);

      expect(res.status).toBe(503);
      expect(res.text).toBe('The sitemap is not available right now. Please try again in a few minutes.\n');
    } finally {
      await broken.stop();
    }
  });
});

describe('the sitemap\'s text', () => {
  test('every address and date is XML-escaped', () => {
    const xml = sitemapXml('https://tutor.example.com', [{ _id: `a'b`, updatedAt: '2026-01-02T03:04:05.000Z' }]);

    expect(xml).toContain('<url><loc>https://tutor.example.com/class/a&apos;b</loc><lastmod>2026-01-02T03:04:05Z</lastmod></url>');
    expect(xml).toMatch(SITEMAP_GRAMMAR);
  });
});
