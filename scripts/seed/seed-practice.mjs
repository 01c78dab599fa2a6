// The demo student's self-practice (Resources), made through the public API as Leo would: a saved setting over
// Algebra (Ada Lovelace's library, which his class Algebra II includes), a few answered questions (right, wrong,
// given up) for HISTORY and REPORT, and one bug report that Ada sees on My Questions. Each step looks first, so a run
// that stopped half-way is completed by the next one and a second run adds nothing.
import { signIn } from './api.mjs';
import { DEMO_QUESTIONS } from './demo-question-bank.mjs';

/** @typedef {import('./api.mjs').Api} Api */

const PRACTICE_STUDENT = 'student';
const PRACTICE_LIBRARY = 'Algebra';
const PRACTICE_SOURCE = 'School worksheets';
/** What Leo does with the first questions PLAY serves him, in order. */
const PLAYS = /** @type {const} */ (['right', 'wrong', 'gaveUp', 'right', 'right']);
/** The Help page (Admin › Library › Resources Setting), shown in Resources › HELP. */
const HELP_CONTENT = `<h2>How self-practice works</h2>
<p>In <strong>SETTINGS</strong> choose the libraries (or just a chapter or a section), the sources and a difficulty:
easy is difficulty 1–2, medium 3, difficult 4, very difficult 5. Only the libraries of your classes are offered.</p>
<p>In <strong>PLAY</strong> answer one question at a time. <strong>Submit</strong> shows whether you are right, the
correct answer and the solution. Stuck? <strong>Give Up</strong> shows them too. Maths answers are checked the way your
teacher would: $x^2-1$ and $(x-1)(x+1)$ are the same answer.</p>
<p>Something wrong with a question? Use <strong>Report bug</strong>: its teacher reads your report.</p>
<p><strong>HISTORY</strong> keeps every question you answered; <strong>REPORT</strong> shows how your current setting
is going. Saving new settings starts a fresh round.</p>`;
const BUG_REPORT = { errorType: 3, otherContent: 'The solution skips a step: where does the 2 in 2·3x come from?' };

/**
 * Whether the seed's last step is done: Leo has practice records.
 * @param {string} baseUrl
 * @param {Record<string, { email: string }>} users
 * @param {string} password
 */
export async function demoPracticeSeeded(baseUrl, users, password) {
  const leo = (await signIn(baseUrl, users[PRACTICE_STUDENT].email, password)).client;
  const history = await leo.mustGet('/api/user/getStudentQuestionRecord?page=1&pageSize=1');
  return history.result.total > 0;
}

/**
 * @param {string} baseUrl
 * @param {{ admin: Api, ids: Record<string, string>, users: Record<string, { email: string }>, password: string, questionIds: Record<string, string> }} school
 */
export async function seedDemoPractice(baseUrl, { admin, ids, users, password, questionIds }) {
  await ensureResourcesMenu(admin, ids[PRACTICE_STUDENT]);
  await ensureHelp(admin);
  const leo = (await signIn(baseUrl, users[PRACTICE_STUDENT].email, password)).client;
  const ada = (await signIn(baseUrl, users.teacher.email, password)).client;
  await ensureSetting(leo);
  await ensureBugReport(leo, ada, questionIds['expand-square']);
  await ensurePlayed(leo, questionIds);
}

/**
 * The header shows Resources to a student with the sRegister flag; Leo, on Algebra II (which includes the library),
 * has it. Set only when it is missing, so a computed flag is never overwritten.
 * @param {Api} admin
 * @param {string} leoId
 */
async function ensureResourcesMenu(admin, leoId) {
  const leo = (await admin.mustGet(`/api/admin/getUserById?id=${leoId}`)).result;
  if (!leo.sRegister) await admin.must('/api/admin/updateUser', { _id: leoId, sRegister: true });
}

/** @param {Api} admin */
async function ensureHelp(admin) {
  if ((await admin.mustGet('/api/public/getResourceBase')).result.helpContent.trim()) return;
  await admin.must('/api/admin/editResourceBase', { helpContent: HELP_CONTENT });
}

/** @param {Api} leo */
async function ensureSetting(leo) {
  if ((await leo.mustGet('/api/user/getUserSetting')).result.saved) return;
  const library = (await leo.mustGet('/api/user/getLibrary')).result.list.find((/** @type {{ name: string }} */ l) => l.name === PRACTICE_LIBRARY);
  if (!library) throw new Error(`the demo student cannot see the ${PRACTICE_LIBRARY} library: is Algebra II including it?`);
  const sources = await leo.mustGet(`/api/user/getUserSource?page=1&pageSize=10&keyword=${encodeURIComponent(PRACTICE_SOURCE)}`);
  const source = sources.result.list.find((/** @type {{ name: string }} */ s) => s.name === PRACTICE_SOURCE);
  await leo.must('/api/user/updateUserSetting', { libraries: [{ libraryId: library._id, chapterId: '', sectionId: '' }], sources: [source], difficulty: 'all' });
}

/**
 * Leo's report on a question of Ada's; the question's author reads it on My Questions.
 * @param {Api} leo
 * @param {Api} ada
 * @param {string} questionId
 */
async function ensureBugReport(leo, ada, questionId) {
  const reports = await ada.mustGet(`/api/teacher/getQuestionReports?questionId=${questionId}`);
  if (reports.result.list.length > 0) return;
  await leo.must('/api/user/reportResourceQuestion', { questionId, ...BUG_REPORT });
}

/**
 * A wrong answer to a question: another letter, or a number that is not the answer.
 * @param {{ isChoice: number, correctAnswer: string }} demo
 */
function wrongAnswer(demo) {
  if (demo.isChoice === 2) return '0';
  return demo.correctAnswer.startsWith('A') ? 'B' : 'A';
}

/**
 * @param {Api} leo
 * @param {Record<string, string>} questionIds
 */
async function ensurePlayed(leo, questionIds) {
  if ((await leo.mustGet('/api/user/getStudentQuestionRecord?page=1&pageSize=1')).result.total > 0) return;
  const keyOf = Object.fromEntries(Object.entries(questionIds).map(([key, id]) => [id, key]));
  const served = (await leo.mustGet('/api/user/getResourceQuestion')).result.questions;
  for (const [i, play] of PLAYS.entries()) {
    const question = served[i];
    const demo = question && DEMO_QUESTIONS.find((q) => q.key === keyOf[question._id]);
    if (!demo) break;
    if (play === 'gaveUp') await leo.must('/api/user/giveUpResourceQuestion', { questionId: question._id });
    else await leo.must('/api/user/submitResourceQuestion', { questionId: question._id, answer: play === 'right' ? demo.correctAnswer : wrongAnswer(demo) });
  }
}
