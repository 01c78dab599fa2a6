import { cartItemList, type CartItem } from '@tp/contracts/registrations';
import { apiDelete, apiGet } from '@tp/web-kit/api-client';

/** GET /api/user/getClassRegisterList?id=<student id>: every entry of that student, registered ones too. */
export async function fetchStudentRegistrations(studentId: string, signal?: AbortSignal): Promise<CartItem[]> {
  return cartItemList.parse(await apiGet('/user/getClassRegisterList', { id: studentId }, signal)).list;
}

/** GET /api/user/getParentClassRegisterList?parentId=<own id>: the entries of all the parent's children. */
export async function fetchParentRegistrations(parentId: string, signal?: AbortSignal): Promise<CartItem[]> {
  return cartItemList.parse(await apiGet('/user/getParentClassRegisterList', { parentId }, signal)).list;
}

/** DELETE /api/user/deleteInterest with classId and userId in the query. */
export async function removeFromCart(classId: string, userId: string): Promise<void> {
  await apiDelete('/user/deleteInterest', { classId, userId });
}
