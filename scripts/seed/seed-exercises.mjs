// The demo student's exercises (demo-exercises.mjs), made through the public API like the teacher and the student
// would: the teacher puts Leo on the class and publishes each homework to him; Leo answers, checks, starts and
// submits; the teacher corrects. Each step looks at the exercise first, so a run that stopped half-way is completed
// by the next one and a second run changes nothing.
import { randomUUID } from 'node:crypto';
import { signIn, untilAccepted } from './api.mjs';
import { DEMO_CLASSES } from './demo-content.mjs';
import { DEMO_EXERCISES, EXERCISE_CLASS, EXERCISE_HOMEWORK, EXERCISE_STUDENT, EXERCISE_TEACHER } from './demo-exercises.mjs';
import { DEMO_HOMEWORK } from './demo-question-bank.mjs';
import { ensureHomework } from './seed-question-bank.mjs';

/** @typedef {import('./api.mjs').Api} Api */
/** @typedef {import('./demo-exercises.mjs').DemoExercise} DemoExercise */
/**
 * @typedef {{ _id: string, classId: { _id: string, name: string }, homeworkId: { _id: string, name: string },
 *   startedAt: string | null, endExamAt: string | null, finishedAt: string | null, correctionStatus: '0' | '1' }} Summary
 * @typedef {{ _id: string, answer: string, locked: boolean, isCorrect: boolean | null, comments: string }} Question
 * @typedef {Summary & { student: { _id: string }, questionList: Question[] }} View
 */

const className = /** @type {import('./demo-content.mjs').DemoClass} */ (DEMO_CLASSES.find((c) => c.key === EXERCISE_CLASS)).name;

/** @param {Api} student */
async function exerciseList(student) {
  return /** @type {Summary[]} */ ((await student.mustGet('/api/user/getExerciseList')).result.list);
}

/**
 * Whether the seed's last step is done: every demo exercise is on the student's list, and the last one's correction
 * is finished.
 * @param {string} baseUrl
 * @param {Record<string, { email: string }>} users
 * @param {string} password
 */
export async function demoExercisesSeeded(baseUrl, users, password) {
  const list = await exerciseList((await signIn(baseUrl, users[EXERCISE_STUDENT].email, password)).client);
  const found = (/** @type {DemoExercise} */ demo) => list.find((e) => e.classId.name === className && e.homeworkId.name === homeworkName(demo.homework));
  const last = /** @type {DemoExercise} */ (DEMO_EXERCISES.at(-1));
  return DEMO_EXERCISES.filter((demo) => studentOf(demo) === EXERCISE_STUDENT).every((demo) => found(demo))
    && (!last.finishCorrection || found(last)?.correctionStatus === '1');
}

/** @param {DemoExercise} demo */
const studentOf = (demo) => demo.student ?? EXERCISE_STUDENT;

/** @param {string} key */
function homeworkName(key) {
  const found = [...EXERCISE_HOMEWORK, ...DEMO_HOMEWORK].find((h) => h.key === key);
  if (!found) throw new Error(`no demo homework ${key}`);
  return found.name;
}

/**
 * @param {string} baseUrl
 * @param {{ ids: Record<string, string>, users: Record<string, { email: string }>, password: string,
 *   questionIds: Record<string, string>, classIds: Record<string, string>, homeworkIds: Record<string, string> }} school
 */
export async function seedDemoExercises(baseUrl, { ids, users, password, questionIds, classIds, homeworkIds }) {
  const teacher = (await signIn(baseUrl, users[EXERCISE_TEACHER].email, password)).client;
  const classId = classIds[EXERCISE_CLASS];
  /** @type {Record<string, Api>} */
  const students = {};
  for (const key of new Set(DEMO_EXERCISES.map(studentOf))) {
    students[key] = (await signIn(baseUrl, users[key].email, password)).client;
    // On the class's roster: Sofia is registered; Leo is added by the teacher (catalog knows him once identity's
    // event has arrived).
    await untilAccepted(`adding ${users[key].email} to ${className}`, () => teacher.post('/api/teacher/addStudentToClass', {
      student: { _id: ids[key] }, classInfo: { classID: classId },
    }), { waitingCodes: [404], allowed: [409] });
  }
  const allHomeworkIds = { ...homeworkIds, ...(await ensureHomework({ [EXERCISE_TEACHER]: teacher }, questionIds, classIds, EXERCISE_HOMEWORK)) };

  for (const demo of DEMO_EXERCISES) {
    const hwID = allHomeworkIds[demo.homework];
    const [student, studentId] = [students[studentOf(demo)], ids[studentOf(demo)]];
    const exerciseId = await ensurePublished(teacher, student, { classId, hwID, studentId });
    await answer(student, exerciseId, demo, questionIds);
    if (demo.corrections || demo.finishCorrection) await correct(teacher, { classId, hwID, studentId }, demo, questionIds);
  }
}

/**
 * The student's exercise of this homework in this class, published by the teacher if it is not yet.
 * @param {Api} teacher
 * @param {Api} student
 * @param {{ classId: string, hwID: string, studentId: string }} target
 */
async function ensurePublished(teacher, student, { classId, hwID, studentId }) {
  const find = async () => (await exerciseList(student)).find((e) => e.classId._id === classId && e.homeworkId._id === hwID)?._id;
  const existing = await find();
  if (existing) return existing;
  // The exercise service may not know the student yet (identity's event): 404 is waited out.
  await untilAccepted(`publishing homework ${hwID}`, () => teacher.post('/api/teacher/publishHomework', { classID: classId, hwID, studentIDs: [studentId] }), { waitingCodes: [404] });
  const made = await find();
  if (!made) throw new Error(`homework ${hwID} was published but is not on the student's exercise list`);
  return made;
}

/**
 * The student's part: start an exam, answer (Next, or Check Solution), submit. A finished exercise is left alone.
 * @param {Api} student
 * @param {string} id
 * @param {DemoExercise} demo
 * @param {Record<string, string>} questionIds
 */
async function answer(student, id, demo, questionIds) {
  const read = async () => /** @type {View} */ ((await student.mustGet(`/api/user/getExerciseById?id=${id}`)).result);
  let exercise = await read();
  // Finished, or an exam whose time ran out (a later start): nothing can be written any more.
  if (exercise.finishedAt || (exercise.endExamAt && Date.parse(exercise.endExamAt) <= Date.now())) return;
  if (demo.start && !exercise.startedAt) await student.must('/api/user/startExam', { id, opId: randomUUID() });
  for (const { question, answer: text, content = '', check } of demo.answers) {
    const questionId = questionIds[question];
    const current = exercise.questionList.find((q) => q._id === questionId);
    if (!current) throw new Error(`exercise ${id} has no question ${question}`);
    if (current.answer !== '' || current.locked) continue;
    await student.must(check ? '/api/user/submitExercise' : '/api/user/saveExercise', { id, questionId, answer: text, content, opId: randomUUID() });
  }
  exercise = await read();
  if (demo.finish && !exercise.finishedAt) await student.must('/api/user/finishExercise', { id, opId: randomUUID() });
}

/**
 * The teacher's part: mark and comment each question, then finish the correction. A finished correction is left alone.
 * @param {Api} teacher
 * @param {{ classId: string, hwID: string, studentId: string }} target
 * @param {DemoExercise} demo
 * @param {Record<string, string>} questionIds
 */
async function correct(teacher, { classId, hwID, studentId }, demo, questionIds) {
  const all = await teacher.mustGet(`/api/teacher/getExerciseByClassAndHomework?classID=${classId}&hwID=${hwID}`);
  const exercise = /** @type {View | undefined} */ (all.result.list.find((/** @type {View} */ e) => e.student._id === studentId));
  if (!exercise) throw new Error(`the teacher does not see the student's exercise of homework ${hwID}`);
  if (exercise.correctionStatus === '1') return;
  for (const { question, isCorrect, comments } of demo.corrections ?? []) {
    const questionId = questionIds[question];
    const current = exercise.questionList.find((q) => q._id === questionId);
    if (current && current.comments === comments && current.isCorrect === isCorrect) continue;
    await teacher.must('/api/teacher/correctExercise', { questionId, exerciseId: exercise._id, comments, isCorrect });
  }
  if (demo.finishCorrection) await teacher.must('/api/teacher/finishCorrection', { exerciseId: exercise._id });
}
