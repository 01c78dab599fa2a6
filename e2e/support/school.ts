import { expect, inject } from 'vitest';
import { waitFor, type ApiClient } from '@tp/test-kit';
import { signIn, signInAdmin, uniqueEmail } from './api';
// Shared with `npm start`'s demo seed.
import { internalToken } from '../../scripts/lib/internal-token.mjs';

/** The password of every user these builders make. */
export const PASSWORD = 'secret123';

export type Role = 'Teacher' | 'Parent' | 'Student';

export interface MadeUser {
  _id: string;
  email: string;
  name: string;
}

/** A user made through the admin API (POST /admin/createUser), with a unique e-mail. */
export async function createUser(role: Role, admin?: ApiClient): Promise<MadeUser> {
  const api = admin ?? (await signInAdmin()).api;
  const email = uniqueEmail(role.toLowerCase());
  const name = `${role} ${email.slice(role.length + 1, role.length + 7)}`;
  const created = await api.post('/api/admin/createUser', { name, email, password: PASSWORD, role });
  expect(created.body.code).toBe(200);
  return { _id: created.body.result._id as string, email, name };
}

/**
 * A new teacher and one class of theirs (createClassByTeacher + updateClassIntro), with both plans priced unless
 * `fields` says otherwise.
 */
export async function teacherWithClass(fields: Record<string, unknown> = {}) {
  const { api: admin } = await signInAdmin();
  const teacherUser = await createUser('Teacher', admin);
  const { api: teacher } = await signIn(teacherUser.email, PASSWORD);
  const classId = (await teacher.post('/api/teacher/createClassByTeacher', { language: fields.language ?? 'en' })).body.result._id as string;
  const name = (fields.name as string | undefined) ?? `Optics ${classId.slice(0, 6)}`;
  const intro = await teacher.post('/api/teacher/updateClassIntro', { monthlyPrice: 30, yearlyPrice: 299.5, ...fields, _id: classId, name });
  expect(intro.body.code).toBe(200);
  return { admin, teacher, teacherUser, classId, name };
}

/** A class of a new teacher, published (flame on): billing takes registrations only for published classes. */
export async function publishedClass(fields: Record<string, unknown> = {}) {
  const made = await teacherWithClass(fields);
  expect((await made.teacher.post('/api/teacher/setPublishClass', { id: made.classId, publish: 1 })).body.code).toBe(200);
  return made;
}

/**
 * Records that a registration was paid, as billing's internal call does until checkout exists: it is then
 * 'Pending payment confirmation' until its teacher registers it. The call carries a service token, as the seed's.
 */
export async function markPaid(interestId: string): Promise<void> {
  const authorization = `Bearer ${internalToken(inject('internalSecret'), { caller: 'e2e', audience: 'billing' }) as string}`;
  const res = await fetch(`${inject('serviceUrls').BILLING_URL}/internal/registrations/${interestId}/mark-paid`, { method: 'POST', headers: { authorization } });
  expect(res.status).toBe(200);
}

/** Links a parent and children on BOTH sides (billing and catalog need each `dependent` to list the other). */
export async function linkFamily(admin: ApiClient, parent: MadeUser, children: MadeUser[]): Promise<void> {
  const up = await admin.post('/api/admin/updateUser', { _id: parent._id, dependent: children.map((c) => c.email).join(';') });
  expect(up.body.code).toBe(200);
  for (const child of children) expect((await admin.post('/api/admin/updateUser', { _id: child._id, dependent: parent.email })).body.code).toBe(200);
}

/** Waits until `check` holds: services learn users and registrations from each other through events. */
export async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  await waitFor(check, { what, timeoutMs: 15_000, intervalMs: 200 });
}
