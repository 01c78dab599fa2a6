import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ClassPage } from '@tp/contracts';
import { startCatalogHarness, type CatalogHarness, type TestUser } from './catalog-harness';

let h: CatalogHarness;
beforeAll(async () => {
  h = await startCatalogHarness();
});
afterAll(async () => {
  await h?.close();
});

async function classPages(): Promise<ClassPage[]> {
  const res = await h.anonymous.get('/api/public/getClassPages');
  expect(res.body.code).toBe(200);
  return res.body.result.list;
}

const pageOf = async (id: string) => (await classPages()).find((page) => page._id === id);

async function publish(teacher: TestUser, id: string, publish: 0 | 1) {
  expect((await teacher.client.post('/api/teacher/setPublishClass', { id, publish })).body.code).toBe(200);
}

describe('the class pages listed for search engines', () => {
  test('a published class is listed with when it last changed; a draft is not', async () => {
    const teacher = await h.teacher();
    const published = await h.klass(teacher);
    const draft = await h.klass(teacher);
    await publish(teacher, published._id, 1);
    const read = await h.anonymous.get(`/api/public/getClassById?id=${published._id}`);

    const page = await pageOf(published._id);

    expect(page).toEqual({ _id: published._id, updatedAt: read.body.result.updatedAt });
    expect(await pageOf(draft._id)).toBeUndefined();
  });

  test('a class its teacher unpublishes leaves the list at once, though the list was just read', async () => {
    const teacher = await h.teacher();
    const cls = await h.klass(teacher);
    await publish(teacher, cls._id, 1);
    expect(await pageOf(cls._id)).toBeDefined(); // kept in the cache, which the change must drop

    await publish(teacher, cls._id, 0);

    expect(await pageOf(cls._id)).toBeUndefined();
  });

  test('a featured class is listed, and the most recently changed class comes first', async () => {
    const teacher = await h.teacher();
    const older = await h.klass(teacher);
    await publish(teacher, older._id, 1);
    const featured = await h.klass(teacher);
    await publish(teacher, featured._id, 1);
    expect((await h.admin.post('/api/admin/auditClass', { id: featured._id, isPublish: 2, orderIndex: 0 })).body.code).toBe(200);

    const pages = await classPages();

    const ids = pages.map((page) => page._id);
    expect(ids.indexOf(featured._id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(featured._id)).toBeLessThan(ids.indexOf(older._id));
    const times = pages.map((page) => Date.parse(page.updatedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  test('no token is needed, and a token changes nothing', async () => {
    const teacher = await h.teacher();
    const cls = await h.klass(teacher);
    await publish(teacher, cls._id, 1);

    const signedIn = await teacher.client.get('/api/public/getClassPages');

    expect(signedIn.body.code).toBe(200);
    expect(signedIn.body.result.list).toContainEqual(await pageOf(cls._id));
  });
});
