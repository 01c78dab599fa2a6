import { classStudentList, type ClassStudentEntry } from '@tp/contracts/classes';
import { teacherRegistrationList, type TeacherRegistration } from '@tp/contracts/registrations';
import { studentLookup, type StudentLookup } from '@tp/contracts/users';
import { apiGet, apiPost } from '@tp/web-kit/api-client';

/** POST /api/teacher/getUserByEmail {email}: the student with that e-mail. */
export async function findStudent(email: string): Promise<StudentLookup> {
  return studentLookup.parse(await apiPost('/teacher/getUserByEmail', { email }));
}

/** POST /api/teacher/addStudentToClass {student, classInfo}. */
export async function addStudentToClass(studentId: string, classId: string): Promise<void> {
  await apiPost('/teacher/addStudentToClass', { student: { _id: studentId }, classInfo: { classID: classId } });
}

/** POST /api/teacher/studentList {classID}: the class roster. */
export async function fetchRoster(classId: string, signal?: AbortSignal): Promise<ClassStudentEntry[]> {
  return classStudentList.parse(await apiPost('/teacher/studentList', { classID: classId }, signal)).list;
}

/** POST /api/teacher/removeStudentFromClass {studentID, classID}. */
export async function removeStudentFromClass(studentId: string, classId: string): Promise<void> {
  await apiPost('/teacher/removeStudentFromClass', { studentID: studentId, classID: classId });
}

/** GET /api/teacher/getClassRegisterList?id: the class's interests and registrations. */
export async function fetchInterests(classId: string, signal?: AbortSignal): Promise<TeacherRegistration[]> {
  return teacherRegistrationList.parse(await apiGet('/teacher/getClassRegisterList', { id: classId }, signal)).list;
}

/** POST /api/teacher/registerClass {interestId}: Add, the interest becomes a registration. */
export async function registerInterest(interestId: string): Promise<void> {
  await apiPost('/teacher/registerClass', { interestId });
}

/** POST /api/teacher/deleteRegisterClass {interestId}: Delete, only while not registered. */
export async function deleteInterest(interestId: string): Promise<void> {
  await apiPost('/teacher/deleteRegisterClass', { interestId });
}
