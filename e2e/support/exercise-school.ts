import { expect } from 'vitest';
import type { ApiClient } from '@tp/test-kit';
import { signIn } from './api';
import { createUser, eventually, PASSWORD, publishedClass, type MadeUser } from './school';

/** A question as the teacher writes it: single (0), multiple (1) or free response (2). */
export interface QuestionSpec {
  name: string;
  isChoice: 0 | 1 | 2;
  correctAnswer: string;
  qText?: string;
  description?: string;
}

export const CHOICE_QUESTION: QuestionSpec = {
  name: 'Speed of light',
  isChoice: 0,
  correctAnswer: 'B',
  qText: '<p>How fast does light travel in vacuum?</p>',
  description: '<p>About $3 \\times 10^8$ metres per second.</p>',
};
export const TEXT_QUESTION: QuestionSpec = { name: 'Forty two', isChoice: 2, correctAnswer: '42', qText: '<p>What is $6 \\times 7$?</p>', description: '<p>Six sevens.</p>' };

async function makeQuestion(teacher: ApiClient, spec: QuestionSpec): Promise<string> {
  const id = (await teacher.post('/api/teacher/createQuestion', { language: 'en' })).body.result._id as string;
  const saved = await teacher.put('/api/teacher/updateQuestion', {
    _id: id,
    name: spec.name,
    qText: spec.qText ?? `<p>${spec.name}</p>`,
    isChoice: spec.isChoice,
    answerA: '<p>1 m/s</p>',
    answerB: '<p>300,000 km/s</p>',
    answerC: '<p>Instantly</p>',
    answerD: '<p>Sound speed</p>',
    correctAnswer: spec.correctAnswer,
    description: spec.description ?? '',
  });
  expect(saved.body.code, saved.body.msg).toBe(200);
  return id;
}

export interface HomeworkOptions {
  questions?: QuestionSpec[];
  isExam?: boolean;
  examDuration?: number;
  /** Days from now (negative: past). */
  dueInDays?: number;
  bulletin?: string;
  student?: MadeUser;
}

/**
 * A published class of a new teacher with a student on it, and one homework of `questions` published to that
 * student: what the learning screens start from. Returns the student's exercise id.
 */
export async function publishedHomework(options: HomeworkOptions = {}) {
  const { questions = [CHOICE_QUESTION, TEXT_QUESTION], isExam = false, examDuration = 15, dueInDays = 7 } = options;
  const made = await publishedClass({ bulletin: options.bulletin ?? '<p>Quiz on <strong>Friday</strong>.</p>' });
  const { admin, teacher, classId } = made;
  const studentUser = options.student ?? (await createUser('Student', admin));
  // Catalog learns of a new account through an event: a first try may be early.
  await eventually(
    async () => (await teacher.post('/api/teacher/addStudentToClass', { student: { _id: studentUser._id }, classInfo: { classID: classId } })).body.code === 200,
    'the student on the class',
  );
  const questionIds: string[] = [];
  for (const spec of questions) questionIds.push(await makeQuestion(teacher, spec));
  const homeworkId = (await teacher.post('/api/teacher/createHomeWork', { language: 'en' })).body.result._id as string;
  const homeworkName = `${isExam ? 'Exam' : 'Homework'} ${homeworkId.slice(0, 6)}`;
  const dueDate = new Date(Date.now() + dueInDays * 86_400_000).toISOString();
  const updated = await teacher.post('/api/teacher/updateHW', { _id: homeworkId, name: homeworkName, dueDate, isExam, examDuration });
  expect(updated.body.code, updated.body.msg).toBe(200);
  expect((await teacher.post('/api/teacher/batchAddQToHW', { id: homeworkId, QIds: questionIds })).body.code).toBe(200);
  expect((await teacher.post('/api/teacher/addHWToClass', { id: classId, hwID: homeworkId, isPub: true })).body.code).toBe(200);
  await eventually(
    async () => (await teacher.post('/api/teacher/publishHomework', { classID: classId, hwID: homeworkId, studentIDs: [studentUser._id] })).body.code === 200,
    'the homework published to the student',
  );
  const { user: studentSession, api: student } = await signIn(studentUser.email, PASSWORD);
  const list = (await student.get(`/api/user/getExerciseByClassId?id=${classId}`)).body.result.list as { _id: string }[];
  expect(list).toHaveLength(1);
  return { ...made, studentUser, studentSession, student, questionIds, homeworkId, homeworkName, exerciseId: list[0]!._id };
}

/** The student's answers as the server now holds them, by question id. */
export async function storedAnswers(student: ApiClient, exerciseId: string): Promise<Record<string, string>> {
  const view = (await student.get(`/api/user/getExerciseById?id=${exerciseId}`)).body.result as { questionList: { _id: string; answer: string }[] };
  return Object.fromEntries(view.questionList.map((q) => [q._id, q.answer]));
}
