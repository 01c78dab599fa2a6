import { z } from 'zod';
import { apiDelete, apiGet } from '@tp/web-kit/api-client';
import type { CartItem } from '../utils/cart-items';

const cartItem = z.looseObject({
  _id: z.string(),
  classId: z.string(),
  className: z.string(),
  userId: z.string(),
  studentName: z.string(),
  durationType: z.union([z.literal(1), z.literal(2)]),
  price: z.number(),
  paid: z.boolean(),
  registered: z.boolean(),
});
const cartList = z.object({ list: z.array(cartItem) });

/** GET /api/user/getClassRegisterList?id=<student id> (§7): every entry of that student, registered ones too. */
export async function fetchStudentRegistrations(studentId: string, signal?: AbortSignal): Promise<CartItem[]> {
  return cartList.parse(await apiGet('/user/getClassRegisterList', { id: studentId }, signal)).list;
}

/** GET /api/user/getParentClassRegisterList?parentId=<own id> (§7): the entries of all the parent's children. */
export async function fetchParentRegistrations(parentId: string, signal?: AbortSignal): Promise<CartItem[]> {
  return cartList.parse(await apiGet('/user/getParentClassRegisterList', { parentId }, signal)).list;
}

/** DELETE /api/user/deleteInterest (classId, userId) (§7). */
export async function removeFromCart(classId: string, userId: string): Promise<void> {
  await apiDelete('/user/deleteInterest', { classId, userId });
}
