import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  auditClass, auditClassList, classPagesResult, classStudentList, classView, classViewList, homeClassesResult, homeDetail, internalClassSummary,
  myClassList, product, productList, uploadedFile,
} from '@tp/contracts';
import { waitFor } from '@tp/test-kit';
import { startCatalogHarness, type CatalogHarness } from './catalog-harness';
import { expectShape } from '@tp/test-kit/answer-checks';

let h: CatalogHarness;
beforeAll(async () => {
  h = await startCatalogHarness();
});
afterAll(async () => {
  await h?.close();
});

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR fake image body')]);

describe('catalog answers in the shapes of their contracts schemas', () => {
  test('the teacher\'s class calls, the public class page, the audit table, the home page and the class pages', async () => {
    const teacher = await h.teacher();
    const category = `Optics ${randomUUID().slice(0, 6)}`;
    const cls = await h.klass(teacher, { category, source: [h.questionBank.addSource('OpenStax')._id], introduction: '<p>$v = at$</p>', autoPublish: true, autoPublishAccuracy: 80 });
    const created = await teacher.client.post('/api/teacher/createClassByTeacher', { language: 'zh' });

    expectShape(classView, created);
    expectShape(classView, await teacher.client.post('/api/teacher/updateClassIntro', { _id: cls._id, name: cls.name }));
    expectShape(classView, await teacher.client.get(`/api/teacher/getClassById?id=${cls._id}`));
    expectShape(classViewList, await teacher.client.get('/api/teacher/getClassesByTeacher'));
    expectShape(classView, await teacher.client.post('/api/teacher/setPublishClass', { id: cls._id, publish: 1 }));
    expectShape(auditClass, await h.admin.post('/api/admin/auditClass', { id: cls._id, isPublish: 2, orderIndex: 0 }));
    expectShape(auditClassList, await h.admin.get('/api/admin/getAuditClasses?language=en'));
    expectShape(classView, await h.anonymous.get(`/api/public/getClassById?id=${cls._id}&typeset=true`));
    expectShape(classView, await h.anonymous.get(`/api/public/getClassById?id=${cls._id}`));
    const home = await h.anonymous.get('/api/public/getHomeClasses?language=en&typeset=true');
    expectShape(homeClassesResult, home);
    expect(home.body.result.list.map((group: { category: string }) => group.category)).toContain(category);
    expectShape(homeDetail, await h.admin.post('/api/admin/setHomeDetail', { introduction: '<p>Welcome</p>' }));
    expectShape(homeDetail, await h.anonymous.get('/api/public/getHomeDetail?typeset=true'));
    const pages = await h.anonymous.get('/api/public/getClassPages');
    expectShape(classPagesResult, pages);
    expect(pages.body.result.list.map((page: { _id: string }) => page._id)).toContain(cls._id);
  });

  test('the roster, My Classes, an upload, and the class summary billing reads', async () => {
    const teacher = await h.teacher();
    const cls = await h.klass(teacher, { price: 45 });
    const { child } = await h.family();
    const lonely = await h.user('Student');
    await teacher.client.post('/api/teacher/addStudentToClass', { student: { _id: child.id }, classInfo: { classID: cls._id } });
    await teacher.client.post('/api/teacher/addStudentToClass', { student: { _id: lonely.id }, classInfo: { classID: cls._id } });
    const form = new FormData();
    form.append('file', new Blob([PNG]), 'diagram.png');
    const upload = await fetch(`${h.catalog.url}/api/file/upload`, { method: 'POST', body: form, headers: { authorization: `Bearer ${teacher.token}` } });

    expectShape(classStudentList, await teacher.client.post('/api/teacher/studentList', { classID: cls._id }));
    const mine = await waitFor(async () => {
      const answer = await child.client.get('/api/user/getMyClasses');
      return answer.body.result?.list.length ? answer : undefined;
    }, { what: 'the class in My Classes' });
    expectShape(myClassList, mine);
    expectShape(uploadedFile, { body: (await upload.json()) as { code: number; result: unknown } });
    expectShape(internalClassSummary, await (await h.asBilling()).get(`/internal/classes/${cls._id}`));
  });

  test('the leftover shop: a product with a review, the product list, and the product image upload', async () => {
    const created = await h.admin.post('/api/products');
    const id = created.body.result._id;
    const reviewer = await h.user('Student', {}, false);
    const form = new FormData();
    form.append('image', new Blob([PNG]), 'kit.png');
    const upload = await fetch(`${h.catalog.url}/api/upload`, { method: 'POST', body: form, headers: { authorization: `Bearer ${(await h.user('Teacher', { isAdmin: true }, false)).token}` } });

    expectShape(product, created);
    expectShape(product, await h.admin.put(`/api/products/${id}`, { name: 'Lab kit', price: 19.5 }));
    expectShape(product, await reviewer.client.post(`/api/products/${id}/reviews`, { rating: 4, comment: 'Good' }));
    expectShape(product, await h.anonymous.get(`/api/products/${id}`));
    expectShape(productList, await h.anonymous.get('/api/products?keyword=Lab%20kit'));
    expectShape(uploadedFile, { body: (await upload.json()) as { code: number; result: unknown } });
  });
});
