// The spreadsheet import's part of `npm run bench`: a 1,000-row file (written here with exceljs) uploaded through the
// gateway and imported with batchCreateQuestion, timed end to end (upload + import) and for the import call alone.
// The baseline, in the same run: the same 1,000 questions written one by one through the calls the Edit Question
// form makes (createQuestion, then updateQuestion with every field), 8 at a time: what a teacher without the import
// would cause. Target: the import under 10 s on this machine.
import ExcelJS from 'exceljs';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 1000);
const ROUNDS = Number(process.env.BENCH_IMPORT_ROUNDS ?? 3);
const CONCURRENCY = 8;
const TARGET_SECONDS = 10;
const HEADERS = ['Name', 'Type', 'Number of choices', 'Question', 'Answer A', 'Answer B', 'Answer C', 'Answer D', 'Answer E', 'Correct answer', 'Difficulty', 'Solution', 'Source', 'Category', 'Copyright'];

/**
 * The i-th question, a third of each type, with maths, as the API names its fields.
 * @param {string} tag
 * @param {number} i
 */
function question(tag, i) {
  const type = i % 3;
  const base = { name: `${tag} ${String(i).padStart(4, '0')}`, qText: `Solve $x^2 - ${i + 1} = 0$ for $x > 0$.`, difficuty: (i % 5) + 1, description: `$x = \\sqrt{${i + 1}}$ because $x^2 = ${i + 1}$.`, category: 'Bench' };
  if (type === 2) return { ...base, isChoice: 2, numChoice: 4, answers: [], correctAnswer: `sqrt(${i + 1})` };
  const answers = [`$\\sqrt{${i + 1}}$`, `$${i + 1}$`, `$${(i + 1) * 2}$`, `$-\\sqrt{${i + 1}}$`, '$0$'];
  return type === 0
    ? { ...base, isChoice: 0, numChoice: 4, answers: answers.slice(0, 4), correctAnswer: 'A' }
    : { ...base, isChoice: 1, numChoice: 5, answers, correctAnswer: 'E,A' };
}

const TYPE_WORDS = ['Single choice', 'Multiple choice', 'Free text'];

/** @param {ReturnType<typeof question>[]} questions */
async function spreadsheetOf(questions) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Questions');
  sheet.addRow(HEADERS);
  for (const q of questions) {
    const answers = [0, 1, 2, 3, 4].map((k) => q.answers[k] ?? null);
    sheet.addRow([q.name, TYPE_WORDS[q.isChoice], q.isChoice === 2 ? null : q.numChoice, q.qText, ...answers, q.correctAnswer, q.difficuty, q.description, null, q.category, null]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * @param {string} baseUrl
 * @param {string} token
 * @param {string} method
 * @param {string} path
 * @param {unknown} body
 */
async function call(baseUrl, token, method, path, body) {
  const res = await fetch(new URL(path, baseUrl), { method, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  const reply = /** @type {{ code: number, msg: string, result: any }} */ (await res.json());
  if (reply.code !== 200) throw new Error(`${method} ${path}: ${reply.code} ${reply.msg}`);
  return reply.result;
}

/**
 * Upload and import one file; answers the seconds of each.
 * @param {string} baseUrl
 * @param {string} token
 * @param {Buffer} file
 */
async function importOnce(baseUrl, token, file) {
  const start = performance.now();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), 'questions.xlsx');
  form.append('type', '2');
  const uploaded = /** @type {{ code: number, msg: string, result: { path: string } }} */ (await (await fetch(new URL('/api/file/upload', baseUrl), { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } })).json());
  if (uploaded.code !== 200) throw new Error(`upload: ${uploaded.code} ${uploaded.msg}`);
  const importStart = performance.now();
  const result = await call(baseUrl, token, 'POST', '/api/teacher/batchCreateQuestion', { filePath: uploaded.result.path, language: 'en' });
  const end = performance.now();
  if (result.created !== ROWS) throw new Error(`the import created ${result.created} questions, not ${ROWS}`);
  return { total: (end - start) / 1000, importOnly: (end - importStart) / 1000 };
}

/**
 * The same questions one by one, as the Edit Question form writes them.
 * @param {string} baseUrl
 * @param {string} token
 * @param {ReturnType<typeof question>[]} questions
 */
async function oneByOne(baseUrl, token, questions) {
  const start = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < questions.length) {
      const q = questions[next++];
      const created = await call(baseUrl, token, 'POST', '/api/teacher/createQuestion', { language: 'en' });
      const [answerA = '', answerB = '', answerC = '', answerD = '', answerE = ''] = q.answers.map((a) => `<p>${a}</p>`);
      await call(baseUrl, token, 'PUT', '/api/teacher/updateQuestion', {
        _id: created._id, name: q.name, isChoice: q.isChoice, numChoice: q.numChoice, qText: `<p>${q.qText}</p>`, answerA, answerB, answerC, answerD, answerE,
        correctAnswer: q.correctAnswer, difficuty: q.difficuty, description: `<p>${q.description}</p>`, category: q.category,
      });
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return (performance.now() - start) / 1000;
}

const median = (/** @type {number[]} */ values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Prints the import's figures. `teacher` signs in through the gateway; the questions it creates stay (a private stack
 * is removed afterwards).
 * @param {string} baseUrl
 * @param {{ email: string, password: string }} teacher
 */
export async function benchQuestionImport(baseUrl, teacher) {
  const signedIn = /** @type {{ code: number, msg: string, result: { token: string } }} */ (await (await fetch(new URL('/api/login/authUser', baseUrl), {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(teacher),
  })).json());
  if (signedIn.code !== 200) throw new Error(`sign-in as ${teacher.email}: ${signedIn.code} ${signedIn.msg}`);
  const token = signedIn.result.token;
  const tag = `bench-import-${Date.now().toString(36)}`;
  const questions = Array.from({ length: ROWS }, (_, i) => question(tag, i));
  const file = await spreadsheetOf(questions);
  await importOnce(baseUrl, token, file); // warm up

  /** @type {{ total: number, importOnly: number }[]} */
  const runs = [];
  for (let round = 0; round < ROUNDS; round++) runs.push(await importOnce(baseUrl, token, file));
  const baseline = await oneByOne(baseUrl, token, questions);

  const total = median(runs.map((r) => r.total));
  const importOnly = median(runs.map((r) => r.importOnly));
  console.log(`\nSpreadsheet import of ${ROWS} questions (${(file.length / 1024).toFixed(0)} KB .xlsx) through the gateway, median of ${ROUNDS}:`);
  console.log(`  upload + batchCreateQuestion      ${total.toFixed(2).padStart(7)} s   (each: ${runs.map((r) => r.total.toFixed(2)).join(', ')})`);
  console.log(`  batchCreateQuestion alone         ${importOnly.toFixed(2).padStart(7)} s`);
  console.log(`  one by one (baseline)             ${baseline.toFixed(2).padStart(7)} s   createQuestion + updateQuestion each, ${CONCURRENCY} at a time`);
  console.log(`  ratio import/baseline: ${(total / baseline).toFixed(2)}   target: under ${TARGET_SECONDS} s ${total < TARGET_SECONDS ? 'met' : 'NOT MET'}`);
}
