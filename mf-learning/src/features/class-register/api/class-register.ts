import { z } from 'zod';
import { apiGet, apiPost } from '@tp/web-kit/api-client';

const flags = {
  interestId: z.string().nullable(),
  interested: z.boolean(),
  paid: z.boolean(),
  registered: z.boolean(),
  durationType: z.number().nullable(),
  price: z.number().nullable(),
  expirationDate: z.string().nullable(),
};

/** §3 "Class registration" as billing answers it (registration-views.ts toClassRegister). */
const classRegister = z.looseObject({
  classInfo: z.looseObject({
    _id: z.string(),
    name: z.string(),
    monthlyPrice: z.number().nullable(),
    yearlyPrice: z.number().nullable(),
    teacherName: z.string().nullable().optional(),
    paymentInfo: z.string().nullable(),
    /** §3 Class.isPublish: 1 and 2 take registrations; 0 (a draft, or taken off the listing) does not. */
    isPublish: z.number(),
  }),
  studentInfo: z.object({ name: z.string(), email: z.string() }).nullable(),
  parentInfo: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable().optional() }).nullable(),
  students: z.array(z.looseObject({ _id: z.string(), name: z.string(), email: z.string(), ...flags })),
  ...flags,
});
export type ClassRegister = z.infer<typeof classRegister>;
export type ChildEntry = ClassRegister['students'][number];

/** GET /api/user/getClassRegister?id=<class id> (§7). */
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

/** POST /api/user/registerClass (§7): adds the class to the cart, or changes the plan of the entry already there. */
export async function registerClass(body: RegisterClassBody): Promise<void> {
  await apiPost('/user/registerClass', body);
}
