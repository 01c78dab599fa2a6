// Classes, featuring and registrations of the demo school, created through the public API like any user would.
// Each step looks for its own result first, so a run that stopped half-way is completed by the next one.
import { internalToken } from '../lib/internal-token.mjs';
import { signIn, untilAccepted } from './api.mjs';
import { DEMO_CLASSES, HOME_INTRODUCTION, SOURCES } from './demo-content.mjs';

const PAYMENT_INFO = '<p>Pay by bank transfer to <strong>Tutoring Platform Ltd</strong>, reference: your child\'s name and the class.</p>';

/** @typedef {import('./api.mjs').Api} Api */
/** @typedef {import('./demo-content.mjs').DemoClass} DemoClass */
/** @typedef {'interested' | 'paid' | 'registered'} RegistrationState */
/** @typedef {{ _id: string, student: { _id: string }, paid: boolean, registered: boolean, expirationDate: string }} RegisterEntry */

/**
 * The teacher's own class with exactly this demo name and language, if it exists.
 * @param {Api} teacher
 * @param {Pick<DemoClass, 'name' | 'language'>} demo
 */
export async function findClass(teacher, demo) {
  const list = await teacher.mustGet(`/api/teacher/getClassesByTeacher?language=${demo.language}&name=${encodeURIComponent(demo.name)}`);
  return list.result.list.find((/** @type {{ _id: string, name: string, isPublish: number }} */ c) => c.name === demo.name);
}

/**
 * Each teacher creates and fills their classes and publishes them (flame = 1); the admin features the current ones
 * on the home page in order; families reach each state of a registration (Interested, Pending payment confirmation,
 * Registered), and Leo's place on an ended class has expired ('renew' in My Classes). The last step is the one
 * `seed-demo.mjs` looks for to know the seed is complete.
 * @param {string} baseUrl
 * @param {{ admin: Api, users: Record<string, import('./seed-demo.mjs').DemoUser>, ids: Record<string, string>,
 *   password: string, billingUrl: string, internalSecret: string }} school
 */
export async function seedSchool(baseUrl, { admin, users, ids, password, billingUrl, internalSecret }) {
  /** @type {Record<string, Api>} */
  const teachers = {
    teacher: (await signIn(baseUrl, users.teacher.email, password)).client,
    teacher2: (await signIn(baseUrl, users.teacher2.email, password)).client,
  };

  /** @type {Record<string, string>} */
  const sourceIds = {};
  for (const name of SOURCES) sourceIds[name] = await ensureSource(teachers.teacher, name);

  /** @type {Record<string, string>} */
  const classIds = {};
  for (const demo of DEMO_CLASSES) {
    const teacher = teachers[demo.teacher];
    const existing = await findClass(teacher, demo);
    const id = existing?._id ?? (await teacher.must('/api/teacher/createClassByTeacher', { language: demo.language })).result._id;
    classIds[demo.key] = id;
    await teacher.must('/api/teacher/updateClassIntro', {
      _id: id,
      name: demo.name,
      category: demo.category,
      language: demo.language,
      price: demo.monthlyPrice,
      monthlyPrice: demo.monthlyPrice,
      yearlyPrice: demo.yearlyPrice,
      startDate: demo.startDate,
      endDate: demo.endDate,
      introduction: demo.introduction,
      description: demo.description,
      bulletin: demo.bulletin,
      paymentInfo: PAYMENT_INFO,
      registerLink: '',
      image: '',
      source: (demo.sources ?? []).map((name) => sourceIds[name]),
      includeLibrary: demo.includeLibrary ?? false,
      autoPublish: false,
      autoPublishAccuracy: 80,
    });
    if (!existing || existing.isPublish === 0) await teacher.must('/api/teacher/setPublishClass', { id, publish: 1 });
    if (demo.featuredOrder !== undefined) await admin.must('/api/admin/auditClass', { id, isPublish: 2, orderIndex: demo.featuredOrder });
  }
  await admin.must('/api/admin/setHomeDetail', { introduction: HOME_INTRODUCTION });

  /** @type {Record<string, Api>} */
  const family = {
    parent: (await signIn(baseUrl, users.parent.email, password)).client,
    student: (await signIn(baseUrl, users.student.email, password)).client,
    parent2: (await signIn(baseUrl, users.parent2.email, password)).client,
  };
  const teacherOf = (/** @type {string} */ classKey) => teachers[/** @type {DemoClass} */ (DEMO_CLASSES.find((c) => c.key === classKey)).teacher];
  /** @type {(actor: string, classKey: string, studentKey: string, durationType: number, state: RegistrationState) => Promise<void>} */
  const registration = (actor, classKey, studentKey, durationType, state) => ensureRegistration({
    actor: family[actor], teacher: teacherOf(classKey), classId: classIds[classKey], studentId: ids[studentKey],
    who: `${users[studentKey].email} in ${classKey}`, durationType, state, billingUrl, internalSecret,
  });

  // Registered: Leo in Mechanics (a year), Sofia in Algebra (a month), both added by their teacher.
  await registration('student', 'mechanics', 'student', 2, 'registered');
  await registration('parent', 'algebra', 'student2', 1, 'registered');
  // Interested (in the cart): Leo in Calculus, Lin in Electricity.
  await registration('student', 'calculus', 'student', 1, 'interested');
  await registration('parent2', 'electricity', 'student3', 2, 'interested');
  // Pending payment confirmation: Lin paid for Algebra; the teacher has not confirmed yet.
  await registration('parent2', 'algebra', 'student3', 1, 'paid');

  // Last: Leo was on last term's Geometry class, which has ended, so My Classes offers 'renew'. The teacher adds him
  // (the roster entry runs until the class's end date); catalog knows him once identity's event has arrived.
  await untilAccepted(`adding ${users.student.email} to the ended class`, () => teachers.teacher.post('/api/teacher/addStudentToClass', {
    student: { _id: ids.student }, classInfo: { classID: classIds.geometry },
  }), { waitingCodes: [404], allowed: [409] });
}

/**
 * @param {Api} teacher
 * @param {string} name
 * @returns {Promise<string>}
 */
export async function ensureSource(teacher, name) {
  const found = await teacher.mustGet(`/api/teacher/getSourceList?page=1&pageSize=10&keyword=${encodeURIComponent(name)}`);
  const existing = found.result.list.find((/** @type {{ _id: string, name: string }} */ s) => s.name === name);
  return existing?._id ?? (await teacher.must('/api/teacher/createSource', { name })).result._id;
}

/**
 * Brings one student's registration in one class to `state` ('interested', 'paid' or 'registered'), starting from
 * whatever an earlier run left: the entry is looked up in the teacher's list, added to the cart by `actor` if missing
 * (billing may not know the family yet: 403 is waited out), paid through billing's internal mark-paid call (there is
 * no checkout yet), or registered by the teacher. A state further along than asked is left as it is.
 * @param {{ actor: Api, teacher: Api, classId: string, studentId: string, who: string, durationType: number,
 *   state: RegistrationState, billingUrl: string, internalSecret: string }} registration
 */
async function ensureRegistration({ actor, teacher, classId, studentId, who, durationType, state, billingUrl, internalSecret }) {
  const entries = async () => (await teacher.mustGet(`/api/teacher/getClassRegisterList?id=${classId}`)).result.list
    .filter((/** @type {RegisterEntry} */ e) => e.student._id === studentId && (!e.registered || new Date(e.expirationDate) > new Date()));
  let [entry] = await entries();
  if (!entry) {
    await untilAccepted(`adding ${who} to the cart`, () => actor.post('/api/user/registerClass', { classId, userId: studentId, durationType }), { waitingCodes: [403] });
    [entry] = await entries();
    if (!entry) throw new Error(`the cart entry of ${who} is missing from the teacher's list`);
  }
  if (state === 'paid' && !entry.paid && !entry.registered) {
    const authorization = `Bearer ${internalToken(internalSecret, { caller: 'demo-seed', audience: 'billing' })}`;
    const res = await fetch(`${billingUrl}/internal/registrations/${entry._id}/mark-paid`, { method: 'POST', headers: { authorization } });
    const body = /** @type {import('./api.mjs').Reply} */ (await res.json().catch(() => ({ code: res.status, msg: res.statusText })));
    if (body.code !== 200 || body.result?.paid !== true) throw new Error(`recording the payment of ${who}: ${body.code} ${body.msg}`);
  }
  if (state === 'registered' && !entry.registered) await teacher.must('/api/teacher/registerClass', { interestId: entry._id });
}
