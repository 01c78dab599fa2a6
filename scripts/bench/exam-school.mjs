// An exam day's school, made through the real calls of a stack: a teacher, one class, an exam of ten questions (choice,
// several choices, maths) and thousands of students on the class's roster. Students are made in bulk by identity's
// bench-only call (BENCH_ACCOUNTS=true, refused in production), which answers a token per student signed with
// identity's own key, as a sign-in would; everything else goes through the gateway as a teacher's screens do.
// Used by `npm run bench:exam` and the exam-day resilience tests.
import { randomBytes } from 'node:crypto';
import { internalToken } from '../lib/internal-token.mjs';
import { signIn, untilAccepted } from '../seed/api.mjs';

const p = (/** @type {string} */ html) => `<p>${html}</p>`;

/**
 * The exam's questions, and answers a student may give to each (right and wrong), so saves change answers and are
 * graded as in a real exam.
 * @type {{ name: string, isChoice: 0 | 1 | 2, numChoice?: 4 | 5, qText: string, answers?: string[], correctAnswer: string,
 *   description: string, given: string[] }[]}
 */
export const EXAM_QUESTIONS = [
  { name: 'Factor a quadratic', isChoice: 0, qText: p('Factor $x^2 - 5x + 6$.'), answers: ['$(x-2)(x-3)$', '$(x+2)(x+3)$', '$(x-1)(x-6)$', '$(x+1)(x-6)$'], correctAnswer: 'A', description: p('Two numbers with product $6$ and sum $-5$: $-2$ and $-3$.'), given: ['A', 'B', 'C'] },
  { name: 'Roots', isChoice: 1, numChoice: 5, qText: p('Which of these are roots of $2x^2 - x - 1 = 0$? Choose every one.'), answers: ['$1$', '$-1$', '$-\\tfrac12$', '$\\tfrac12$', '$2$'], correctAnswer: 'A,C', description: p('$2x^2 - x - 1 = (2x+1)(x-1)$.'), given: ['A,C', 'A', 'B,D'] },
  { name: 'Discriminant', isChoice: 2, qText: p('Give the discriminant \\(b^2 - 4ac\\) of $3x^2 + 4x - 2$.'), correctAnswer: '40', description: p('$16 - 4\\cdot 3\\cdot(-2) = 40$.'), given: ['40', '16', '-8'] },
  { name: 'Difference of squares', isChoice: 2, qText: p('Expand $(x-1)(x+1)$.'), correctAnswer: 'x^2-1', description: p('$(a-b)(a+b) = a^2 - b^2$.'), given: ['x^2-1', '(x-1)(x+1)', 'x^2+1'] },
  { name: 'Vertex', isChoice: 0, qText: p('Where is the vertex of $y = x^2 - 4x + 1$?'), answers: ['$(2,-3)$', '$(-2,13)$', '$(4,1)$', '$(0,1)$'], correctAnswer: 'A', description: p('$x = -\\frac{b}{2a} = 2$, $y(2) = -3$.'), given: ['A', 'D'] },
  { name: 'Logarithms', isChoice: 1, qText: p('Which are equal to $\\log_2 8$?'), answers: ['$3$', '$\\log_2 2 + \\log_2 4$', '$\\frac{\\ln 8}{\\ln 2}$', '$\\log_8 2$'], correctAnswer: 'A,B,C', description: p('$2^3 = 8$.'), given: ['A,B,C', 'A', 'D'] },
  { name: 'A fraction', isChoice: 2, qText: p('Simplify $\\frac{6}{12}$.'), correctAnswer: '\\frac12', description: p('Divide both by $6$.'), given: ['1/2', '0.5', '2'] },
  { name: 'Velocity', isChoice: 2, qText: p('A car covers $120\\,\\text{m}$ in $8\\,\\text{s}$. Its mean speed in m/s?'), correctAnswer: '15', description: p('$120 / 8 = 15$.'), given: ['15', '960', '16'] },
  { name: 'Force', isChoice: 0, qText: p('A $2\\,\\text{kg}$ mass accelerates at $3\\,\\text{m/s}^2$. The net force is'), answers: ['$6\\,\\text{N}$', '$1.5\\,\\text{N}$', '$5\\,\\text{N}$', '$0.67\\,\\text{N}$'], correctAnswer: 'A', description: p('$F = ma$.'), given: ['A', 'C'] },
  { name: 'Slope', isChoice: 2, qText: p('The slope of the line through $(1,2)$ and $(3,8)$?'), correctAnswer: '3', description: p('$\\frac{8-2}{3-1} = 3$.'), given: ['3', '6/2', '2'] },
];

/** What a student's answer sheet holds with each save: a few lines of rich text, as the editor sends it. */
export const ANSWER_CONTENT = p('My working: I rearranged the expression, checked the sign of each term and substituted back.');

/**
 * @typedef {{ _id: string, token: string }} ExamStudent
 * @typedef {{ _id: string, isChoice: number, given: string[] }} ExamQuestion
 * @typedef {{ exerciseId: string, studentId: string, token: string }} Sitting one student's exercise of one exam
 */

/**
 * Makes the school: a teacher (by the admin), a class with the exam's questions, `students` students on its roster.
 * `publishExam` then gives a new exam (its own homework, `minutes` long) to every student: each student's sitting.
 * @param {{ baseUrl: string, identityUrl: string, internalSecret: string, admin: { email: string, password: string },
 *   students: number, label?: string, concurrency?: number, log?: (line: string) => void }} options
 */
export async function examSchool({ baseUrl, identityUrl, internalSecret, admin, students: count, label = 'exam', concurrency = 16, log = () => undefined }) {
  const { client: adminApi } = await signIn(baseUrl, admin.email, admin.password);
  const teacherAccount = { name: 'Exam Teacher', email: `${label}-teacher-${randomBytes(3).toString('hex')}@bench.test`, password: randomBytes(9).toString('base64url'), role: 'Teacher' };
  await adminApi.must('/api/admin/createUser', teacherAccount);
  const { client: signedIn } = await signIn(baseUrl, teacherAccount.email, teacherAccount.password);
  // On a busy machine a server may refuse for a moment (503: try again); the school is made all the same.
  const patiently = (/** @type {string} */ what, /** @type {() => Promise<import('../seed/api.mjs').Reply>} */ call) => untilAccepted(what, call, { waitingCodes: [503], timeoutMs: 120_000 });
  const teacher = {
    /** @type {(path: string, body?: unknown) => Promise<import('../seed/api.mjs').Reply>} */
    must: (path, body = {}) => patiently(path, () => signedIn.post(path, body)),
    /** @type {(path: string, body?: unknown) => Promise<import('../seed/api.mjs').Reply>} */
    mustPut: (path, body = {}) => patiently(path, () => signedIn.put(path, body)),
    post: signedIn.post,
  };

  const classId = (await teacher.must('/api/teacher/createClassByTeacher', { language: 'en' })).result._id;
  await teacher.must('/api/teacher/updateClassIntro', { _id: classId, name: `Exam day ${label}`, category: 'Math', language: 'en', introduction: p('The whole school sits the exam.') });
  /** @type {ExamQuestion[]} */
  const questions = [];
  for (const q of EXAM_QUESTIONS) {
    const id = (await teacher.must('/api/teacher/createQuestion', { language: 'en' })).result._id;
    const [answerA = '', answerB = '', answerC = '', answerD = '', answerE = ''] = q.answers ?? [];
    await teacher.mustPut('/api/teacher/updateQuestion', {
      _id: id, name: q.name, language: 'en', isChoice: q.isChoice, numChoice: q.numChoice ?? 4, qText: q.qText, answerA, answerB, answerC, answerD, answerE,
      correctAnswer: q.correctAnswer, difficuty: 3, description: q.description, category: '', copyright: '', image: '', showImg: false, source: '', referenceId: '',
    });
    questions.push({ _id: id, isChoice: q.isChoice, given: q.given });
  }

  log(`  making ${count} students (identity's bench call) and putting them on the class's roster...`);
  const students = await makeStudents({ identityUrl, internalSecret, label, count });
  let added = 0;
  await inParallel(students, concurrency, async (student) => {
    // Catalog knows a student once identity's user.registered has arrived: 404 until then.
    await untilAccepted(`adding ${student._id} to the class`, () => teacher.post('/api/teacher/addStudentToClass', {
      student: { _id: student._id }, classInfo: { classID: classId },
    }), { waitingCodes: [404, 503], allowed: [409], timeoutMs: 300_000 });
    if (++added % 1000 === 0) log(`    ${added} on the roster`);
  });

  let exams = 0;
  /**
   * A new exam of every question, `minutes` long, on the class and published to every student (at most 1,000 a call,
   * the call's limit). Answers each student's sitting, in the students' order.
   * @param {number} minutes
   * @returns {Promise<Sitting[]>}
   */
  const publishExam = async (minutes) => {
    const name = `Exam ${++exams} of ${label}`;
    const hwID = (await teacher.must('/api/teacher/createHomeWork', { language: 'en' })).result._id;
    await teacher.must('/api/teacher/updateHW', { _id: hwID, name, description: p('Answer every question.'), language: 'en', dueDate: new Date(Date.now() + 86_400_000).toISOString(), isExam: true, examDuration: minutes });
    await teacher.must('/api/teacher/batchAddQToHW', { id: hwID, QIds: questions.map((q) => q._id) });
    await teacher.must('/api/teacher/addHWToClass', { id: classId, hwID, name, isPub: true, creator: 'teacher' });
    /** @type {Map<string, string>} */
    const exerciseOf = new Map();
    for (let i = 0; i < students.length; i += 1000) {
      const studentIDs = students.slice(i, i + 1000).map((s) => s._id);
      const res = await teacher.must('/api/teacher/publishHomework', { classID: classId, hwID, studentIDs });
      for (const made of res.result.published) exerciseOf.set(made.studentId, made.exerciseId);
    }
    return students.map((s) => {
      const exerciseId = exerciseOf.get(s._id);
      if (!exerciseId) throw new Error(`publishing ${name} made no exercise for student ${s._id}`);
      return { exerciseId, studentId: s._id, token: s.token };
    });
  };
  return { teacher, classId, questions, students, publishExam };
}

/**
 * @param {{ identityUrl: string, internalSecret: string, label: string, count: number }} options
 * @returns {Promise<ExamStudent[]>}
 */
async function makeStudents({ identityUrl, internalSecret, label, count }) {
  /** @type {ExamStudent[]} */
  const made = [];
  for (let batch = 0; made.length < count; batch++) {
    const res = await fetch(new URL('/internal/bench/students', identityUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${internalToken(internalSecret, { caller: 'bench', audience: 'identity' })}` },
      body: JSON.stringify({ label: `${label}-${batch}`, count: Math.min(1000, count - made.length) }),
    });
    const body = /** @type {import('../seed/api.mjs').Reply} */ (await res.json());
    if (body.code === 503) {
      batch--; // a busy moment: the whole batch was rolled back, so it is asked for again
      await new Promise((resolve) => setTimeout(resolve, 1000));
      continue;
    }
    if (body.code !== 200) throw new Error(`identity's bench accounts: ${body.code} ${body.msg} (is BENCH_ACCOUNTS=true?)`);
    made.push(...body.result.list.map((/** @type {ExamStudent} */ s) => ({ _id: s._id, token: s.token })));
  }
  return made;
}

/**
 * Runs `work` on every item, `concurrency` at a time.
 * @template T
 * @param {readonly T[]} items
 * @param {number} concurrency
 * @param {(item: T) => Promise<void>} work
 */
export async function inParallel(items, concurrency, work) {
  let next = 0;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < items.length) await work(items[next++]);
  }));
}
