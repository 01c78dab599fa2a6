// npm run bench, part: the teacher's question list (POST /teacher/getQuestionsByTeacher, 100 a page) when one teacher
// has 10,000 questions, through the gateway, against catalog's public class list (GET /public/getHomeClasses) through
// the same gateway in the same run, interleaved, so machine load affects both alike.
import ExcelJS from 'exceljs';
import { percentile, row } from './stats.mjs';

/** @typedef {import('../seed/api.mjs').Reply} Reply */

/** @param {Response} res @returns {Promise<Reply>} */
const replyOf = async (res) => /** @type {Reply} */ (await res.json());

const QUESTIONS = Number(process.env.BENCH_QUESTIONS ?? 10_000);
const PER_FILE = 1_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 500);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);

/**
 * A spreadsheet of `count` single-choice questions in the template's columns, numbered from `first`.
 * @param {number} first
 * @param {number} count
 */
async function questionFile(first, count) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Questions');
  sheet.addRow(['Name', 'Type', 'Number of choices', 'Question', 'Answer A', 'Answer B', 'Answer C', 'Answer D', 'Correct answer', 'Difficulty', 'Solution']);
  for (let n = first; n < first + count; n++) {
    sheet.addRow([`Bench question ${n}`, 'Single choice', 4, `What is $${n} + 1$?`, `$${n + 1}$`, `$${n}$`, `$${n + 2}$`, `$${n - 1}$`, 'A', (n % 5) + 1, `$${n} + 1 = ${n + 1}$`]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * Imports `QUESTIONS` questions for the teacher, a thousand a file, as the Batch Create button does.
 * @param {string} baseUrl
 * @param {string} token
 */
async function fillQuestionBank(baseUrl, token) {
  const authorization = `Bearer ${token}`;
  for (let first = 0; first < QUESTIONS; first += PER_FILE) {
    const form = new FormData();
    form.append('type', '2');
    form.append('file', new Blob([await questionFile(first, Math.min(PER_FILE, QUESTIONS - first))]), 'bench.xlsx');
    const uploaded = await replyOf(await fetch(`${baseUrl}/api/file/upload`, { method: 'POST', body: form, headers: { authorization } }));
    if (uploaded.code !== 200) throw new Error(`upload: ${uploaded.code} ${uploaded.msg}`);
    const imported = await replyOf(await fetch(`${baseUrl}/api/teacher/batchCreateQuestion`, {
      method: 'POST', headers: { authorization, 'content-type': 'application/json' }, body: JSON.stringify({ filePath: uploaded.result.path, language: 'en' }),
    }));
    if (imported.code !== 200) throw new Error(`import: ${imported.code} ${imported.msg}`);
  }
}

/**
 * @param {string} url
 * @param {RequestInit} init
 */
async function timed(url, init) {
  const start = process.hrtime.bigint();
  const res = await fetch(url, { ...init, headers: { 'accept-encoding': 'gzip, deflate, br', ...init.headers } });
  const body = await replyOf(res);
  if (body.code !== 200) throw new Error(`${url}: ${body.code} ${body.msg}`);
  return { ms: Number(process.hrtime.bigint() - start) / 1e6, body };
}

/**
 * @param {string} baseUrl
 * @param {{ email: string, password: string }} admin
 */
export async function benchQuestionList(baseUrl, admin) {
  const signIn = async (/** @type {string} */ email, /** @type {string} */ password) => {
    const res = await replyOf(await fetch(`${baseUrl}/api/login/authUser`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) }));
    if (res.code !== 200) throw new Error(`sign-in as ${email}: ${res.code} ${res.msg}`);
    return /** @type {string} */ (res.result.token);
  };
  const adminToken = await signIn(admin.email, admin.password);
  const teacher = { email: `bench-teacher-${Date.now()}@bench.local`, password: 'bench-teacher-1' };
  const created = await replyOf(await fetch(`${baseUrl}/api/admin/createUser`, {
    method: 'POST', headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Bench Teacher', ...teacher, role: 'Teacher' }),
  }));
  if (created.code !== 200) throw new Error(`creating the bench teacher: ${created.code} ${created.msg}`);
  const token = await signIn(teacher.email, teacher.password);

  const filling = Date.now();
  await fillQuestionBank(baseUrl, token);
  console.log(`\nQuestion list: ${QUESTIONS} questions of one teacher imported in ${((Date.now() - filling) / 1000).toFixed(1)} s (${QUESTIONS / PER_FILE} files)`);

  const list = (/** @type {object} */ body) => timed(`${baseUrl}/api/teacher/getQuestionsByTeacher`, {
    method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body),
  });
  const catalogList = () => timed(`${baseUrl}/api/public/getHomeClasses?language=en`, {});
  const first = await list({ name: '', language: 'en', page: 1, pageSize: 100 });
  if (first.body.result.total !== QUESTIONS || first.body.result.list.length !== 100) {
    throw new Error(`the list shows ${first.body.result.list.length} of ${first.body.result.total} questions, not 100 of ${QUESTIONS}`);
  }
  const variants = [
    { label: 'first page (100 of 10,000)', body: { name: '', language: 'en', page: 1, pageSize: 100 } },
    { label: 'last page', body: { name: '', language: 'en', page: Math.ceil(QUESTIONS / 100), pageSize: 100 } },
    { label: "name search 'question 99'", body: { name: 'question 99', language: 'en', page: 1, pageSize: 100 } },
  ];
  for (const variant of variants) {
    for (let i = 0; i < 30; i++) await Promise.all([list(variant.body), catalogList()]); // warm up
    /** @type {number[]} */
    const questions = [];
    /** @type {number[]} */
    const classes = [];
    let next = 0;
    const worker = async () => {
      while (next < ROUNDS) {
        next++;
        questions.push((await list(variant.body)).ms);
        classes.push((await catalogList()).ms);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    console.log(`\ngetQuestionsByTeacher, ${variant.label}, ${ROUNDS} requests each, ${CONCURRENCY} at a time, through the gateway`);
    console.log(row('question list', questions));
    console.log(row('getHomeClasses en (baseline)', classes));
    const ratio = (/** @type {number} */ p) => (percentile(questions, p) / percentile(classes, p)).toFixed(2);
    console.log(`  ratio question list/baseline: p50 ${ratio(50)}   p95 ${ratio(95)}   p99 ${ratio(99)}`);
  }
}
