import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { ApiClient } from '@tp/test-kit';
import { signIn } from './api';
import { createUser, eventually, PASSWORD, teacherWithClass } from './school';

const suffix = () => randomBytes(3).toString('hex');

/** A practice question as its teacher writes it. */
export interface PracticeQuestionSpec {
  name: string;
  isChoice: 0 | 1 | 2;
  correctAnswer: string;
  qText: string;
  description: string;
  numChoice?: 4 | 5;
  difficuty?: number;
}

/** One of each type, with maths, as the demo and the browser test use them. */
export const PRACTICE_QUESTIONS: PracticeQuestionSpec[] = [
  { name: 'Sum of angles', isChoice: 0, correctAnswer: 'B', qText: '<p>What is the sum of the angles of a triangle?</p>', description: '<p>Half a turn: $180^\\circ$.</p>', difficuty: 1 },
  { name: 'Primes', isChoice: 1, correctAnswer: 'A,C', qText: '<p>Which of these are prime?</p>', description: '<p>$2$ and $5$ have no other divisors.</p>', difficuty: 3 },
  { name: 'Difference of squares', isChoice: 2, correctAnswer: 'x^2-1', qText: '<p>Expand $(x-1)(x+1)$.</p>', description: '<p>$(x-1)(x+1) = x^2 - 1$.</p>', difficuty: 4 },
];

/**
 * A teacher's class that includes the library, a library (one chapter with one section) bound to the teacher, a
 * source, questions filed in the section, and a student on the class's roster: a student who may practise.
 */
export async function practiceSchool(questions: PracticeQuestionSpec[] = PRACTICE_QUESTIONS) {
  const made = await teacherWithClass({ includeLibrary: true });
  const { admin, teacher, teacherUser, classId } = made;
  const libraryName = `Geometry ${suffix()}`;
  expect((await admin.post('/api/admin/createLibrary', { name: libraryName })).body.code).toBe(200);
  const libraryId = ((await admin.get('/api/user/getLibrary')).body.result.list as { _id: string; name: string }[]).find((l) => l.name === libraryName)!._id;
  const chapterId = (await admin.post('/api/admin/createChapter', { name: 'Triangles', libraryId })).body.result._id as string;
  const sectionId = (await admin.post('/api/admin/createSection', { name: 'Angles', chapterId, libraryId })).body.result._id as string;
  await eventually(async () => (await admin.post('/api/admin/bindTeacherToLibrary', { teacherId: teacherUser._id, libraryId })).body.code === 200, 'the teacher bound');
  const sourceName = `Worksheets ${suffix()}`;
  const source = (await teacher.post('/api/teacher/createSource', { name: sourceName })).body.result as { _id: string; name: string };
  const questionIds: string[] = [];
  for (const spec of questions) questionIds.push(await fileQuestion(teacher, spec, { libraryId, chapterId, sectionId, source: source._id }));
  const studentUser = await createUser('Student', admin);
  await eventually(
    async () => (await teacher.post('/api/teacher/addStudentToClass', { student: { _id: studentUser._id }, classInfo: { classID: classId } })).body.code === 200,
    'the student on the class',
  );
  const { user: studentSession, api: student } = await signIn(studentUser.email, PASSWORD);
  return { ...made, libraryId, libraryName, chapterId, sectionId, source, questionIds, studentUser, studentSession, student };
}

export type PracticeSchool = Awaited<ReturnType<typeof practiceSchool>>;

async function fileQuestion(teacher: ApiClient, spec: PracticeQuestionSpec, filing: Record<string, string>): Promise<string> {
  const created = (await teacher.post('/api/teacher/createQuestion', { language: 'en' })).body.result;
  const saved = await teacher.put('/api/teacher/updateQuestion', {
    ...created, ...filing, name: `${spec.name} ${suffix()}`, qText: spec.qText, isChoice: spec.isChoice, numChoice: spec.numChoice ?? 4,
    answerA: '<p>2</p>', answerB: '<p>$180^\\circ$</p>', answerC: '<p>5</p>', answerD: '<p>9</p>',
    correctAnswer: spec.correctAnswer, description: spec.description, difficuty: spec.difficuty ?? 3,
  });
  expect(saved.body.code, saved.body.msg).toBe(200);
  return created._id as string;
}
