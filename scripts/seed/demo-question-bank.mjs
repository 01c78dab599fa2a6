// What the demo school's question bank holds: the library tree, questions of every type in en and zh with maths,
// and the homework and exam attached to the demo classes.

/**
 * The school's library tree, in order, and which demo teacher is bound to each library.
 * @type {{ name: string, teacher: 'teacher' | 'teacher2', chapters: { name: string, sections: string[] }[] }[]}
 */
export const DEMO_LIBRARIES = [
  {
    name: 'Mechanics', teacher: 'teacher2',
    chapters: [
      { name: 'Kinematics', sections: ['Motion in one dimension', 'Projectiles'] },
      { name: 'Dynamics', sections: ["Newton's laws", 'Friction'] },
    ],
  },
  {
    name: 'Algebra', teacher: 'teacher',
    chapters: [
      { name: 'Quadratics', sections: ['Factoring', 'The quadratic formula'] },
      { name: 'Exponentials and logarithms', sections: ['Laws of logarithms'] },
    ],
  },
];

/**
 * @typedef {{ key: string, teacher: 'teacher' | 'teacher2', language: 'en' | 'zh', name: string, isChoice: 0 | 1 | 2,
 *   numChoice?: 4 | 5, qText: string, answers?: string[], correctAnswer: string, difficuty: number, description: string,
 *   filed?: [library: string, chapter: string, section: string], source?: string, counterpart?: string }} DemoQuestion
 */

const p = (/** @type {string} */ html) => `<p>${html}</p>`;

/** Each teacher's questions; `counterpart` links a question to the same one in the other language. */
/** @type {DemoQuestion[]} */
export const DEMO_QUESTIONS = [
  // Algebra (Ada Lovelace)
  {
    key: 'factor-1', teacher: 'teacher', language: 'en', name: 'Factor a quadratic', isChoice: 0,
    qText: p('Factor $x^2 - 5x + 6$.'),
    answers: [p('$(x-2)(x-3)$'), p('$(x+2)(x+3)$'), p('$(x-1)(x-6)$'), p('$(x+1)(x-6)$')],
    correctAnswer: 'A', difficuty: 2, description: p('We need two numbers with product $6$ and sum $-5$: $-2$ and $-3$.'),
    filed: ['Algebra', 'Quadratics', 'Factoring'], source: 'School worksheets', counterpart: 'factor-1-zh',
  },
  {
    key: 'factor-1-zh', teacher: 'teacher', language: 'zh', name: '因式分解二次式', isChoice: 0,
    qText: p('因式分解 $x^2 - 5x + 6$。'),
    answers: [p('$(x-2)(x-3)$'), p('$(x+2)(x+3)$'), p('$(x-1)(x-6)$'), p('$(x+1)(x-6)$')],
    correctAnswer: 'A', difficuty: 2, description: p('找两个数，积为 $6$，和为 $-5$：$-2$ 与 $-3$。'),
    filed: ['Algebra', 'Quadratics', 'Factoring'], counterpart: 'factor-1',
  },
  {
    key: 'roots-multi', teacher: 'teacher', language: 'en', name: 'Roots of a quadratic', isChoice: 1, numChoice: 5,
    qText: p('Which of these are roots of $2x^2 - x - 1 = 0$? Choose every one.'),
    answers: [p('$x = 1$'), p('$x = -1$'), p('$x = -\\tfrac12$'), p('$x = \\tfrac12$'), p('$x = 2$')],
    correctAnswer: 'A,C', difficuty: 3, description: p('$2x^2 - x - 1 = (2x+1)(x-1)$, so $x = 1$ or $x = -\\tfrac12$.'),
    filed: ['Algebra', 'Quadratics', 'The quadratic formula'], source: 'School worksheets',
  },
  {
    key: 'discriminant', teacher: 'teacher', language: 'en', name: 'Discriminant', isChoice: 2,
    qText: p('Give the discriminant \\(b^2 - 4ac\\) of $3x^2 + 4x - 2$.'),
    correctAnswer: '40', difficuty: 3, description: p('$b^2 - 4ac = 16 - 4\\cdot 3 \\cdot(-2) = 16 + 24 = 40$.'),
    filed: ['Algebra', 'Quadratics', 'The quadratic formula'], source: 'School worksheets',
  },
  {
    key: 'vertex', teacher: 'teacher', language: 'en', name: 'Vertex of a parabola', isChoice: 0,
    qText: p('Where is the vertex of $y = x^2 - 4x + 1$?'),
    answers: [p('$(2, -3)$'), p('$(-2, 13)$'), p('$(4, 1)$'), p('$(2, 1)$')],
    correctAnswer: 'A', difficuty: 3, description: p('$x = -\\frac{b}{2a} = 2$, and $y(2) = 4 - 8 + 1 = -3$.'),
    filed: ['Algebra', 'Quadratics', 'The quadratic formula'], source: 'School worksheets',
  },
  {
    key: 'log-law', teacher: 'teacher', language: 'en', name: 'Laws of logarithms', isChoice: 1,
    qText: p('Which are equal to $\\log_2 8$?'),
    answers: [p('$3$'), p('$\\log_2 2 + \\log_2 4$'), p('$\\frac{\\ln 8}{\\ln 2}$'), p('$\\log_8 2$')],
    correctAnswer: 'A,B,C', difficuty: 4, description: p('$2^3 = 8$; the product law and the change of base give the same; $\\log_8 2 = \\tfrac13$.'),
    filed: ['Algebra', 'Exponentials and logarithms', 'Laws of logarithms'], source: 'School worksheets',
  },
  {
    key: 'roots-zh', teacher: 'teacher', language: 'zh', name: '求根公式', isChoice: 2,
    qText: p('用求根公式解 $x^2 - 2x - 3 = 0$，写出较大的根。'),
    correctAnswer: '3', difficuty: 2, description: p('\\(x = \\frac{2 \\pm \\sqrt{4 + 12}}{2} = 1 \\pm 2\\)，较大的根是 $3$。'),
    filed: ['Algebra', 'Quadratics', 'The quadratic formula'],
  },
  // Algebra practice (self-practice serves questions with a source: School worksheets), difficulties 1 to 5.
  {
    key: 'expand-square', teacher: 'teacher', language: 'en', name: 'Expand a square', isChoice: 2,
    qText: p('Expand $(x+3)^2$.'),
    correctAnswer: 'x^2+6x+9', difficuty: 1, description: p('$(x+3)^2 = x^2 + 2\\cdot 3x + 9 = x^2 + 6x + 9$.'),
    filed: ['Algebra', 'Quadratics', 'Factoring'], source: 'School worksheets',
  },
  {
    key: 'linear-step', teacher: 'teacher', language: 'en', name: 'One step first', isChoice: 0,
    qText: p('Solve $3x - 7 = 11$.'),
    answers: [p('$x = 6$'), p('$x = \\tfrac43$'), p('$x = 18$'), p('$x = -6$')],
    correctAnswer: 'A', difficuty: 1, description: p('Add $7$: $3x = 18$, so $x = 6$.'),
    filed: ['Algebra', 'Quadratics', 'Factoring'], source: 'School worksheets',
  },
  {
    key: 'which-quadratic', teacher: 'teacher', language: 'en', name: 'Which are quadratic?', isChoice: 1,
    qText: p('Which of these equations are quadratic in $x$? Choose every one.'),
    answers: [p('$x^2 = 4$'), p('$2x + 1 = 0$'), p('$x(x-3) = 5$'), p('$\\frac1x = x$')],
    correctAnswer: 'A,C', difficuty: 2, description: p('$x(x-3) = 5$ is $x^2 - 3x - 5 = 0$; $\\frac1x = x$ is not a polynomial equation as written.'),
    filed: ['Algebra', 'Quadratics', 'Factoring'], source: 'School worksheets',
  },
  {
    key: 'sum-of-roots', teacher: 'teacher', language: 'en', name: 'Sum of the roots', isChoice: 2,
    qText: p('What is the sum of the roots of $x^2 - 7x + 10 = 0$?'),
    correctAnswer: '7', difficuty: 3, description: p('The roots are $2$ and $5$; in general the sum is $-\\frac{b}{a} = 7$.'),
    filed: ['Algebra', 'Quadratics', 'The quadratic formula'], source: 'School worksheets',
  },
  {
    key: 'complete-square', teacher: 'teacher', language: 'en', name: 'Completing the square', isChoice: 0,
    qText: p('Write $x^2 - 6x + 5$ as $(x - h)^2 + k$.'),
    answers: [p('$(x-3)^2 - 4$'), p('$(x-3)^2 + 5$'), p('$(x+3)^2 - 4$'), p('$(x-6)^2 + 5$')],
    correctAnswer: 'A', difficuty: 4, description: p('$(x-3)^2 = x^2 - 6x + 9$, so $x^2 - 6x + 5 = (x-3)^2 - 4$.'),
    filed: ['Algebra', 'Quadratics', 'The quadratic formula'], source: 'School worksheets',
  },
  {
    key: 'log-solve', teacher: 'teacher', language: 'en', name: 'Solve a logarithm', isChoice: 2,
    qText: p('Solve $\\log_2 x = 5$.'),
    correctAnswer: '32', difficuty: 4, description: p('$x = 2^5 = 32$.'),
    filed: ['Algebra', 'Exponentials and logarithms', 'Laws of logarithms'], source: 'School worksheets',
  },
  {
    key: 'change-of-base', teacher: 'teacher', language: 'en', name: 'Change of base', isChoice: 2,
    qText: p('Give $\\log_4 8$ as a fraction.'),
    correctAnswer: '3/2', difficuty: 5, description: p('$\\log_4 8 = \\frac{\\log_2 8}{\\log_2 4} = \\frac32$.'),
    filed: ['Algebra', 'Exponentials and logarithms', 'Laws of logarithms'], source: 'School worksheets',
  },
  {
    key: 'doubling', teacher: 'teacher', language: 'en', name: 'Doubling time', isChoice: 0,
    qText: p('A culture grows as $N = N_0 e^{0.2t}$ ($t$ in hours). About how long does it take to double?'),
    answers: [p('$2.0$ h'), p('$3.5$ h'), p('$5.0$ h'), p('$10$ h')],
    correctAnswer: 'B', difficuty: 5, description: p('$e^{0.2t} = 2$ gives $t = \\frac{\\ln 2}{0.2} \\approx 3.47$ h.'),
    filed: ['Algebra', 'Exponentials and logarithms', 'Laws of logarithms'], source: 'School worksheets',
  },
  // Mechanics (Isaac Newton)
  {
    key: 'range', teacher: 'teacher2', language: 'en', name: 'Range of a projectile', isChoice: 0,
    qText: p('A ball leaves the ground at $v_0 = 20\\,\\text{m/s}$ at $45^\\circ$. With $g = 10\\,\\text{m/s}^2$, how far does it land?'),
    answers: [p('$20\\,\\text{m}$'), p('$40\\,\\text{m}$'), p('$80\\,\\text{m}$'), p('$10\\sqrt2\\,\\text{m}$')],
    correctAnswer: 'B', difficuty: 3, description: p('$R = \\frac{v_0^2 \\sin 2\\theta}{g} = \\frac{400}{10} = 40\\,\\text{m}$.'),
    filed: ['Mechanics', 'Kinematics', 'Projectiles'], source: 'OpenStax University Physics', counterpart: 'range-zh',
  },
  {
    key: 'range-zh', teacher: 'teacher2', language: 'zh', name: '抛体的射程', isChoice: 0,
    qText: p('小球以 $v_0 = 20\\,\\text{m/s}$、仰角 $45^\\circ$ 抛出，取 $g = 10\\,\\text{m/s}^2$，落地点多远？'),
    answers: [p('$20\\,\\text{m}$'), p('$40\\,\\text{m}$'), p('$80\\,\\text{m}$'), p('$10\\sqrt2\\,\\text{m}$')],
    correctAnswer: 'B', difficuty: 3, description: p('$R = \\frac{v_0^2 \\sin 2\\theta}{g} = 40\\,\\text{m}$。'),
    filed: ['Mechanics', 'Kinematics', 'Projectiles'], counterpart: 'range',
  },
  {
    key: 'max-height', teacher: 'teacher2', language: 'en', name: 'Highest point', isChoice: 2,
    qText: p('A stone is thrown straight up at $15\\,\\text{m/s}$ ($g = 10\\,\\text{m/s}^2$). How high does it rise, in metres?'),
    correctAnswer: '11.25', difficuty: 2, description: p('$h = \\frac{v_0^2}{2g} = \\frac{225}{20} = 11.25\\,\\text{m}$.'),
    filed: ['Mechanics', 'Kinematics', 'Motion in one dimension'],
  },
  {
    key: 'newton-2', teacher: 'teacher2', language: 'en', name: "Newton's second law", isChoice: 1,
    qText: p('A net force \\(F\\) acts on a mass \\(m\\). Which statements are true?'),
    answers: [p('$a = F/m$'), p('Doubling $m$ doubles $a$'), p('$F$ and $a$ point the same way'), p('With $F = 0$ the body stops at once')],
    correctAnswer: 'A,C', difficuty: 2, description: p('$F = ma$: the acceleration is $F/m$, along $F$; with no net force the velocity stays constant.'),
    filed: ['Mechanics', 'Dynamics', "Newton's laws"], source: 'School worksheets',
  },
  {
    key: 'friction', teacher: 'teacher2', language: 'en', name: 'Sliding block', isChoice: 0, numChoice: 5,
    qText: p('A $2\\,\\text{kg}$ block slides on a floor with $\\mu_k = 0.25$ ($g = 10\\,\\text{m/s}^2$). What is the friction force?'),
    answers: [p('$0.5\\,\\text{N}$'), p('$2\\,\\text{N}$'), p('$5\\,\\text{N}$'), p('$20\\,\\text{N}$'), p('$50\\,\\text{N}$')],
    correctAnswer: 'C', difficuty: 2, description: p('$f = \\mu_k m g = 0.25 \\cdot 2 \\cdot 10 = 5\\,\\text{N}$.'),
    filed: ['Mechanics', 'Dynamics', 'Friction'],
  },
  {
    key: 'forces-zh', teacher: 'teacher2', language: 'zh', name: '力与运动', isChoice: 1,
    qText: p('物体所受合力为零时，下列说法正确的是（多选）：$\\sum \\vec F = 0$'),
    answers: [p('物体可能静止'), p('物体可能做匀速直线运动'), p('物体一定静止'), p('加速度 $a = 0$')],
    correctAnswer: 'A,B,D', difficuty: 2, description: p('合力为零时 $a = 0$，速度保持不变：静止或匀速直线运动。'),
    filed: ['Mechanics', 'Dynamics', "Newton's laws"],
  },
  {
    key: 'newton-zh', teacher: 'teacher2', language: 'zh', name: '牛顿第二定律', isChoice: 2,
    qText: p('质量 $4\\,\\text{kg}$ 的物体受合力 $10\\,\\text{N}$，加速度是多少 $\\text{m/s}^2$？'),
    correctAnswer: '2.5', difficuty: 1, description: p('$a = F/m = 10/4 = 2.5\\,\\text{m/s}^2$。'),
    filed: ['Mechanics', 'Dynamics', "Newton's laws"],
  },
];

/**
 * @typedef {{ key: string, teacher: 'teacher' | 'teacher2', language: 'en' | 'zh', name: string, description: string,
 *   dueInDays: number, isExam?: boolean, examDuration?: number, questions: string[], classes: string[], isPub: boolean }} DemoHomework
 */

/** Homework and one exam, attached to the demo classes (class keys of demo-content.mjs). */
/** @type {DemoHomework[]} */
export const DEMO_HOMEWORK = [
  {
    key: 'quadratics-1', teacher: 'teacher', language: 'en', name: 'Week 3: quadratics',
    description: 'Factoring and the quadratic formula.', dueInDays: 7,
    questions: ['factor-1', 'roots-multi', 'discriminant', 'vertex'], classes: ['algebra'], isPub: true,
  },
  {
    key: 'algebra-exam', teacher: 'teacher', language: 'en', name: 'Quadratics and logarithms exam',
    description: 'Timed: 30 minutes, no calculator.', dueInDays: 14, isExam: true, examDuration: 30,
    questions: ['vertex', 'discriminant', 'log-law', 'roots-multi'], classes: ['algebra'], isPub: true,
  },
  {
    key: 'projectiles-1', teacher: 'teacher2', language: 'en', name: 'Week 3: projectiles',
    description: 'Throwing things, on paper.', dueInDays: 5,
    questions: ['range', 'max-height', 'newton-2', 'friction'], classes: ['mechanics'], isPub: true,
  },
  {
    key: 'mechanics-zh-1', teacher: 'teacher2', language: 'zh', name: '第三周：抛体运动',
    description: '射程与牛顿第二定律。', dueInDays: 5,
    questions: ['range-zh', 'forces-zh', 'newton-zh'], classes: ['mechanics-zh'], isPub: true,
  },
];
