import { afterAll, beforeAll, describe, test } from 'vitest';
import { cartItem, cartItemList, classRegister, teacherRegistration, teacherRegistrationList } from '@tp/contracts';
import { startBillingHarness, type BillingHarness } from './billing-harness';
import { expectShape } from '@tp/test-kit/answer-checks';

let h: BillingHarness;
beforeAll(async () => {
  h = await startBillingHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('billing answers in the shapes of their contracts schemas', () => {
  test('the cart, the class register screen and the teacher\'s interest list', async () => {
    const teacher = await h.teacher();
    const cls = teacher.klass({ monthlyPrice: 25, yearlyPrice: null });
    const { parent, child } = await h.family();
    const student = await h.user('Student');

    const added = await parent.client.post('/api/user/registerClass', { classId: cls._id, userId: child.id, durationType: 1 });
    expectShape(cartItem, added);
    expectShape(cartItem, await student.client.post('/api/user/registerClass', { classId: cls._id, userId: student.id, durationType: 1 }));
    expectShape(classRegister, await parent.client.get(`/api/user/getClassRegister?id=${cls._id}`));
    expectShape(classRegister, await child.client.get(`/api/user/getClassRegister?id=${cls._id}`));
    expectShape(cartItemList, await parent.client.get(`/api/user/getParentClassRegisterList?parentId=${parent.id}`));
    expectShape(cartItemList, await student.client.get(`/api/user/getClassRegisterList?id=${student.id}`));
    expectShape(teacherRegistration, await teacher.client.post('/api/teacher/registerClass', { interestId: added.body.result._id }));
    expectShape(teacherRegistrationList, await teacher.client.get(`/api/teacher/getClassRegisterList?id=${cls._id}`));
  });
});
