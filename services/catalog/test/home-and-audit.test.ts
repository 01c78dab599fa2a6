import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startCatalogHarness, type CatalogHarness, type TestUser } from './catalog-harness';

let h: CatalogHarness;
beforeAll(async () => {
  h = await startCatalogHarness();
});
afterAll(async () => {
  await h?.close();
});

interface HomeGroup { category: string; classes: { _id: string; name: string; orderIndex: number; user: { name: string } }[] }

async function home(language?: string): Promise<HomeGroup[]> {
  const res = await h.anonymous.get(`/api/public/getHomeClasses${language ? `?language=${language}` : ''}`);
  expect(res.body.code).toBe(200);
  return res.body.result.list;
}

const groupOf = (groups: HomeGroup[], category: string) => groups.find((g) => g.category === category);
const homeIds = (groups: HomeGroup[]) => groups.flatMap((g) => g.classes.map((c) => c._id));

async function auditList(language = 'en') {
  const res = await h.admin.get(`/api/admin/getAuditClasses?language=${language}`);
  expect(res.body.code).toBe(200);
  return res.body.result.list as { _id: string; isPublish: number; orderIndex: number }[];
}

/** A class its teacher has published (flame on), ready for the admin. */
async function publishedClass(teacher: TestUser, fields: Record<string, unknown> = {}) {
  const cls = await h.klass(teacher, fields);
  expect((await teacher.client.post('/api/teacher/setPublishClass', { id: cls._id, publish: 1 })).body.code).toBe(200);
  return cls;
}

describe('from a teacher\'s class to the home page', () => {
  test('create, edit, publish, feature: the class shows under its category in its language until un-featured', async () => {
    const teacher = await h.teacher();
    const category = `Chemistry ${randomUUID().slice(0, 6)}`;
    const cls = await publishedClass(teacher, { category, introduction: '<p>Atoms</p>' });
    await home('en'); // fills the cache, which the admin's change must invalidate

    expect((await auditList()).find((c) => c._id === cls._id)).toMatchObject({ isPublish: 1, name: cls.name, user: { name: teacher.name }, category });
    expect(homeIds(await home('en'))).not.toContain(cls._id);

    const featured = await h.admin.post('/api/admin/auditClass', { id: cls._id, isPublish: 2, orderIndex: 3 });

    expect(featured.body).toMatchObject({ code: 200, result: { _id: cls._id, isPublish: 2, orderIndex: 3 } });
    expect(groupOf(await home('en'), category)?.classes).toEqual([{
      _id: cls._id, name: cls.name, introduction: '<p>Atoms</p>', category, startDate: cls.startDate, endDate: cls.endDate,
      image: '', orderIndex: 3, language: 'en', user: { name: teacher.name },
    }]);
    expect(homeIds(await home('zh'))).not.toContain(cls._id);

    expect((await h.admin.post('/api/admin/auditClass', { id: cls._id, isPublish: 1 })).body.result).toMatchObject({ isPublish: 1, orderIndex: 3 });
    expect(homeIds(await home('en'))).not.toContain(cls._id);
    expect((await auditList()).find((c) => c._id === cls._id)).toMatchObject({ isPublish: 1 });
  });

  test('the language defaults to en and a zh class is only on the zh home page', async () => {
    const teacher = await h.teacher();
    const zh = await publishedClass(teacher, { language: 'zh', category: 'Physics' });
    await h.admin.post('/api/admin/auditClass', { id: zh._id, isPublish: 2 });

    expect(homeIds(await home('zh'))).toContain(zh._id);
    expect(homeIds(await home())).not.toContain(zh._id);
    expect((await auditList('zh')).map((c) => c._id)).toContain(zh._id);
    expect((await auditList('en')).map((c) => c._id)).not.toContain(zh._id);
    expect((await h.anonymous.get('/api/public/getHomeClasses?language=xx')).body).toEqual({ code: 400, msg: 'The language must be en or zh.', result: null });
  });

  test('within a category classes follow the order index, then the name; Physics and Math come first', async () => {
    const teacher = await h.teacher();
    const category = `Biology ${randomUUID().slice(0, 6)}`;
    const third = await publishedClass(teacher, { category, name: 'A third' });
    const first = await publishedClass(teacher, { category, name: 'Z first' });
    const second = await publishedClass(teacher, { category, name: 'B second' });
    const math = await publishedClass(teacher, { category: 'Math' });
    const physics = await publishedClass(teacher, { category: 'Physics' });
    await h.admin.post('/api/admin/auditClass', { id: third._id, isPublish: 2, orderIndex: 5 });
    await h.admin.post('/api/admin/auditClass', { id: first._id, isPublish: 2, orderIndex: 1 });
    await h.admin.post('/api/admin/auditClass', { id: second._id, isPublish: 2, orderIndex: 5 });
    for (const cls of [math, physics]) await h.admin.post('/api/admin/auditClass', { id: cls._id, isPublish: 2 });

    const groups = await home();

    expect(groupOf(groups, category)!.classes.map((c) => c.name)).toEqual(['Z first', 'A third', 'B second']);
    const categories = groups.map((g) => g.category);
    expect(categories.indexOf('Physics')).toBe(0);
    expect(categories.indexOf('Math')).toBe(1);
    expect(categories.slice(2)).toEqual([...categories.slice(2)].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
  });

  test('a teacher turning the flame off takes a featured class off the home page at once', async () => {
    const teacher = await h.teacher();
    const cls = await publishedClass(teacher);
    await h.admin.post('/api/admin/auditClass', { id: cls._id, isPublish: 2 });
    expect(homeIds(await home())).toContain(cls._id);
    expect((await teacher.client.post('/api/teacher/setPublishClass', { id: cls._id, publish: 1 })).body.result.isPublish).toBe(2);

    await teacher.client.post('/api/teacher/setPublishClass', { id: cls._id, publish: 0 });

    expect(homeIds(await home())).not.toContain(cls._id);
    expect((await auditList()).map((c) => c._id)).not.toContain(cls._id);
  });

  test('an edit or a delete by the teacher shows on the home page at once', async () => {
    const teacher = await h.teacher();
    const cls = await publishedClass(teacher);
    await h.admin.post('/api/admin/auditClass', { id: cls._id, isPublish: 2 });
    expect(homeIds(await home())).toContain(cls._id);

    await teacher.client.post('/api/teacher/updateClassIntro', { _id: cls._id, name: `${cls.name} v2` });
    expect(groupOf(await home(), 'Physics')!.classes.find((c) => c._id === cls._id)!.name).toBe(`${cls.name} v2`);

    await teacher.client.post('/api/teacher/deleteClassByTeacher', { id: cls._id });
    expect(homeIds(await home())).not.toContain(cls._id);
  });

  test('the home lists are served from Redis until a write invalidates them', async () => {
    const teacher = await h.teacher();
    const cls = await publishedClass(teacher);
    await h.admin.post('/api/admin/auditClass', { id: cls._id, isPublish: 2 });
    expect(homeIds(await home())).toContain(cls._id);

    // A change behind the service's back is not seen while the cached list lives...
    await h.catalog.ctx.pool.query("UPDATE classes SET name = 'Changed directly' WHERE id = $1", [cls._id]);
    expect(groupOf(await home(), 'Physics')!.classes.find((c) => c._id === cls._id)!.name).toBe(cls.name);

    // ...and any write through the API makes the next read fresh.
    await h.admin.post('/api/admin/auditClass', { id: cls._id, isPublish: 2, orderIndex: 7 });
    expect(groupOf(await home(), 'Physics')!.classes.find((c) => c._id === cls._id)).toMatchObject({ name: 'Changed directly', orderIndex: 7 });
  });
});

describe('the admin audit', () => {
  test('0 deletes the class from the listing; the class stays its teacher\'s, unpublished', async () => {
    const teacher = await h.teacher();
    const cls = await publishedClass(teacher);
    await h.admin.post('/api/admin/auditClass', { id: cls._id, isPublish: 2 });

    const res = await h.admin.post('/api/admin/auditClass', { id: cls._id, isPublish: 0 });

    expect(res.body.result).toMatchObject({ isPublish: 0 });
    expect((await auditList()).map((c) => c._id)).not.toContain(cls._id);
    expect(homeIds(await home())).not.toContain(cls._id);
    expect((await teacher.client.get(`/api/teacher/getClassById?id=${cls._id}`)).body.result.isPublish).toBe(0);
  });

  test('a class its teacher has not published cannot be featured; bad values are 400; unknown classes 404', async () => {
    const teacher = await h.teacher();
    const hidden = await h.klass(teacher);

    expect((await h.admin.post('/api/admin/auditClass', { id: hidden._id, isPublish: 2 })).body).toEqual({ code: 409, msg: 'This class is not published by its teacher, so it cannot be featured.', result: null });
    expect((await h.admin.post('/api/admin/auditClass', { id: hidden._id, isPublish: 3 })).body).toEqual({ code: 400, msg: 'isPublish must be 0 (delete), 1 (unpublished) or 2 (featured).', result: null });
    expect((await h.admin.post('/api/admin/auditClass', { id: hidden._id, isPublish: 1, orderIndex: -1 })).body.msg).toBe('The order index must be a whole number from 0.');
    expect((await h.admin.post('/api/admin/auditClass', { id: hidden._id, isPublish: 1, orderIndex: 1.5 })).body.msg).toBe('The order index must be a whole number from 0.');
    expect((await h.admin.post('/api/admin/auditClass', { id: randomUUID(), isPublish: 1 })).body).toEqual({ code: 404, msg: 'Class not found', result: null });
    expect((await teacher.client.get(`/api/teacher/getClassById?id=${hidden._id}`)).body.result).toEqual(hidden);
  });

  test('only administrators use the audit calls', async () => {
    const teacher = await h.teacher();
    const cls = await publishedClass(teacher);
    const refused = { code: 403, msg: 'This needs an administrator.', result: null };

    expect((await teacher.client.get('/api/admin/getAuditClasses')).body).toEqual(refused);
    expect((await teacher.client.post('/api/admin/auditClass', { id: cls._id, isPublish: 2 })).body).toEqual(refused);
    expect((await teacher.client.post('/api/admin/setHomeDetail', { introduction: '<p>x</p>' })).body).toEqual(refused);
    expect((await h.anonymous.get('/api/admin/getAuditClasses')).status).toBe(401);
    expect(homeIds(await home())).not.toContain(cls._id);
  });
});

describe('the home introduction and public class page', () => {
  test('the admin\'s introduction is sanitised and shown to everyone', async () => {
    await h.anonymous.get('/api/public/getHomeDetail');

    const res = await h.admin.post('/api/admin/setHomeDetail', { introduction: '<h2>Welcome</h2><p onclick="x()">Learn \\(F=ma\\)<script>steal()</script></p>' });

    const clean = '<h2>Welcome</h2><p>Learn \\(F=ma\\)</p>';
    expect(res.body).toMatchObject({ code: 200, result: { introduction: clean } });
    expect((await h.anonymous.get('/api/public/getHomeDetail')).body).toEqual({ code: 200, msg: 'success', result: { introduction: clean } });
    expect((await h.admin.post('/api/admin/setHomeDetail', { introduction: 5 })).body).toEqual({ code: 400, msg: 'The introduction must be text.', result: null });
  });

  test('a published class is public with its teacher, prices and bulletin; an unpublished one is not found', async () => {
    const teacher = await h.teacher();
    const source = h.questionBank.addSource();
    const cls = await h.klass(teacher, { bulletin: '<p>News</p>', monthlyPrice: 30, yearlyPrice: 300, source: [source._id] });
    const notFound = { code: 404, msg: 'Class not found', result: null };
    expect((await h.anonymous.get(`/api/public/getClassById?id=${cls._id}`)).body).toEqual(notFound);

    await teacher.client.post('/api/teacher/setPublishClass', { id: cls._id, publish: 1 });

    expect((await h.anonymous.get(`/api/public/getClassById?id=${cls._id}`)).body.result).toMatchObject({
      _id: cls._id, name: cls.name, bulletin: '<p>News</p>', monthlyPrice: 30, yearlyPrice: 300, price: 49, source: [source], user: { _id: teacher.id, name: teacher.name },
    });
    expect((await h.anonymous.get(`/api/public/getClassById?id=${randomUUID()}`)).body).toEqual(notFound);
  });
});

describe('the one read of a class (public getClassById) before it is published', () => {
  const notFound = { code: 404, msg: 'Class not found', result: null };

  test('its teacher reads back what they saved, with their token; visitors and other teachers get 404', async () => {
    const [teacher, other] = [await h.teacher(), await h.teacher()];
    const cls = await h.klass(teacher, { bulletin: '<p>Draft</p>' });

    const own = await teacher.client.get(`/api/public/getClassById?id=${cls._id}`);

    expect(own.body).toEqual({ code: 200, msg: 'success', result: cls });
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect(own.headers.get('vary')).toMatch(/authorization/i);
    expect((await teacher.client.get(`/api/public/getClassById?id=${cls._id}&typeset=true`)).body.result).toMatchObject({ _id: cls._id, isPublish: 0 });
    expect((await h.anonymous.get(`/api/public/getClassById?id=${cls._id}`)).body).toEqual(notFound);
    expect((await other.client.get(`/api/public/getClassById?id=${cls._id}`)).body).toEqual(notFound);
    expect((await (await h.user('Student')).client.get(`/api/public/getClassById?id=${cls._id}`)).body).toEqual(notFound);
  });

  test('an administrator reads any class; a class the audit took off the listing stays readable by its teacher', async () => {
    const teacher = await h.teacher();
    const cls = await publishedClass(teacher);
    expect((await h.admin.post('/api/admin/auditClass', { id: cls._id, isPublish: 0 })).body.code).toBe(200);

    expect((await h.admin.get(`/api/public/getClassById?id=${cls._id}`)).body.result).toMatchObject({ _id: cls._id, isPublish: 0 });
    expect((await teacher.client.get(`/api/public/getClassById?id=${cls._id}`)).body.result).toMatchObject({ _id: cls._id, isPublish: 0 });
    expect((await h.anonymous.get(`/api/public/getClassById?id=${cls._id}`)).body).toEqual(notFound);
  });

  test('an invalid or expired token reads as a visitor: published classes show, drafts are 404, never 401', async () => {
    const teacher = await h.teacher();
    const [draft, published] = [await h.klass(teacher), await publishedClass(teacher)];
    const expired = await h.issuer.tokenFor({ id: teacher.id, role: 'Teacher', name: teacher.name, email: teacher.email }, '-1 minute');
    const forged = `${teacher.token.slice(0, -4)}AAAA`;

    for (const token of [expired, forged, 'not-a-token']) {
      const visitor = h.anonymous.withToken(token);
      expect((await visitor.get(`/api/public/getClassById?id=${draft._id}`)).body, token).toEqual(notFound);
      const page = await visitor.get(`/api/public/getClassById?id=${published._id}`);
      expect(page.body.result, token).toMatchObject({ _id: published._id, isPublish: 1 });
      expect(page.headers.get('cache-control'), token).toBeNull();
    }
  });
});

describe('typeset=true: the public texts with their maths already drawn (docs/decisions/004)', () => {
  const svgs = (html: string) => html.match(/<mjx-container[^>]*jax="SVG"[^>]*>\s*<svg/g)?.length ?? 0;

  test('the home introduction comes with each formula as SVG; without the flag it is as stored, for the editor', async () => {
    const stored = '<p>From \\(F = ma\\) to $E = mc^2$, and \\$5 is a price.</p>';
    expect((await h.admin.post('/api/admin/setHomeDetail', { introduction: stored })).body.code).toBe(200);

    const typeset = (await h.anonymous.get('/api/public/getHomeDetail?typeset=true')).body.result.introduction as string;

    expect(svgs(typeset)).toBe(2);
    expect(typeset).toContain('<mjx-assistive-mml');
    expect(typeset.replace(/<mjx-container[\s\S]*?<\/mjx-container>/g, 'M').replace(/<[^>]+>/g, '')).toBe('From M to M, and $5 is a price.');
    expect((await h.anonymous.get('/api/public/getHomeDetail')).body.result.introduction).toBe(stored);
  });

  test('featured classes and a public class page come typeset; a new introduction shows typeset at once', async () => {
    const teacher = await h.teacher();
    const category = `Optics ${randomUUID().slice(0, 6)}`;
    const cls = await publishedClass(teacher, { category, introduction: '<p>Waves: \\(\\lambda = v/f\\)</p>', bulletin: '<p>$x^2$</p>', paymentInfo: '<p>Pay $$\\frac{1}{2}$$ now</p>' });
    expect((await h.admin.post('/api/admin/auditClass', { id: cls._id, isPublish: 2 })).body.code).toBe(200);

    const listed = () => h.anonymous.get('/api/public/getHomeClasses?language=en&typeset=true').then((r) => r.body.result.list.find((g: HomeGroup) => g.category === category).classes[0]);
    expect(svgs((await listed()).introduction)).toBe(1);
    const page = (await h.anonymous.get(`/api/public/getClassById?id=${cls._id}&typeset=true`)).body.result;
    expect([svgs(page.introduction), svgs(page.bulletin), svgs(page.paymentInfo)]).toEqual([1, 1, 1]);
    expect((await h.anonymous.get(`/api/public/getClassById?id=${cls._id}`)).body.result.bulletin).toBe('<p>$x^2$</p>');

    await teacher.client.post('/api/teacher/updateClassIntro', { _id: cls._id, introduction: '<p>\\(a\\) and \\(b\\)</p>' });
    expect(svgs((await listed()).introduction)).toBe(2);
  });

  test('a typeset flag other than true or false is a 400 that says so', async () => {
    for (const path of ['/api/public/getHomeDetail?typeset=yes', '/api/public/getHomeClasses?typeset=1', `/api/public/getClassById?id=${randomUUID()}&typeset=`]) {
      expect((await h.anonymous.get(path)).body, path).toEqual({ code: 400, msg: 'typeset must be true or false.', result: null });
    }
  });
});

describe('GET /internal/classes/:id (for billing)', () => {
  test('gives the class summary billing prices registrations with', async () => {
    const teacher = await h.teacher();
    const cls = await h.klass(teacher, { includeLibrary: true, paymentInfo: '<p>Pay</p>' });
    const billing = await h.asBilling();

    const res = await billing.get(`/internal/classes/${cls._id}`);

    expect(res.body.result).toEqual({
      _id: cls._id, name: cls.name, teacherId: teacher.id, teacherName: teacher.name, monthlyPrice: 49, yearlyPrice: 490, price: 49,
      language: 'en', isPublish: 0, endDate: cls.endDate, includeLibrary: true, paymentInfo: '<p>Pay</p>',
    });
    expect((await billing.get(`/internal/classes/${randomUUID()}`)).body).toEqual({ code: 404, msg: 'Class not found', result: null });
    expect((await billing.get('/internal/classes/not-a-class')).status).toBe(404);
  });

  test('without a service token for catalog (anonymous, a user\'s token) an unpublished class and its prices stay hidden: 401', async () => {
    const teacher = await h.teacher();
    const cls = await h.klass(teacher);

    for (const client of [h.anonymous, teacher.client, h.admin]) {
      const res = await client.get(`/internal/classes/${cls._id}`);
      expect({ status: res.status, body: res.body }).toEqual({ status: 401, body: { code: 401, msg: expect.stringMatching(/service token/), result: null } });
    }
  });
});
