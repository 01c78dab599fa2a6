import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startBillingHarness, type BillingHarness, type TestUser } from './billing-harness';

let h: BillingHarness;
beforeAll(async () => {
  h = await startBillingHarness();
});
afterAll(async () => {
  await h?.close();
});

async function cartOf(student: TestUser) {
  const res = await student.client.get(`/api/user/getClassRegisterList?id=${student.id}`);
  expect(res.body.code).toBe(200);
  return res.body.result.list as { _id: string; classId: string; price: number; durationType: number; registered: boolean }[];
}

describe('adding a class to the cart', () => {
  test('a student adds a class at the class\'s monthly price, whatever price and name the client sends', async () => {
    const teacher = await h.teacher();
    const cls = teacher.klass({ monthlyPrice: 49.5, yearlyPrice: 480 });
    const student = await h.user('Student');

    const res = await student.client.post('/api/user/registerClass', { classId: cls._id, userId: student.id, durationType: 1, className: 'Cheap', studentName: 'Someone', price: 0.01 });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 200, msg: 'Added to cart successfully' });
    expect(res.body.result).toMatchObject({ classId: cls._id, className: cls.name, userId: student.id, studentName: student.name, durationType: 1, price: 49.5, interested: true, paid: false, registered: false });
    expect(await cartOf(student)).toEqual([res.body.result]);
    const view = (await student.client.get(`/api/user/getClassRegister?id=${cls._id}`)).body.result;
    expect(view).toMatchObject({
      classInfo: { _id: cls._id, name: cls.name, monthlyPrice: 49.5, yearlyPrice: 480, paymentInfo: cls.paymentInfo },
      studentInfo: { name: student.name, email: student.email }, students: [],
      interested: true, paid: false, registered: false, durationType: 1, price: 49.5, interestId: res.body.result._id,
    });
  });

  test('plan 2 costs the yearly price, and choosing again changes the plan of the same cart item', async () => {
    const cls = (await h.teacher()).klass({ monthlyPrice: 30, yearlyPrice: 299.99 });
    const student = await h.user('Student');

    const yearly = await student.client.post('/api/user/registerClass', { classId: cls._id, userId: student.id, durationType: 2, price: 1 });
    expect(yearly.body.result).toMatchObject({ durationType: 2, price: 299.99 });
    const monthly = await student.client.post('/api/user/registerClass', { classId: cls._id, userId: student.id, durationType: '1' });

    expect(monthly.body).toMatchObject({ code: 200, msg: 'Added to cart successfully', result: { _id: yearly.body.result._id, durationType: 1, price: 30 } });
    expect(await cartOf(student)).toMatchObject([{ _id: yearly.body.result._id, durationType: 1, price: 30 }]);
  });

  test('a parent adds a linked child; the parent sees the child\'s state and cart, the child sees the parent', async () => {
    const cls = (await h.teacher()).klass();
    const { parent, child } = await h.family();

    const res = await parent.client.post('/api/user/registerClass', { classId: cls._id, userId: child.id, durationType: 2 });

    expect(res.body).toMatchObject({ code: 200, result: { userId: child.id, studentName: child.name, price: cls.yearlyPrice } });
    const asParent = (await parent.client.get(`/api/user/getClassRegister?id=${cls._id}`)).body.result;
    expect(asParent).toMatchObject({
      parentInfo: { name: parent.name, email: parent.email, phone: parent.phone }, studentInfo: null,
      students: [{ _id: child.id, name: child.name, email: child.email, interested: true, paid: false, registered: false, durationType: 2, price: cls.yearlyPrice }],
    });
    const asChild = (await child.client.get(`/api/user/getClassRegister?id=${cls._id}`)).body.result;
    expect(asChild).toMatchObject({ parentInfo: { name: parent.name, email: parent.email, phone: parent.phone }, interested: true, durationType: 2 });
    const parentCart = (await parent.client.get(`/api/user/getParentClassRegisterList?parentId=${parent.id}`)).body.result.list;
    expect(parentCart).toMatchObject([{ _id: res.body.result._id, classId: cls._id, className: cls.name, userId: child.id, studentName: child.name, durationType: 2, registered: false }]);
    expect((await parent.client.get(`/api/user/getClassRegisterList?id=${child.id}`)).body.result.list).toEqual(parentCart);
  });

  test.each(['parent', 'student'] as const)('a link written only on the %s\'s side is not a family: 403 and nothing written', async (side) => {
    const cls = (await h.teacher()).klass();
    const suffix = Math.random().toString(36).slice(2, 8);
    const child = await h.user('Student', { email: `half-child-${suffix}@example.test`, dependent: side === 'student' ? `half-parent-${suffix}@example.test` : '' });
    const parent = await h.user('Parent', { email: `half-parent-${suffix}@example.test`, dependent: side === 'parent' ? child.email : '' });

    const res = await parent.client.post('/api/user/registerClass', { classId: cls._id, userId: child.id, durationType: 1 });

    expect(res.status).toBe(403);
    expect((await child.client.get(`/api/user/getClassRegisterList?id=${child.id}`)).body.result.list).toEqual([]);
  });
});

describe('who may act for a student', () => {
  test('a parent cannot register a student who is not linked to them, and nothing is written', async () => {
    const cls = (await h.teacher()).klass();
    const { parent } = await h.family();
    const stranger = await h.user('Student');

    const res = await parent.client.post('/api/user/registerClass', { classId: cls._id, userId: stranger.id, durationType: 1 });

    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 403, msg: 'This student is not linked to your account.', result: null });
    expect((await parent.client.get(`/api/user/getClassRegisterList?id=${stranger.id}`)).status).toBe(403);
    expect((await parent.client.delete(`/api/user/deleteInterest?classId=${cls._id}&userId=${stranger.id}`)).status).toBe(403);
    expect(await cartOf(stranger)).toEqual([]);
  });

  test('a student acts only for themself, a parent reads only their own children\'s list', async () => {
    const cls = (await h.teacher()).klass();
    const student = await h.user('Student');
    const other = await h.user('Student');
    const { parent } = await h.family();

    const res = await student.client.post('/api/user/registerClass', { classId: cls._id, userId: other.id, durationType: 1 });
    expect(res.body).toEqual({ code: 403, msg: 'A student can only manage their own class registrations.', result: null });
    expect((await student.client.get(`/api/user/getClassRegisterList?id=${other.id}`)).status).toBe(403);
    expect((await student.client.get(`/api/user/getParentClassRegisterList?parentId=${parent.id}`)).status).toBe(403);
    const otherParent = await h.user('Parent');
    expect((await otherParent.client.get(`/api/user/getParentClassRegisterList?parentId=${parent.id}`)).body).toMatchObject({ code: 403, result: null });
    expect(await cartOf(other)).toEqual([]);
  });

  test('without a token the calls are 401; a teacher gets 403 on the cart calls', async () => {
    const cls = (await h.teacher()).klass();
    const teacher = await h.teacher();
    expect((await h.anonymous.post('/api/user/registerClass', { classId: cls._id, userId: teacher.id, durationType: 1 })).body).toMatchObject({ code: 401, result: null });
    expect((await h.anonymous.get(`/api/user/getClassRegister?id=${cls._id}`)).status).toBe(401);
    const res = await teacher.client.post('/api/user/registerClass', { classId: cls._id, userId: teacher.id, durationType: 1 });
    expect(res.body).toEqual({ code: 403, msg: 'This needs the Student or Parent role.', result: null });
  });
});

describe('removing from the cart', () => {
  test('Remove deletes the cart item (ids in the query or a JSON body); a second Remove is a 404', async () => {
    const cls = (await h.teacher()).klass();
    const cls2 = (await h.teacher()).klass();
    const student = await h.user('Student');
    await student.client.post('/api/user/registerClass', { classId: cls._id, userId: student.id, durationType: 1 });
    await student.client.post('/api/user/registerClass', { classId: cls2._id, userId: student.id, durationType: 2 });

    const byQuery = await student.client.delete(`/api/user/deleteInterest?classId=${cls._id}&userId=${student.id}`);
    expect(byQuery.body).toMatchObject({ code: 200, msg: 'Item removed from cart' });
    expect(await cartOf(student)).toMatchObject([{ classId: cls2._id }]);
    const byBody = await student.client.delete('/api/user/deleteInterest', { classId: cls2._id, userId: student.id });
    expect(byBody.body).toMatchObject({ code: 200, msg: 'Item removed from cart' });
    expect(await cartOf(student)).toEqual([]);

    const again = await student.client.delete(`/api/user/deleteInterest?classId=${cls._id}&userId=${student.id}`);
    expect(again.body).toEqual({ code: 404, msg: 'This class is not in the cart.', result: null });
    expect((await student.client.get(`/api/user/getClassRegister?id=${cls._id}`)).body.result).toMatchObject({ interested: false, registered: false, interestId: null });
  });

  test('a parent removes a linked child\'s cart item', async () => {
    const cls = (await h.teacher()).klass();
    const { parent, child } = await h.family();
    await child.client.post('/api/user/registerClass', { classId: cls._id, userId: child.id, durationType: 1 });

    const res = await parent.client.delete(`/api/user/deleteInterest?classId=${cls._id}&userId=${child.id}`);

    expect(res.body).toMatchObject({ code: 200, msg: 'Item removed from cart' });
    expect(await cartOf(child)).toEqual([]);
  });
});

describe('when the class cannot be priced', () => {
  test('an unknown class is a 404 Class not found; nothing is written', async () => {
    const student = await h.user('Student');
    const res = await student.client.post('/api/user/registerClass', { classId: '0b6f1c1e-2c4d-4e1a-9a55-1d2e3f4a5b6c', userId: student.id, durationType: 1 });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 404, msg: 'Class not found', result: null });
    expect((await student.client.get('/api/user/getClassRegister?id=0b6f1c1e-2c4d-4e1a-9a55-1d2e3f4a5b6c')).body.msg).toBe('Class not found');
    expect(await cartOf(student)).toEqual([]);
  });

  test('when catalog cannot be reached the call is a 503 with a clear message; nothing is written', async () => {
    const cls = (await h.teacher()).klass();
    h.catalog.makeUnreachable(cls._id);
    const student = await h.user('Student');

    const res = await student.client.post('/api/user/registerClass', { classId: cls._id, userId: student.id, durationType: 1 });

    expect(res.status).toBe(503);
    expect(res.body).toEqual({ code: 503, msg: 'Class information cannot be loaded right now. Please try again in a moment.', result: null });
    expect(await cartOf(student)).toEqual([]);
  });

  test('a plan the class has no price for is refused with 409', async () => {
    const cls = (await h.teacher()).klass({ monthlyPrice: 20, yearlyPrice: null });
    const student = await h.user('Student');
    const res = await student.client.post('/api/user/registerClass', { classId: cls._id, userId: student.id, durationType: 2 });
    expect(res.body).toMatchObject({ code: 409, result: null });
    expect(res.body.msg).toContain('no yearly price');
    expect(await cartOf(student)).toEqual([]);
  });
});

describe('classes that are not published (isPublish 0: a draft, or taken off the listing by the admin)', () => {
  test('adding a class at 0 to the cart is refused with 409 and nothing is written', async () => {
    const cls = (await h.teacher()).klass({ isPublish: 0 });
    const { parent, child } = await h.family();

    const asStudent = await child.client.post('/api/user/registerClass', { classId: cls._id, userId: child.id, durationType: 1 });
    const asParent = await parent.client.post('/api/user/registerClass', { classId: cls._id, userId: child.id, durationType: 2 });

    for (const res of [asStudent, asParent]) {
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ code: 409, msg: 'This class is not open for registration. Please choose another class or ask its teacher.', result: null });
    }
    expect(await cartOf(child)).toEqual([]);
    expect((await child.client.get(`/api/user/getClassRegister?id=${cls._id}`)).body.result).toMatchObject({ classInfo: { isPublish: 0 }, interested: false, interestId: null });
  });

  test('a featured class (2) takes registrations like a published one (1)', async () => {
    const cls = (await h.teacher()).klass({ isPublish: 2 });
    const student = await h.user('Student');
    const res = await student.client.post('/api/user/registerClass', { classId: cls._id, userId: student.id, durationType: 1 });
    expect(res.body).toMatchObject({ code: 200, result: { classId: cls._id, price: cls.monthlyPrice } });
  });

  test('once its class is unpublished, a cart item keeps its plan (change refused) and can still be removed', async () => {
    const cls = (await h.teacher()).klass({ monthlyPrice: 25, yearlyPrice: 250 });
    const student = await h.user('Student');
    const added = await student.client.post('/api/user/registerClass', { classId: cls._id, userId: student.id, durationType: 1 });
    expect(added.body.code).toBe(200);
    cls.isPublish = 0; // the teacher turns the flame off

    const change = await student.client.post('/api/user/registerClass', { classId: cls._id, userId: student.id, durationType: 2 });

    expect(change.status).toBe(409);
    expect(change.body.msg).toBe('This class is not open for registration. Please choose another class or ask its teacher.');
    expect(await cartOf(student)).toMatchObject([{ _id: added.body.result._id, durationType: 1, price: 25 }]);
    expect((await student.client.delete(`/api/user/deleteInterest?classId=${cls._id}&userId=${student.id}`)).body).toMatchObject({ code: 200, msg: 'Item removed from cart' });
    expect(await cartOf(student)).toEqual([]);
  });
});

describe('bad input', () => {
  test('malformed register requests are a 400 naming the problem, never a 5xx, and write nothing', async () => {
    const cls = (await h.teacher()).klass();
    const student = await h.user('Student');
    const valid = { classId: cls._id, userId: student.id, durationType: 1 };
    const cases: [unknown, string][] = [
      [{ ...valid, classId: { $ne: null } }, 'The class id (classId) is not a valid id.'],
      [{ ...valid, userId: { $ne: null } }, 'The student id (userId) is not a valid id.'],
      [{ ...valid, durationType: 3 }, 'Please choose a plan: durationType must be 1 (1 month) or 2 (1 year).'],
      [{ ...valid, durationType: 'yearly' }, 'Please choose a plan: durationType must be 1 (1 month) or 2 (1 year).'],
      [{ ...valid, durationType: { $ne: null } }, 'Please choose a plan: durationType must be 1 (1 month) or 2 (1 year).'],
      [{ userId: student.id, durationType: 1 }, 'The class id (classId) is required.'],
      [{ classId: cls._id, durationType: 1 }, 'The student id (userId) is required.'],
      [{ ...valid, classId: 'class-1' }, 'The class id (classId) is not a valid id.'],
      [{ ...valid, userId: "1' OR '1'='1" }, 'The student id (userId) is not a valid id.'],
      [[valid], 'Invalid input: expected object, received array'],
    ];
    for (const [body, msg] of cases) {
      const res = await student.client.post('/api/user/registerClass', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body, JSON.stringify(body)).toEqual({ code: 400, msg, result: null });
    }
    expect((await student.client.post('/api/user/registerClass', '{"classId":')).body).toMatchObject({ code: 400, result: null });
    expect(await cartOf(student)).toEqual([]);
  });

  test('missing or malformed ids in the other calls are a 400, never a 5xx', async () => {
    const student = await h.user('Student');
    const requests = [
      student.client.get('/api/user/getClassRegister'),
      student.client.get('/api/user/getClassRegister?id=abc'),
      student.client.get('/api/user/getClassRegister?id[$ne]=x'),
      student.client.get('/api/user/getClassRegisterList'),
      student.client.get(`/api/user/getClassRegisterList?id=${student.id}&id=${student.id}`),
      student.client.get('/api/user/getParentClassRegisterList?parentId='),
      student.client.delete('/api/user/deleteInterest'),
      student.client.delete(`/api/user/deleteInterest?classId=nope&userId=${student.id}`),
      student.client.delete('/api/user/deleteInterest', { classId: { $ne: null }, userId: student.id }),
    ];
    for (const res of await Promise.all(requests)) {
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 400, result: null });
      expect(res.body.msg).toMatch(/^The (class|student|parent) id \((classId|userId|id|parentId)\) (is required|is not a valid id)\.$/);
    }
  });
});
