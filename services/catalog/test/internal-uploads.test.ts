import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { InternalCredentials } from '@tp/service-kit';
import { apiClient } from '@tp/test-kit';
import { startCatalogHarness, type CatalogHarness, type TestUser } from './catalog-harness';

let h: CatalogHarness;
let teacher: TestUser;
let otherTeacher: TestUser;
let serviceToken: string;
beforeAll(async () => {
  h = await startCatalogHarness();
  [teacher, otherTeacher] = await Promise.all([h.user('Teacher', {}, false), h.user('Teacher', {}, false)]);
  serviceToken = await new InternalCredentials(h.iso.internalSecret, 'question-bank').tokenFor('catalog');
});
afterAll(async () => {
  await h?.close();
});

const XLSX = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from(`spreadsheet body ${randomUUID()}`)]);

/** Uploads as `user`; answers the key under /uploads/. */
async function upload(user: TestUser, bytes: Buffer, name = 'questions.xlsx', type = '2'): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  form.append('type', type);
  const res = await fetch(`${h.catalog.url}/api/file/upload`, { method: 'POST', body: form, headers: { authorization: `Bearer ${user.token}` } });
  const body = (await res.json()) as { code: number; result: { path: string } };
  expect(body.code).toBe(200);
  return body.result.path.replace(/^\/uploads\//, '');
}

async function read(key: string, owner: string | undefined, token: string | null = serviceToken) {
  const query = owner === undefined ? '' : `?owner=${encodeURIComponent(owner)}`;
  return fetch(`${h.catalog.url}/internal/uploads/${key}${query}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
}

describe('reading an upload for another service', () => {
  test('the service acting for the uploader gets the exact bytes, with the kind of file', async () => {
    const key = await upload(teacher, XLSX);

    const res = await read(key, teacher.id);

    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/octet-stream');
    expect(res.headers.get('x-upload-kind')).toBe('spreadsheet');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(XLSX);
  });

  test('acting for another user, the file is not found (its existence is not revealed)', async () => {
    const key = await upload(teacher, XLSX);

    const res = await read(key, otherTeacher.id);

    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 404, msg: 'File not found', result: null });
  });

  test('an unknown or malformed key is not found; a missing owner is a 400', async () => {
    const key = await upload(teacher, XLSX);

    expect((await read(`2026/01/${randomUUID()}.xlsx`, teacher.id)).status).toBe(404);
    expect((await read('..%2F..%2Fetc/passwd', teacher.id)).status).toBe(404);
    expect((await read(key.replace('.xlsx', '.png'), teacher.id)).status).toBe(404);
    const noOwner = await read(key, undefined);
    expect(noOwner.status).toBe(400);
    expect(await noOwner.json()).toMatchObject({ code: 400, msg: 'owner (the user id of the uploader) is required.' });
  });

  test('without a service token (a browser, the gateway) nothing is read', async () => {
    const key = await upload(teacher, XLSX);

    expect((await read(key, teacher.id, null)).status).toBe(401);
    expect((await read(key, teacher.id, teacher.token)).status).toBe(401);
    expect((await apiClient(h.catalog.url).get(`/internal/uploads/${key}?owner=${teacher.id}`)).body).toMatchObject({ code: 401, result: null });
  });
});
