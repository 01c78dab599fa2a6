// What the demo student's exercises show: Leo Garcia's homework and exams in Algebra II (Ada Lovelace's class), one
// in each state a student, a parent and a teacher meet. seed-exercises.mjs makes them through the public API, as the
// teacher (publish, correct) and the student (save, Check Solution, start, submit) would.

/** The class (a key of demo-content.mjs), its teacher and the student (keys of seed-demo.mjs's DEMO_USERS). */
export const EXERCISE_CLASS = 'algebra';
export const EXERCISE_TEACHER = 'teacher';
export const EXERCISE_STUDENT = 'student';

/**
 * Minutes the demo's running exam lasts (the longest a homework allows): the seed starts it, so it is still running
 * for three hours after `npm start`; a start later than that finds it finished by the clock.
 */
export const RUNNING_EXAM_MINUTES = 180;

/**
 * Homework made for the exercises, beside those of demo-question-bank.mjs (same shape). Due dates are relative to
 * the seed's day: past ones make the overdue and the finished states.
 * @type {import('./demo-question-bank.mjs').DemoHomework[]}
 */
export const EXERCISE_HOMEWORK = [
  {
    key: 'factoring-1', teacher: 'teacher', language: 'en', name: 'Week 1: factoring',
    description: 'Factoring and reading roots.', dueInDays: -9,
    questions: ['factor-1', 'roots-multi', 'vertex'], classes: ['algebra'], isPub: true,
  },
  {
    key: 'discriminant-2', teacher: 'teacher', language: 'en', name: 'Week 2: the discriminant',
    description: 'Write your working: the teacher reads it.', dueInDays: -2,
    questions: ['discriminant', 'factor-1', 'vertex'], classes: ['algebra'], isPub: true,
  },
  {
    key: 'logarithms-4', teacher: 'teacher', language: 'en', name: 'Week 4: logarithms',
    description: 'Laws of logarithms, with a quadratic to keep in practice.', dueInDays: 4,
    questions: ['log-law', 'factor-1', 'roots-multi', 'discriminant'], classes: ['algebra'], isPub: true,
  },
  {
    key: 'revision', teacher: 'teacher', language: 'en', name: 'Revision: vertex and roots',
    description: 'Revision before the exam.', dueInDays: -3,
    questions: ['vertex', 'discriminant', 'roots-multi'], classes: ['algebra'], isPub: true,
  },
  {
    // Due twelve hours after the seed: the reminder e-mail of homework due within a day goes to Leo on start.
    key: 'due-tomorrow', teacher: 'teacher', language: 'en', name: 'Quick check: the vertex',
    description: 'Two questions before the next lesson.', dueInDays: 0.5,
    questions: ['vertex', 'factor-1'], classes: ['algebra'], isPub: true,
  },
  {
    key: 'mock-exam', teacher: 'teacher', language: 'en', name: 'Mock exam: quadratics',
    description: `Timed: ${RUNNING_EXAM_MINUTES} minutes, no calculator.`, dueInDays: 3, isExam: true, examDuration: RUNNING_EXAM_MINUTES,
    questions: ['factor-1', 'roots-multi', 'discriminant', 'vertex', 'log-law'], classes: ['algebra'], isPub: true,
  },
];

/**
 * @typedef {'not-started' | 'half-done' | 'auto-corrected' | 'corrected' | 'exam-running' | 'overdue'} ExerciseState
 * @typedef {{ question: string, answer: string, content?: string, check?: boolean }} DemoAnswer
 *   An answer by question key; `check` sends it with Check Solution (locks it, shows the solution) instead of Next.
 * @typedef {{ question: string, isCorrect: boolean | null, comments: string }} DemoCorrection The teacher's mark and comment.
 * @typedef {{ key: string, state: ExerciseState, homework: string, student?: 'student' | 'student2', start?: boolean,
 *   answers: DemoAnswer[], finish?: boolean, corrections?: DemoCorrection[], finishCorrection?: boolean }} DemoExercise
 *   `homework` is a key of EXERCISE_HOMEWORK or of demo-question-bank.mjs's DEMO_HOMEWORK; `student` is
 *   EXERCISE_STUDENT unless said.
 */

/**
 * The exercises in the order the seed makes them: Leo's in every state, and his sister Sofia's submission of the
 * corrected homework, still to correct (so the teacher's correction screen has a student of each kind). The last
 * step of the last one (Leo's finished correction) is what seed-exercises.mjs looks for to know the seed is complete.
 * @type {DemoExercise[]}
 */
export const DEMO_EXERCISES = [
  // Published, untouched: this week's homework, and the 30-minute exam of the question bank (Start is the student's).
  { key: 'homework-not-started', state: 'not-started', homework: 'quadratics-1', answers: [] },
  { key: 'exam-not-started', state: 'not-started', homework: 'algebra-exam', answers: [] },
  {
    // Two of four answered, the first checked with Check Solution (locked, its solution shown).
    key: 'half-done', state: 'half-done', homework: 'logarithms-4',
    answers: [
      { question: 'factor-1', answer: 'A', check: true },
      { question: 'log-law', answer: 'A,C', content: '<p>$2^3 = 8$, and the change of base gives $\\frac{\\ln 8}{\\ln 2} = 3$.</p>' },
    ],
  },
  {
    // Submitted; the machine marked every choice: two right, one wrong (C missed), 67 %.
    key: 'auto-corrected', state: 'auto-corrected', homework: 'factoring-1', finish: true,
    answers: [
      { question: 'factor-1', answer: 'A' },
      { question: 'roots-multi', answer: 'A' },
      { question: 'vertex', answer: 'A' },
    ],
  },
  {
    // Due three days ago, one of three answered, never submitted: 'overdue'.
    key: 'overdue', state: 'overdue', homework: 'revision',
    answers: [{ question: 'vertex', answer: 'A' }],
  },
  // Published, untouched, due within a day: the demo's "due soon" reminder (and the overdue one above) e-mail Leo.
  { key: 'due-soon', state: 'not-started', homework: 'due-tomorrow', answers: [] },
  {
    // Started by the seed: running for RUNNING_EXAM_MINUTES, two of five answered.
    key: 'exam-running', state: 'exam-running', homework: 'mock-exam', start: true,
    answers: [
      { question: 'factor-1', answer: 'A' },
      { question: 'roots-multi', answer: 'A,C' },
    ],
  },
  {
    // Sofia (also in Algebra II) submitted the same homework, all right; the teacher has not corrected it yet.
    key: 'sofia-to-correct', state: 'auto-corrected', student: 'student2', homework: 'discriminant-2', finish: true,
    answers: [
      { question: 'discriminant', answer: '40' },
      { question: 'factor-1', answer: 'A' },
      { question: 'vertex', answer: 'A' },
    ],
  },
  {
    // Submitted, then corrected by the teacher with comments, and the correction finished (DONE).
    key: 'corrected', state: 'corrected', homework: 'discriminant-2', finish: true,
    answers: [
      { question: 'discriminant', answer: '16+24', content: '<p>$b^2 - 4ac = 4^2 - 4 \\cdot 3 \\cdot (-2) = 16 + 24$</p>' },
      { question: 'factor-1', answer: 'A' },
      { question: 'vertex', answer: 'D' },
    ],
    corrections: [
      { question: 'discriminant', isCorrect: true, comments: '<p>Right, and well set out. Finish the sum next time: $16 + 24 = 40$.</p>' },
      { question: 'vertex', isCorrect: false, comments: '<p>The vertex is at $x = -\\frac{b}{2a} = 2$; then $y(2) = 4 - 8 + 1 = -3$, so $(2, -3)$.</p>' },
    ],
    finishCorrection: true,
  },
];
