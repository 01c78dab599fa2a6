import { expect } from 'vitest';
import type { ApiClient } from '@tp/test-kit';
import { signIn } from './api';
import { publishedHomework, type HomeworkOptions } from './exercise-school';
import { createUser, eventually, PASSWORD, type MadeUser } from './school';

export interface ClassStudent {
  user: MadeUser;
  session: { token: string };
  api: ApiClient;
  exerciseId: string;
}

/**
 * A homework (or exam) published to a class of `size` students: publishedHomework's class, teacher and first
 * student, and more students put on the class and given the homework; the teacher signed in too.
 */
export async function homeworkForClass(size: number, options: HomeworkOptions = {}) {
  const school = await publishedHomework(options);
  const { admin, teacher, classId, homeworkId } = school;
  const students: ClassStudent[] = [{ user: school.studentUser, session: school.studentSession, api: school.student, exerciseId: school.exerciseId }];
  for (let i = 1; i < size; i++) {
    const user = await createUser('Student', admin);
    await eventually(
      async () => (await teacher.post('/api/teacher/addStudentToClass', { student: { _id: user._id }, classInfo: { classID: classId } })).body.code === 200,
      'the student on the class',
    );
    await eventually(
      async () => (await teacher.post('/api/teacher/publishHomework', { classID: classId, hwID: homeworkId, studentIDs: [user._id] })).body.code === 200,
      'the homework published to the student',
    );
    const { user: session, api } = await signIn(user.email, PASSWORD);
    const list = (await api.get(`/api/user/getExerciseByClassId?id=${classId}`)).body.result.list as { _id: string }[];
    expect(list).toHaveLength(1);
    students.push({ user, session, api, exerciseId: list[0]!._id });
  }
  const { user: teacherSession } = await signIn(school.teacherUser.email, PASSWORD);
  return { ...school, students, teacherSession };
}
