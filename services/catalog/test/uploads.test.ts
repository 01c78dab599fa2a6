import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { waitFor } from '@tp/test-kit';
import { startCatalogHarness, type CatalogHarness } from './catalog-harness';

let h: CatalogHarness;
let token: string;
beforeAll(async () => {
  h = await startCatalogHarness();
  token = (await h.user('Student', {}, false)).token;
});
afterAll(async () => {
  await h?.close();
});

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR fake image body')]);
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42 fake video body')]);
const XLSX = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('fake spreadsheet zip')]);

async function upload(name: string, bytes: Buffer, { type, field = 'file', auth = token }: { type?: string; field?: string; auth?: string | null } = {}) {
  const form = new FormData();
  form.append(field, new Blob([bytes]), name);
  if (type) form.append('type', type);
  const res = await fetch(`${h.catalog.url}/api/file/upload`, { method: 'POST', body: form, headers: auth ? { authorization: `Bearer ${auth}` } : {} });
  return { status: res.status, body: (await res.json()) as { code: number; msg: string; result: any } };
}

/** Every stored file, so a test can check that a refused upload left nothing behind. */
async function storedFiles(): Promise<string[]> {
  const entries = await readdir(h.uploadDir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

describe('uploading', () => {
  test('a PNG is stored under a random name and served back (a student\'s through its signed url) with safe headers', async () => {
    const res = await upload('diagram.png', PNG);

    expect(res.body).toMatchObject({ code: 200, msg: 'Upload success' });
    const filePath: string = res.body.result.path;
    expect(filePath).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);
    expect(filePath).not.toContain('diagram');
    expect(res.body.result.url.startsWith(`${filePath}?`)).toBe(true);
    const served = await fetch(`${h.catalog.url}${res.body.result.url}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(served.headers.get('content-disposition')).toBe('inline');
  });

  test('a video (type 3) is served with byte ranges; a spreadsheet (type 2) as a download', async () => {
    const video = await upload('lesson.MP4', MP4, { type: '3' });
    expect(video.body.result.path).toMatch(/\.mp4$/);
    const part = await fetch(`${h.catalog.url}${video.body.result.url}`, { headers: { range: 'bytes=4-7' } });
    expect(part.status).toBe(206);
    expect(await part.text()).toBe('ftyp');
    expect(part.headers.get('content-range')).toBe(`bytes 4-7/${MP4.length}`);
    expect(part.headers.get('content-type')).toBe('video/mp4');

    const sheet = await upload('questions.xlsx', XLSX, { type: '2', auth: (await h.user('Teacher', {}, false)).token });
    const served = await fetch(`${h.catalog.url}${sheet.body.result.url}`);
    expect(served.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(served.headers.get('content-disposition')).toBe('attachment');
  });

  test('SVG and HTML are refused, whatever their content', async () => {
    const before = await storedFiles();
    const svg = await upload('logo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'));
    const html = await upload('page.html', Buffer.from('<script>alert(1)</script>'));
    const disguised = await upload('photo.svg', PNG);

    const msg = 'This file type is not accepted. Please upload a PNG, JPEG, GIF or WebP image, an MP4, WebM or Ogg video or an Excel spreadsheet (.xlsx).';
    for (const res of [svg, html, disguised]) expect(res).toEqual({ status: 415, body: { code: 415, msg, result: null } });
    expect(await storedFiles()).toEqual(before);
  });

  test('content that does not match the extension is refused', async () => {
    const before = await storedFiles();
    const htmlAsPng = await upload('innocent.png', Buffer.from('<html><script>alert(1)</script></html>'));
    const pngAsVideo = await upload('clip.mp4', PNG, { type: '3' });

    expect(htmlAsPng).toEqual({ status: 415, body: { code: 415, msg: 'The file content does not match its extension.', result: null } });
    expect(pngAsVideo.status).toBe(415);
    expect(await storedFiles()).toEqual(before);
  });

  test('the file must be of the kind the form asked for', async () => {
    const before = await storedFiles();
    expect(await upload('photo.png', PNG, { type: '3' })).toEqual({ status: 415, body: { code: 415, msg: 'Please upload an MP4, WebM or Ogg video.', result: null } });
    expect(await upload('photo.png', PNG, { type: '2' })).toEqual({ status: 415, body: { code: 415, msg: 'Please upload an Excel spreadsheet (.xlsx).', result: null } });
    expect(await upload('photo.png', PNG, { type: '9' })).toEqual({ status: 400, body: { code: 400, msg: 'The upload type must be 2 (spreadsheet), 3 (video) or left out (image).', result: null } });
    expect(await storedFiles()).toEqual(before);
  });

  test('an image over 5 MB is refused with 413 and not kept', async () => {
    const before = await storedFiles();
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);

    expect(await upload('big.png', big)).toEqual({ status: 413, body: { code: 413, msg: 'The file is too large: an image can be at most 5 MB.', result: null } });
    expect(await storedFiles()).toEqual(before);
  });

  test('without a token the upload is 401; an empty file or a missing file is 400', async () => {
    expect(await upload('a.png', PNG, { auth: null })).toEqual({ status: 401, body: { code: 401, msg: 'Please sign in.', result: null } });
    expect((await upload('empty.png', Buffer.alloc(0))).body).toEqual({ code: 400, msg: 'The file is empty.', result: null });
    expect((await upload('a.png', PNG, { field: 'image' })).body).toEqual({ code: 400, msg: 'Send one file, in the form field "file".', result: null });
    const noFile = await fetch(`${h.catalog.url}/api/file/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: '{}' });
    expect(await noFile.json()).toEqual({ code: 400, msg: 'Please choose a file to upload (form field "file").', result: null });
  });
});

describe('what each role may upload (sizes, quota, rate)', () => {
  const MB = 1024 * 1024;
  const png = (bytes: number) => Buffer.concat([PNG, Buffer.alloc(bytes - PNG.length)]);
  const mp4 = (bytes: number) => Buffer.concat([MP4, Buffer.alloc(bytes - MP4.length)]);
  const tokenOf = async (role: 'Student' | 'Parent' | 'Teacher') => (await h.user(role, {}, false)).token;

  test('students send images and videos up to 20 MB, parents images only, and only teachers spreadsheets', async () => {
    const [student, parent, teacher] = [await tokenOf('Student'), await tokenOf('Parent'), await tokenOf('Teacher')];
    const before = await storedFiles();

    expect(await upload('questions.xlsx', XLSX, { type: '2', auth: student })).toEqual({ status: 403, body: { code: 403, msg: 'Students can upload images and videos only.', result: null } });
    expect(await upload('clip.mp4', MP4, { type: '3', auth: parent })).toEqual({ status: 403, body: { code: 403, msg: 'Parents can upload images only.', result: null } });
    expect(await upload('lesson.mp4', mp4(20 * MB + 1), { type: '3', auth: student })).toEqual({
      status: 413, body: { code: 413, msg: 'The file is too large: a video can be at most 20 MB.', result: null },
    });
    expect(await storedFiles()).toEqual(before);

    expect((await upload('lesson.mp4', mp4(20 * MB + 1), { type: '3', auth: teacher })).status).toBe(200);
    expect((await upload('questions.xlsx', XLSX, { type: '2', auth: teacher })).status).toBe(200);
  });

  test('a file that does not fit in what is left of the quota is a 413 saying how much is used, and is not kept', async () => {
    const parent = await tokenOf('Parent'); // 20 MB in all
    for (let i = 0; i < 4; i++) expect((await upload(`photo-${i}.png`, png(4.5 * MB), { auth: parent })).status).toBe(200);
    const before = await storedFiles();

    const refused = await upload('one-more.png', png(2.5 * MB), { auth: parent });

    expect(refused).toEqual({
      status: 413,
      body: { code: 413, msg: 'This file does not fit in your storage: parents can keep 20 MB of uploads, and yours use 18 MB.', result: null },
    });
    await waitFor(async () => JSON.stringify(await storedFiles()) === JSON.stringify(before), { what: 'the refused upload to be removed' });
    expect((await upload('small.png', png(1 * MB), { auth: parent })).status).toBe(200); // what is left still fits
  });

  test('two uploads that each fit but not together: one is kept, the other refused', async () => {
    const parent = await tokenOf('Parent');
    for (let i = 0; i < 4; i++) expect((await upload(`photo-${i}.png`, png(4 * MB), { auth: parent })).status).toBe(200);
    const before = await storedFiles();

    const both = await Promise.all([upload('a.png', png(3 * MB), { auth: parent }), upload('b.png', png(3 * MB), { auth: parent })]);

    expect(both.map((res) => res.status).sort()).toEqual([200, 413]);
    await waitFor(async () => (await storedFiles()).length === before.length + 1, { what: 'only one of the two to be kept' });
  });

  test('past 30 uploads in 10 minutes a student is told to wait (429, Retry-After), and nothing is stored', async () => {
    const student = await tokenOf('Student');
    for (let i = 0; i < 30; i++) expect((await upload(`drawing-${i}.png`, PNG, { auth: student })).status).toBe(200);
    const before = await storedFiles();

    const form = new FormData();
    form.append('file', new Blob([PNG]), 'one-too-many.png');
    const res = await fetch(`${h.catalog.url}/api/file/upload`, { method: 'POST', body: form, headers: { authorization: `Bearer ${student}` } });

    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ code: 429, msg: expect.stringMatching(/^Too many uploads: students can upload 30 files every 10 minutes\. Please try again in \d+ minutes?\.$/), result: null });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await storedFiles()).toEqual(before);
    expect((await upload('teacher.png', PNG, { auth: await tokenOf('Teacher') })).status).toBe(200); // counted per user
  });
});

describe('malformed forms', () => {
  const MALFORMED = { code: 400, msg: 'The upload is not a complete multipart form. Please send the file as multipart/form-data in the field "file".', result: null };
  const post = (contentType: string, body: Buffer | string) =>
    fetch(`${h.catalog.url}/api/file/upload`, { method: 'POST', body, headers: { authorization: `Bearer ${token}`, 'content-type': contentType } });

  test('a multipart body without a boundary is a 400 that says how to send the file, and nothing is kept', async () => {
    const before = await storedFiles();
    const res = await post('multipart/form-data', 'file=whatever');

    expect({ status: res.status, body: await res.json() }).toEqual({ status: 400, body: MALFORMED });
    expect(await storedFiles()).toEqual(before);
  });

  test('a multipart body cut off in the middle of the file is a 400, and no partial file is kept', async () => {
    const before = await storedFiles();
    const truncated = Buffer.concat([
      Buffer.from('--cut\r\nContent-Disposition: form-data; name="file"; filename="half.png"\r\nContent-Type: image/png\r\n\r\n'),
      PNG,
    ]);
    const res = await post('multipart/form-data; boundary=cut', truncated);

    expect({ status: res.status, body: await res.json() }).toEqual({ status: 400, body: MALFORMED });
    // The answer may come before the store has removed its partial file: wait for it to go, or fail.
    await waitFor(async () => JSON.stringify(await storedFiles()) === JSON.stringify(before), { what: 'the partial upload to be removed' });
  });

  test('a part with broken headers is a 400', async () => {
    const res = await post('multipart/form-data; boundary=b', '--b\r\nthis is not a header\r\n\r\nxx\r\n--b--\r\n');

    expect({ status: res.status, body: await res.json() }).toEqual({ status: 400, body: MALFORMED });
  });
});

describe('serving', () => {
  test('unknown files and paths outside the upload folder are 404', async () => {
    for (const p of ['/uploads/2026/11/00000000-0000-4000-8000-000000000000.png', '/uploads/..%2F..%2Fetc%2Fpasswd', '/uploads/2026/11/x.html']) {
      const res = await fetch(`${h.catalog.url}${p}`);
      expect({ p, status: res.status }).toEqual({ p, status: 404 });
    }
  });
});
