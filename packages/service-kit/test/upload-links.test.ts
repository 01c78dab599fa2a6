import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { baseConfigSchema, loadConfig } from '../src/config';
import { expiryOf, signUploadLink, signUploadLinks, uploadLinkOptions, verifyUploadLink } from '../src/upload-links';

const secret = randomBytes(32).toString('hex');
const key = `2026/05/${randomUUID()}.png`;
const at = (iso: string) => new Date(iso);
const NOW = at('2026-05-04T10:00:00.000Z');
const nowSeconds = NOW.getTime() / 1000;

/** The query of a signed link, as Express hands it to the route. */
function queryOf(link: string): { exp?: string; sig?: string } {
  return Object.fromEntries(new URL(link, 'http://site.test').searchParams) as { exp?: string; sig?: string };
}

describe('a signed link to an uploaded file', () => {
  test('names the file, an expiry within its life and a signature that verifies for that file until it expires', () => {
    const link = signUploadLink(`/uploads/${key}`, { secret, ttlSeconds: 600, now: NOW });

    expect(link).toMatch(new RegExp(`^/uploads/${key.replace(/[.]/g, '\\.')}\\?exp=\\d+&sig=[A-Za-z0-9_-]{43}$`));
    const { exp } = queryOf(link);
    expect(Number(exp) - nowSeconds).toBeGreaterThanOrEqual(540);
    expect(Number(exp) - nowSeconds).toBeLessThanOrEqual(600);
    expect(verifyUploadLink(key, queryOf(link), { secret, now: NOW })).toBe(Number(exp));
    expect(verifyUploadLink(key, queryOf(link), { secret, now: new Date((Number(exp) - 1) * 1000) })).toBe(Number(exp));
  });

  test('is not valid once expired, for another file, with a changed expiry or signature, or under another secret', () => {
    const link = signUploadLink(`/uploads/${key}`, { secret, ttlSeconds: 600, now: NOW });
    const { exp, sig } = queryOf(link);
    const flipped = `${sig!.slice(0, -1)}${sig!.endsWith('A') ? 'B' : 'A'}`;

    expect(verifyUploadLink(key, { exp, sig }, { secret, now: new Date(Number(exp) * 1000) })).toBeUndefined();
    expect(verifyUploadLink(`2026/05/${randomUUID()}.png`, { exp, sig }, { secret, now: NOW })).toBeUndefined();
    expect(verifyUploadLink(key, { exp: String(Number(exp) + 60), sig }, { secret, now: NOW })).toBeUndefined();
    expect(verifyUploadLink(key, { exp, sig: flipped }, { secret, now: NOW })).toBeUndefined();
    expect(verifyUploadLink(key, { exp, sig }, { secret: randomBytes(32).toString('hex'), now: NOW })).toBeUndefined();
    expect(verifyUploadLink(key, { exp, sig }, { secret: undefined, now: NOW })).toBeUndefined();
  });

  test('malformed or missing parts are simply not valid (no throw): arrays, letters, a short signature, a far expiry', () => {
    const { exp, sig } = queryOf(signUploadLink(`/uploads/${key}`, { secret, ttlSeconds: 600, now: NOW }));
    for (const query of [{}, { exp }, { sig }, { exp: [exp, exp], sig }, { exp: `${exp}x`, sig }, { exp, sig: sig!.slice(1) }, { exp: '9'.repeat(13), sig }]) {
      expect(verifyUploadLink(key, query, { secret, now: NOW })).toBeUndefined();
    }
    // Even a correctly signed link is refused while its expiry is more than an hour away.
    const early = signUploadLink(`/uploads/${key}`, { secret, ttlSeconds: 600, now: new Date(NOW.getTime() + 2 * 3600_000) });
    expect(verifyUploadLink(key, queryOf(early), { secret, now: NOW })).toBeUndefined();
  });

  test('links made within the same tenth of their life are the same link (the browser keeps its copy)', () => {
    expect(expiryOf(600, at('2026-05-04T10:00:00.000Z'))).toBe(expiryOf(600, at('2026-05-04T10:00:59.000Z')));
    expect(expiryOf(600, at('2026-05-04T10:01:00.000Z'))).toBe(expiryOf(600, at('2026-05-04T10:00:00.000Z')) + 60);
  });

  test('without a secret, or for anything that is not an uploaded file, the address is given back unchanged', () => {
    expect(signUploadLink(`/uploads/${key}`, { secret: undefined, ttlSeconds: 600 })).toBe(`/uploads/${key}`);
    for (const other of ['https://cdn.example/a.png', '/uploads/../etc/passwd', '/api/uploads/a.png']) {
      expect(signUploadLink(other, { secret, ttlSeconds: 600 })).toBe(other);
    }
  });
});

describe('signUploadLinks (rich text for a reader)', () => {
  test('signs every image and video of /uploads/ in the text, leaving everything else as it was', () => {
    const video = `2026/05/${randomUUID()}.mp4`;
    const html = `<p>See <img src="/uploads/${key}" alt="drawing"> and <img src="https://cdn.example/x.png"></p><video class="ql-video" src="/uploads/${video}" controls=""></video><p>src="/uploads/${key}" as text</p>`;

    const signed = signUploadLinks(html, { secret, ttlSeconds: 600, now: NOW });

    const image = signUploadLink(`/uploads/${key}`, { secret, ttlSeconds: 600, now: NOW }).replace('&', '&amp;');
    const clip = signUploadLink(`/uploads/${video}`, { secret, ttlSeconds: 600, now: NOW }).replace('&', '&amp;');
    expect(signed).toBe(
      `<p>See <img src="${image}" alt="drawing"> and <img src="https://cdn.example/x.png"></p><video class="ql-video" src="${clip}" controls=""></video><p>src="/uploads/${key}" as text</p>`,
    );
    // What a browser makes of the attribute is the link, which verifies.
    const src = /src="([^"]*)"/.exec(signed)![1].replaceAll('&amp;', '&');
    expect(verifyUploadLink(key, queryOf(src), { secret, now: NOW })).toBeDefined();
  });

  test('a link that already carries a query is signed afresh; without a secret the text is unchanged', () => {
    const stale = `<img src="/uploads/${key}?exp=1&amp;sig=old">`;
    const fresh = signUploadLinks(stale, { secret, ttlSeconds: 600, now: NOW });
    expect(fresh).toBe(`<img src="${signUploadLink(`/uploads/${key}`, { secret, ttlSeconds: 600, now: NOW }).replace('&', '&amp;')}">`);
    expect(signUploadLinks(`<img src="/uploads/${key}">`, { secret: undefined, ttlSeconds: 600 })).toBe(`<img src="/uploads/${key}">`);
  });
});

describe('the setting', () => {
  test('UPLOAD_LINK_SECONDS is 600 unless set, and refuses less than 30 or more than an hour', () => {
    const env = { SERVICE_NAME: 'test', INTERNAL_SECRET: secret };
    expect(uploadLinkOptions(loadConfig(baseConfigSchema, env))).toEqual({ secret, ttlSeconds: 600 });
    expect(uploadLinkOptions(loadConfig(baseConfigSchema, { ...env, UPLOAD_LINK_SECONDS: '120' }))).toEqual({ secret, ttlSeconds: 120 });
    expect(() => loadConfig(baseConfigSchema, { ...env, UPLOAD_LINK_SECONDS: '10' })).toThrow(/UPLOAD_LINK_SECONDS/);
    expect(() => loadConfig(baseConfigSchema, { ...env, UPLOAD_LINK_SECONDS: '7200' })).toThrow(/UPLOAD_LINK_SECONDS/);
  });
});
