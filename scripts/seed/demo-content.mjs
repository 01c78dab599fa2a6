// What the demo school teaches: classes in en and zh with rich introductions and maths, and the home introduction.

/**
 * A term relative to the month the seed runs in: from the first day of the month `fromMonths` away to the last day of
 * the month `toMonths` away (negative: in the past). Featured classes run now, whenever the demo is started.
 */
/**
 * @param {number} fromMonths
 * @param {number} toMonths
 */
export function term(fromMonths, toMonths, today = new Date()) {
  const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + fromMonths, 1));
  const end = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + toMonths + 1, 0));
  return { startDate: start.toISOString(), endDate: end.toISOString() };
}

export const SOURCES = ['OpenStax University Physics', 'AP Calculus AB past papers', 'School worksheets'];

export const HOME_INTRODUCTION = `<h2>Learn maths and physics with teachers who care</h2>
<p>Small online classes, weekly homework with instant feedback, timed exams and a self-practice area.
Parents follow every step; teachers correct by hand where it matters.</p>
<p>From Newton's second law \\(F = ma\\) to the quadratic formula \\(x = \\frac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}\\):
pick a class below and start this week.</p>`;

/**
 * @typedef {{ key: string, teacher: 'teacher' | 'teacher2', language: string, category: string, featuredOrder?: number,
 *   name: string, monthlyPrice: number, yearlyPrice: number, startDate: string, endDate: string, sources?: string[],
 *   includeLibrary?: boolean, introduction: string, description: string, bulletin: string }} DemoClass
 */

/** @type {DemoClass[]} */
export const DEMO_CLASSES = [
  {
    key: 'mechanics', teacher: 'teacher2', language: 'en', category: 'Physics', featuredOrder: 1,
    name: 'Mechanics I: Motion and Forces', monthlyPrice: 49, yearlyPrice: 490, ...term(-2, 7),
    sources: ['OpenStax University Physics', 'School worksheets'],
    introduction: `<p>Kinematics, Newton's laws and energy, with a problem set every week.</p>
<p>We start from \\(v = v_0 + at\\) and end with conservation of energy, $E = \\tfrac12 mv^2 + mgh$.</p>`,
    description: '<p>Two live lessons a week, recorded. Homework is corrected within 48 hours.</p>',
    bulletin: '<p><strong>Week 3:</strong> projectile motion. Bring a ruler and a stopwatch.</p>',
  },
  {
    key: 'electricity', teacher: 'teacher2', language: 'en', category: 'Physics', featuredOrder: 2,
    name: 'Electricity and Magnetism', monthlyPrice: 59, yearlyPrice: 590, ...term(-1, 4),
    sources: ['OpenStax University Physics'],
    introduction: `<p>Charges, fields and circuits, up to Maxwell's equations in integral form.</p>
<p>Coulomb's law: $F = k\\frac{q_1 q_2}{r^2}$.</p>`,
    description: '<p>For students who finished Mechanics I or an equivalent course.</p>',
    bulletin: '<p>Lab kit list is in the first homework.</p>',
  },
  {
    key: 'algebra', teacher: 'teacher', language: 'en', category: 'Math', featuredOrder: 1,
    name: 'Algebra II', monthlyPrice: 39, yearlyPrice: 390, ...term(-2, 7),
    sources: ['School worksheets'], includeLibrary: true,
    introduction: `<p>Polynomials, exponentials and logarithms, sequences and series.</p>
<p>You will solve $ax^2 + bx + c = 0$ three different ways.</p>`,
    description: '<p>Grades 9 to 11. Weekly quiz on Fridays.</p>',
    bulletin: '<p>Quiz 2 moves to Monday.</p>',
  },
  {
    key: 'calculus', teacher: 'teacher', language: 'en', category: 'Math', featuredOrder: 2,
    name: 'AP Calculus AB', monthlyPrice: 69, yearlyPrice: 690, ...term(-2, 6),
    sources: ['AP Calculus AB past papers'],
    introduction: `<p>Limits, derivatives and integrals, ready for the AP exam in May.</p>
<p>\\(\\int_0^1 x^2\\,dx = \\tfrac13\\) will feel obvious by October.</p>`,
    description: '<p>Past papers every other week, timed like the real exam.</p>',
    bulletin: '<p>Mock exam on the first Saturday of each month.</p>',
  },
  {
    key: 'mechanics-zh', teacher: 'teacher2', language: 'zh', category: 'Physics', featuredOrder: 1,
    name: '力学基础', monthlyPrice: 45, yearlyPrice: 450, ...term(-2, 7),
    introduction: '<p>运动学、牛顿定律与能量守恒，每周一次练习。</p><p>牛顿第二定律：$F = ma$。</p>',
    description: '<p>每周两次直播课，作业 48 小时内批改。</p>',
    bulletin: '<p>第三周：抛体运动。</p>',
  },
  {
    key: 'algebra-zh', teacher: 'teacher', language: 'zh', category: 'Math', featuredOrder: 1,
    name: '代数入门', monthlyPrice: 35, yearlyPrice: 350, ...term(-2, 7),
    introduction: '<p>多项式、指数与对数。</p><p>求根公式：\\(x = \\frac{-b \\pm \\sqrt{b^2-4ac}}{2a}\\)。</p>',
    description: '<p>适合 9 至 11 年级。</p>',
    bulletin: '<p>周五小测。</p>',
  },
  {
    key: 'waves', teacher: 'teacher2', language: 'en', category: 'Physics',
    name: 'Waves and Optics (draft)', monthlyPrice: 49, yearlyPrice: 490, ...term(1, 4),
    introduction: '<p>Not featured yet: waiting for the admin.</p>',
    description: '<p>Draft.</p>', bulletin: '',
  },
  {
    // Ended: Leo's place on it has expired, so My Classes offers 'renew' (the library stays open to renewals).
    key: 'geometry', teacher: 'teacher', language: 'en', category: 'Math',
    name: 'Geometry and Trigonometry', monthlyPrice: 35, yearlyPrice: 350, ...term(-8, -2), includeLibrary: true,
    sources: ['School worksheets'],
    introduction: `<p>Triangles, circles and the unit circle.</p>
<p>Everything follows from $\\sin^2\\theta + \\cos^2\\theta = 1$ and the law of cosines \\(c^2 = a^2 + b^2 - 2ab\\cos\\gamma\\).</p>`,
    description: '<p>Last term\'s class. Renew to keep the worksheets and the library.</p>',
    bulletin: '<p>The class has ended; the library stays open to renewals.</p>',
  },
];
