import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { InternalCredentials } from '@tp/service-kit';
import { waitFor } from '@tp/test-kit';
import { startCatalogHarness, type CatalogHarness, type TestUser } from './catalog-harness';

let h: CatalogHarness;
let admin: TestUser;
beforeAll(async () => {
  h = await startCatalogHarness();
  admin = await h.user('Teacher', { isAdmin: true }, false);
});
afterAll(async () => {
  await h?.close();
});

const MB = 1024 * 1024;
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR product photo')]);
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42 product video')]);

/** POST /api/upload multipart {image}, as the product edit form sends it. */
async function upload(name: string, bytes: Buffer, { auth = admin.token, field = 'image' }: { auth?: string | null; field?: string } = {}) {
  const form = new FormData();
  form.append(field, new Blob([bytes]), name);
  const res = await fetch(`${h.catalog.url}/api/upload`, { method: 'POST', body: form, headers: auth ? { authorization: `Bearer ${auth}` } : {} });
  return { status: res.status, body: (await res.json()) as { code: number; msg: string; result: any } };
}

async function storedFiles(): Promise<string[]> {
  const entries = await readdir(h.uploadDir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

describe('POST /api/upload (a product image)', () => {
  test('an administrator\'s image is stored, served under /uploads/ and counted in their quota', async () => {
    const res = await upload('calculator.png', PNG);

    expect(res.body).toMatchObject({ code: 200, msg: 'Upload success', result: { path: expect.stringMatching(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/) } });
    const served = await fetch(`${h.catalog.url}${res.body.result.path}`);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
    // Recorded as the administrator's upload (the quota is the sum of these): catalog hands it to its owner only.
    const serviceToken = await new InternalCredentials(h.iso.internalSecret, 'question-bank').tokenFor('catalog');
    const key = res.body.result.path.replace(/^\/uploads\//, '');
    const asOwner = await fetch(`${h.catalog.url}/internal/uploads/${key}?owner=${admin.id}`, { headers: { authorization: `Bearer ${serviceToken}` } });
    expect(asOwner.status).toBe(200);
  });

  test('only images: a video is refused before it is stored', async () => {
    const before = await storedFiles();

    expect(await upload('demo.mp4', MP4)).toEqual({ status: 415, body: { code: 415, msg: 'Please upload a PNG, JPEG, GIF or WebP image.', result: null } });
    expect(await storedFiles()).toEqual(before);
  });

  test('an image over 5 MB is a 413 and is not kept', async () => {
    const before = await storedFiles();

    const res = await upload('huge.png', Buffer.concat([PNG, Buffer.alloc(5 * MB)]));

    expect(res).toEqual({ status: 413, body: { code: 413, msg: 'The file is too large: an image can be at most 5 MB.', result: null } });
    await waitFor(async () => JSON.stringify(await storedFiles()) === JSON.stringify(before), { what: 'the refused image to be removed' });
  });

  test('the file goes in the field "image"', async () => {
    expect((await upload('a.png', PNG, { field: 'file' })).body).toEqual({ code: 400, msg: 'Send one file, in the form field "image".', result: null });
  });

  test('without a valid token it is a 401 "Not authorized, token failed"; a user who is not an administrator gets 403', async () => {
    const student = await h.user('Student', {}, false);
    const before = await storedFiles();

    expect(await upload('a.png', PNG, { auth: null })).toEqual({ status: 401, body: { code: 401, msg: 'Not authorized, token failed', result: null } });
    expect(await upload('a.png', PNG, { auth: 'forged' })).toEqual({ status: 401, body: { code: 401, msg: 'Not authorized, token failed', result: null } });
    expect(await upload('a.png', PNG, { auth: student.token })).toEqual({ status: 403, body: { code: 403, msg: 'This needs an administrator.', result: null } });
    expect(await storedFiles()).toEqual(before);
  });

  test('it shares the upload rate with /file/upload: past 120 in 10 minutes an administrator is told to wait', async () => {
    const busy = await h.user('Teacher', { isAdmin: true }, false);
    for (let i = 0; i < 120; i++) {
      const form = new FormData();
      form.append('file', new Blob([PNG]), `figure-${i}.png`);
      const res = await fetch(`${h.catalog.url}/api/file/upload`, { method: 'POST', body: form, headers: { authorization: `Bearer ${busy.token}` } });
      expect(res.status).toBe(200);
    }

    const refused = await upload('one-more.png', PNG, { auth: busy.token });

    expect(refused.status).toBe(429);
    expect(refused.body.msg).toMatch(/^Too many uploads: admins can upload 120 files every 10 minutes\./);
  });
});
