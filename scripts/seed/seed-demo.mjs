// The demo school of `npm start`, built through the public API on the first run and completed by a later run if an
// earlier one stopped half-way.
import { api, signIn } from './api.mjs';
import { DEMO_CLASSES } from './demo-content.mjs';
import { findClass, seedSchool } from './seed-school.mjs';
import { demoQuestionBankSeeded, seedDemoQuestionBank } from './seed-question-bank.mjs';
import { demoExercisesSeeded, seedDemoExercises } from './seed-exercises.mjs';
import { demoShopSeeded, seedDemoShop } from './seed-shop.mjs';
import { demoPracticeSeeded, seedDemoPractice } from './seed-practice.mjs';

const PASSWORD = 'demo12345';
/** @typedef {{ name: string, email: string, role: string, phone?: string, school?: string, gradeInSchoolYear?: number }} DemoUser */
/** @type {Record<string, DemoUser>} */
export const DEMO_USERS = {
  teacher: { name: 'Ada Lovelace', email: 'teacher@tutor.local', role: 'Teacher' },
  teacher2: { name: 'Isaac Newton', email: 'newton@tutor.local', role: 'Teacher' },
  parent: { name: 'Maria Garcia', email: 'parent@tutor.local', role: 'Parent', phone: '555-123-4567' },
  student: { name: 'Leo Garcia', email: 'student@tutor.local', role: 'Student', school: 'Riverside High', gradeInSchoolYear: 10 },
  student2: { name: 'Sofia Garcia', email: 'student2@tutor.local', role: 'Student', school: 'Riverside High', gradeInSchoolYear: 8 },
  parent2: { name: 'Wei Chen', email: 'parent2@tutor.local', role: 'Parent', phone: '555-987-6543' },
  student3: { name: 'Lin Chen', email: 'student3@tutor.local', role: 'Student', school: 'Hillside School', gradeInSchoolYear: 11 },
};
export const DEMO_PASSWORD = PASSWORD;
export const DEMO_LOGINS = [
  { label: 'teacher', email: DEMO_USERS.teacher.email, password: PASSWORD },
  { label: 'parent', email: DEMO_USERS.parent.email, password: PASSWORD },
  { label: 'student', email: DEMO_USERS.student.email, password: PASSWORD },
];

/**
 * Whether an earlier run finished: the seed's last step (Leo on the roster of the ended Geometry class, for the
 * 'renew' state) is done. Every step before it checks its own result, so an unfinished seed is simply run again.
 * A demo teacher whose password was changed means the school was seeded and then used: it is left alone.
 * @param {string} baseUrl
 */
async function seedState(baseUrl) {
  const signedIn = await api(baseUrl).post('/api/login/authUser', { email: DEMO_USERS.teacher.email, password: PASSWORD });
  if (signedIn.code === 400) return 'teacher-cannot-sign-in'; // unknown, or its password was changed
  if (signedIn.code !== 200) throw new Error(`sign-in as ${DEMO_USERS.teacher.email}: ${signedIn.code} ${signedIn.msg}`);
  const teacher = api(baseUrl, signedIn.result.token);
  const cls = await findClass(teacher, /** @type {import('./demo-content.mjs').DemoClass} */ (DEMO_CLASSES.find((c) => c.key === 'geometry')));
  if (!cls) return 'incomplete';
  const roster = await teacher.must('/api/teacher/studentList', { classID: cls._id });
  return roster.result.list.some((/** @type {{ student: { email: string } }} */ e) => e.student.email === DEMO_USERS.student.email) ? 'complete' : 'incomplete';
}

/**
 * Seeds the demo school unless an earlier run completed it; returns whether it did anything. The demo payment goes
 * to billing's mark-paid (BILLING_URL, started with DEMO_PAYMENTS=true) with a token signed with INTERNAL_SECRET.
 * @param {string} baseUrl
 * @param {{ ADMIN_EMAIL: string, ADMIN_PASSWORD: string, BILLING_URL?: string, INTERNAL_SECRET?: string }} settings
 */
export async function seedDemoSchool(baseUrl, { ADMIN_EMAIL, ADMIN_PASSWORD, BILLING_URL, INTERNAL_SECRET }) {
  if (!BILLING_URL || !INTERNAL_SECRET) throw new Error('The demo seed needs BILLING_URL and INTERNAL_SECRET to record the demo payment.');
  const state = await seedState(baseUrl);
  if (
    state === 'complete' && (await demoQuestionBankSeeded(baseUrl, DEMO_USERS, PASSWORD)) && (await demoExercisesSeeded(baseUrl, DEMO_USERS, PASSWORD))
    && (await demoShopSeeded(api(baseUrl)))
    && (await demoPracticeSeeded(baseUrl, DEMO_USERS, PASSWORD))
  ) return false;
  const { client: admin } = await signIn(baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
  if (state === 'teacher-cannot-sign-in' && (await findUserId(admin, DEMO_USERS.teacher.email))) {
    console.log(`The demo teacher ${DEMO_USERS.teacher.email} exists with another password: the demo school is left as it is.`);
    return false;
  }
  console.log(state === 'complete' ? 'Completing the demo school (question bank, exercises, practice, shop)...' : 'Seeding the demo school...');
  /** @type {Record<string, string>} */
  const ids = {};
  for (const [key, user] of Object.entries(DEMO_USERS)) {
    if (state !== 'complete') await admin.must('/api/admin/createUser', { name: user.name, email: user.email, password: PASSWORD, role: user.role }, [409]);
    const id = await findUserId(admin, user.email);
    if (!id) throw new Error(`the demo user ${user.email} cannot be found after creating it`);
    ids[key] = id;
  }
  if (state !== 'complete') {
    /** @type {(parentKey: string, studentKeys: string[]) => Promise<void>} */
    const link = async (parentKey, studentKeys) => {
      const parent = DEMO_USERS[parentKey];
      await admin.must('/api/admin/updateUser', { _id: ids[parentKey], role: 'Parent', phone: parent.phone, dependent: studentKeys.map((k) => DEMO_USERS[k].email).join(';') });
      for (const key of studentKeys) await admin.must('/api/admin/updateUser', { _id: ids[key], role: 'Student', dependent: parent.email });
    };
    await link('parent', ['student', 'student2']);
    await link('parent2', ['student3']);
    await seedSchool(baseUrl, { admin, users: DEMO_USERS, ids, password: PASSWORD, billingUrl: BILLING_URL, internalSecret: INTERNAL_SECRET });
  }
  // The question bank, the exercises and self-practice came after the school: a school seeded by an older version
  // gets them on the next start.
  const bank = await seedDemoQuestionBank(baseUrl, { admin, ids, users: DEMO_USERS, password: PASSWORD });
  await seedDemoExercises(baseUrl, { ids, users: DEMO_USERS, password: PASSWORD, ...bank });
  await seedDemoPractice(baseUrl, { admin, ids, users: DEMO_USERS, password: PASSWORD, questionIds: bank.questionIds });
  // The leftover shop came last: a school seeded before it gets its products on the next start.
  await seedDemoShop(baseUrl, { admin, users: DEMO_USERS, password: PASSWORD });
  return true;
}

/**
 * @param {import('./api.mjs').Api} admin
 * @param {string} email
 * @returns {Promise<string | undefined>}
 */
async function findUserId(admin, email) {
  const found = await admin.mustGet(`/api/admin/getUsers?keyword=${encodeURIComponent(email)}`);
  return found.result.list.find((/** @type {{ _id: string, email: string }} */ u) => u.email.toLowerCase() === email)?._id;
}
