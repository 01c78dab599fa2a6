import { cp, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { databaseUrl, ensureDatabase, migrate } from '@tp/service-kit';
import { signUploadLink } from '@tp/service-kit/upload-links';
import { startCatalogHarness, type CatalogHarness, type TestUser } from './catalog-harness';

let h: CatalogHarness;
let teacher: TestUser;
beforeAll(async () => {
  h = await startCatalogHarness();
  teacher = await h.user('Teacher', {}, false);
});
afterAll(async () => {
  await h?.close();
});

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(`IHDR picture ${randomUUID()}`)]);
const XLSX = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from(`questions with their answers ${randomUUID()}`)]);
const PUBLIC_CACHE = 'public, max-age=31536000, immutable';

/** POST /api/file/upload (or /api/upload for a product picture) as `user`; answers the stored path and the url to show it. */
async function upload(user: TestUser, name: string, bytes: Buffer, { type, endpoint = '/api/file/upload', field = 'file' }: { type?: string; endpoint?: string; field?: string } = {}) {
  const form = new FormData();
  form.append(field, new Blob([bytes]), name);
  if (type) form.append('type', type);
  const res = await fetch(`${h.catalog.url}${endpoint}`, { method: 'POST', body: form, headers: { authorization: `Bearer ${user.token}` } });
  const body = (await res.json()) as { code: number; msg: string; result: { path: string; url: string } };
  expect(body.code, body.msg).toBe(200);
  return body.result;
}

/** GET of a served file, as a browser (no token) unless one is given. */
async function served(address: string, token?: string) {
  const res = await fetch(`${h.catalog.url}${address}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, cacheControl: res.headers.get('cache-control'), bytes: Buffer.from(await res.arrayBuffer()), headers: res.headers };
}

const linkAt = (filePath: string, when: Date) => signUploadLink(filePath, { secret: h.iso.internalSecret, ttlSeconds: 600, now: when });

describe('a teacher\'s question spreadsheet (private)', () => {
  test('by its address alone it is a 404, the same answer as a file that does not exist', async () => {
    const sheet = await upload(teacher, 'questions.xlsx', XLSX, { type: '2' });

    const plain = await served(sheet.path);
    const missing = await served(`/uploads/2026/01/${randomUUID()}.xlsx`);

    expect(plain.status).toBe(404);
    expect(plain.bytes.toString()).toBe(missing.bytes.toString());
    expect(JSON.parse(plain.bytes.toString())).toEqual({ code: 404, msg: 'File not found', result: null });
    expect(plain.cacheControl).toBe('no-store');
  });

  test('the signed url of the upload answer serves it, as a download kept privately until the link expires', async () => {
    const sheet = await upload(teacher, 'questions.xlsx', XLSX, { type: '2' });
    expect(sheet.url).toMatch(new RegExp(`^${sheet.path.replace(/[.]/g, '\\.')}\\?exp=\\d+&sig=[A-Za-z0-9_-]{43}$`));

    // The time left is counted from before the request: the server counts it later, so never from more.
    const askedAt = Date.now() / 1000;
    const res = await served(sheet.url);

    expect(res.status).toBe(200);
    expect(res.bytes).toEqual(XLSX);
    expect(res.headers.get('content-disposition')).toBe('attachment');
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(res.cacheControl ?? '')?.[1]);
    const expiresIn = Number(new URL(sheet.url, 'http://x').searchParams.get('exp')) - askedAt;
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(Math.min(600, Math.ceil(expiresIn)));
  });

  test('an expired link, a changed signature or expiry, or another file\'s signature is a 404', async () => {
    const sheet = await upload(teacher, 'questions.xlsx', XLSX, { type: '2' });
    const other = await upload(teacher, 'other.xlsx', XLSX, { type: '2' });
    const valid = new URL(sheet.url, 'http://x').searchParams;
    const exp = valid.get('exp')!;
    const sig = valid.get('sig')!;
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    const otherSig = new URL(other.url, 'http://x').searchParams.get('sig')!;

    const expired = linkAt(sheet.path, new Date(Date.now() - 11 * 60_000));
    for (const address of [
      expired,
      `${sheet.path}?exp=${exp}&sig=${flipped}`,
      `${sheet.path}?exp=${Number(exp) + 10}&sig=${sig}`,
      `${sheet.path}?exp=${exp}&sig=${otherSig}`,
      `${sheet.path}?exp=${exp}`,
      `${sheet.path}?exp=${exp}&sig=${sig}&sig=${sig}`,
    ]) {
      const res = await served(address);
      expect({ address, status: res.status }).toEqual({ address, status: 404 });
    }
    expect((await served(sheet.url)).status).toBe(200); // the genuine link still works
  });

  test('its owner downloads it with their token (not cached); another teacher\'s token, or a bad one, is a 404', async () => {
    const sheet = await upload(teacher, 'questions.xlsx', XLSX, { type: '2' });
    const otherTeacher = await h.user('Teacher', {}, false);

    const own = await served(sheet.path, teacher.token);
    expect(own.status).toBe(200);
    expect(own.bytes).toEqual(XLSX);
    expect(own.cacheControl).toBe('private, no-store');
    expect((await served(sheet.path, otherTeacher.token)).status).toBe(404);
    expect((await served(sheet.path, 'not-a-token')).status).toBe(404);
  });

  test('byte ranges and HEAD follow the same rule', async () => {
    const sheet = await upload(teacher, 'questions.xlsx', XLSX, { type: '2' });

    const head = await fetch(`${h.catalog.url}${sheet.path}`, { method: 'HEAD' });
    const part = await fetch(`${h.catalog.url}${sheet.url}`, { headers: { range: 'bytes=0-3' } });

    expect(head.status).toBe(404);
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(XLSX.subarray(0, 4));
  });
});

describe('pictures teachers and administrators publish (public)', () => {
  test('a teacher\'s class picture stays public: the class page shows its plain path, served to anyone with the year-long cache', async () => {
    const picture = await upload(teacher, 'class.png', PNG);
    expect(picture.url).toBe(picture.path);
    const cls = await h.klass(teacher, { image: picture.path, description: `<p><img src="${picture.path}"></p>` });
    await teacher.client.post('/api/teacher/setPublishClass', { id: cls._id, publish: 1 });

    const page = await h.anonymous.get(`/api/public/getClassById?id=${cls._id}`);
    expect(page.body.result.image).toBe(picture.path);
    expect(page.body.result.description).toBe(`<p><img src="${picture.path}" /></p>`);

    const res = await served(picture.path);
    expect(res.status).toBe(200);
    expect(res.bytes).toEqual(PNG);
    expect(res.cacheControl).toBe(PUBLIC_CACHE);
  });

  test('an administrator\'s picture (e-mail, home page) and product picture are public; a signature changes nothing', async () => {
    const admin = await h.user('Teacher', { isAdmin: true }, false);
    const emailPicture = await upload(admin, 'banner.png', PNG);
    const product = await upload(admin, 'kit.png', PNG, { endpoint: '/api/upload', field: 'image' });

    for (const file of [emailPicture, product]) {
      expect(file.url).toBe(file.path);
      expect(await served(file.path)).toMatchObject({ status: 200, cacheControl: PUBLIC_CACHE });
      expect(await served(linkAt(file.path, new Date()))).toMatchObject({ status: 200, cacheControl: PUBLIC_CACHE });
    }
  });

  test('a file stored before uploads were recorded (no row) stays public', async () => {
    const key = `2024/01/${randomUUID()}.png`;
    await mkdir(path.join(h.uploadDir, '2024', '01'), { recursive: true });
    await writeFile(path.join(h.uploadDir, ...key.split('/')), PNG);

    expect(await served(`/uploads/${key}`)).toMatchObject({ status: 200, cacheControl: PUBLIC_CACHE });
  });
});

describe('what students and parents upload (private)', () => {
  test('a student\'s image in an answer is a 404 by its address; the url of the upload answer shows it', async () => {
    const student = await h.user('Student', {}, false);
    const drawing = await upload(student, 'board.png', PNG);

    expect((await served(drawing.path)).status).toBe(404);
    expect(drawing.url).not.toBe(drawing.path);
    const shown = await served(drawing.url);
    expect(shown.status).toBe(200);
    expect(shown.bytes).toEqual(PNG);
    expect(shown.cacheControl).toMatch(/^private, max-age=\d+$/);
  });

  test('a student\'s video and a parent\'s picture are private too', async () => {
    const student = await h.user('Student', {}, false);
    const parent = await h.user('Parent', {}, false);
    const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42 answer clip')]);
    const clip = await upload(student, 'clip.mp4', MP4, { type: '3' });
    const photo = await upload(parent, 'photo.png', PNG);

    for (const file of [clip, photo]) {
      expect((await served(file.path)).status).toBe(404);
      expect((await served(file.url)).status).toBe(200);
    }
  });
});

describe('migration 0007 (files uploaded before this change)', () => {
  const migrations = fileURLToPath(new URL('../src/data-access/migrations', import.meta.url));

  test('stored spreadsheets and students\' and parents\' files become private; teachers\', administrators\' and unknown owners\' stay public', async () => {
    const database = `${h.iso.runId}_catalog_visibility`;
    const server = h.iso.envFor('catalog').DATABASE_URL;
    const url = databaseUrl(server, database);
    await ensureDatabase(server, database);
    const before = await mkdtemp(path.join(os.tmpdir(), 'catalog-migrations-'));
    const older = (await readdir(migrations)).filter((name) => name < '0007');
    await Promise.all(older.map((name) => cp(path.join(migrations, name), path.join(before, name))));
    const db = new pg.Client({ connectionString: url });
    try {
      await migrate(url, [before]);
      await db.connect();
      const users = [['s', 'Student', false], ['p', 'Parent', false], ['t', 'Teacher', false], ['a', 'Student', true]] as const;
      for (const [id, role, isAdmin] of users) {
        await db.query("INSERT INTO users (id, name, email, role, is_admin, event_at) VALUES ($1, $1, $1, $2, $3, now())", [id, role, isAdmin]);
      }
      const rows: [key: string, owner: string, kind: string][] = [
        ['student-image', 's', 'image'], ['student-video', 's', 'video'], ['parent-image', 'p', 'image'], ['teacher-image', 't', 'image'],
        ['teacher-video', 't', 'video'], ['teacher-sheet', 't', 'spreadsheet'], ['admin-student-image', 'a', 'image'], ['unknown-image', 'x', 'image'],
      ];
      for (const [key, owner, kind] of rows) await db.query('INSERT INTO uploads (key, owner_id, kind, bytes) VALUES ($1, $2, $3, 1)', [key, owner, kind]);

      await migrate(url, [migrations]);

      const { rows: after } = await db.query<{ key: string; visibility: string }>('SELECT key, visibility FROM uploads ORDER BY key');
      expect(Object.fromEntries(after.map((row) => [row.key, row.visibility]))).toEqual({
        'admin-student-image': 'public', 'parent-image': 'private', 'student-image': 'private', 'student-video': 'private',
        'teacher-image': 'public', 'teacher-sheet': 'private', 'teacher-video': 'public', 'unknown-image': 'public',
      });
      // New rows must say which they are.
      await expect(db.query("INSERT INTO uploads (key, owner_id, kind, bytes) VALUES ('new', 't', 'image', 1)")).rejects.toThrow(/visibility/);
    } finally {
      await db.end().catch(() => undefined);
      await rm(before, { recursive: true, force: true });
    }
  });
});
