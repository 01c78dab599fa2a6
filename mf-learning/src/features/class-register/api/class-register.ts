import { classRegister, type ClassRegister } from '@tp/contracts/registrations';
import { apiGet, apiPost } from '@tp/web-kit/api-client';

/** A parent's child with their state in the class. */
export type ChildEntry = ClassRegister['students'][number];

/** GET /api/user/getClassRegister?id=<class id>: the class, the caller's family and each student's flags. */
export async function fetchClassRegister(classId: string, signal?: AbortSignal): Promise<ClassRegister> {
  return classRegister.parse(await apiGet('/user/getClassRegister', { id: classId }, signal));
}

export interface RegisterClassBody {
  classId: string;
  userId: string;
  durationType: 1 | 2;
  className: string;
  studentName: string;
  price: number;
}

/** POST /api/user/registerClass: adds the class to the cart, or changes the plan of the entry already there. */
export async function registerClass(body: RegisterClassBody): Promise<void> {
  await apiPost('/user/registerClass', body);
}
