import { z } from 'zod';
import { apiGet, apiPost } from '@tp/web-kit/api-client';

const foundStudent = z.looseObject({ _id: z.string(), name: z.string(), email: z.string(), school: z.string(), currentGrade: z.number().nullable() });
export type FoundStudent = z.infer<typeof foundStudent>;

const rosterEntry = z.looseObject({
  student: z.looseObject({ ID: z.string(), name: z.string(), email: z.string() }),
  parent: z.looseObject({ name: z.string(), email: z.string(), phone: z.string() }),
  expirationDate: z.string().nullable(),
});
export type RosterEntry = z.infer<typeof rosterEntry>;

const interest = z.looseObject({
  _id: z.string(),
  student: z.looseObject({ _id: z.string(), name: z.string(), email: z.string() }),
  durationType: z.union([z.literal(1), z.literal(2)]),
  price: z.number(),
  interested: z.boolean(),
  paid: z.boolean(),
  registered: z.boolean(),
  createdAt: z.string(),
});
export type Interest = z.infer<typeof interest>;

/** POST /api/teacher/getUserByEmail {email} (§7): the student with that e-mail. */
export async function findStudent(email: string): Promise<FoundStudent> {
  return foundStudent.parse(await apiPost('/teacher/getUserByEmail', { email }));
}

/** POST /api/teacher/addStudentToClass {student, classInfo} (§7). */
export async function addStudentToClass(studentId: string, classId: string): Promise<void> {
  await apiPost('/teacher/addStudentToClass', { student: { _id: studentId }, classInfo: { classID: classId } });
}

/** POST /api/teacher/studentList {classID} (§7): the class roster. */
export async function fetchRoster(classId: string, signal?: AbortSignal): Promise<RosterEntry[]> {
  return z.object({ list: z.array(rosterEntry) }).parse(await apiPost('/teacher/studentList', { classID: classId }, signal)).list;
}

/** POST /api/teacher/removeStudentFromClass {studentID, classID} (§7). */
export async function removeStudentFromClass(studentId: string, classId: string): Promise<void> {
  await apiPost('/teacher/removeStudentFromClass', { studentID: studentId, classID: classId });
}

/** GET /api/teacher/getClassRegisterList?id (§7): the class's interests and registrations. */
export async function fetchInterests(classId: string, signal?: AbortSignal): Promise<Interest[]> {
  return z.object({ list: z.array(interest) }).parse(await apiGet('/teacher/getClassRegisterList', { id: classId }, signal)).list;
}

/** POST /api/teacher/registerClass {interestId} (§7): Add, the interest becomes a registration. */
export async function registerInterest(interestId: string): Promise<void> {
  await apiPost('/teacher/registerClass', { interestId });
}

/** POST /api/teacher/deleteRegisterClass {interestId} (§7): Delete, only while not registered. */
export async function deleteInterest(interestId: string): Promise<void> {
  await apiPost('/teacher/deleteRegisterClass', { interestId });
}
