import { afterAll, expect, inject, test } from 'vitest';
import { privateRabbitApp, waitFor } from '@tp/test-kit';
import { signIn } from '../support/api';
import { createUser, eventually, PASSWORD, teacherWithClass } from '../support/school';

/**
 * Issue 4: the event from billing to catalog survives a broker restart, through the real stack (every service and
 * the gateway as processes). The stack runs on a RabbitMQ of its own (private-stack-setup.ts), which this file stops
 * and starts: no other test or run on the machine is disturbed.
 */
const broker = (command: 'stop_app' | 'start_app') => privateRabbitApp(inject('rabbitControl'), command);

async function readiness(serviceUrl: string): Promise<number> {
  try {
    return (await fetch(`${serviceUrl}/ready`)).status;
  } catch {
    return 0;
  }
}

async function everyServiceReady() {
  for (const [name, url] of Object.entries(inject('serviceUrls'))) {
    await waitFor(async () => (await readiness(url)) === 200, { timeoutMs: 90_000, intervalMs: 250, what: `${name} to be ready again` });
  }
}

afterAll(async () => {
  await broker('start_app'); // whatever happened above; a running broker is left as it is
  await everyServiceReady();
}, 120_000);

interface MyClass {
  classInfo: { classID: { _id: string } };
  expirationDate: string | null;
  isValid: boolean;
}

test('a registration the teacher adds while RabbitMQ is stopped reaches My Classes and the roster once it is back', async () => {
  // With the library included, the registration also gives the student Resources (catalog tells identity).
  const { admin, teacher, classId } = await teacherWithClass({ category: 'Physics', includeLibrary: true });
  expect((await teacher.post('/api/teacher/setPublishClass', { id: classId, publish: 1 })).body.code).toBe(200);
  const studentUser = await createUser('Student', admin);
  const { api: student } = await signIn(studentUser.email, PASSWORD);
  expect((await student.post('/api/user/registerClass', { classId, userId: studentUser._id, durationType: 1 })).body.code).toBe(200);
  const interestId = (await teacher.get(`/api/teacher/getClassRegisterList?id=${classId}`)).body.result.list[0]._id as string;
  const myClass = async () => ((await student.get('/api/user/getMyClasses')).body.result.list as MyClass[]).find((c) => c.classInfo.classID._id === classId);
  const { BILLING_URL, CATALOG_URL } = inject('serviceUrls');

  await broker('stop_app');
  await waitFor(async () => (await readiness(BILLING_URL)) === 503 && (await readiness(CATALOG_URL)) === 503, { timeoutMs: 30_000, intervalMs: 100, what: 'billing and catalog to notice the broker is down' });

  const added = await teacher.post('/api/teacher/registerClass', { interestId });

  expect(added.body).toMatchObject({ code: 200, msg: 'Add success', result: { _id: interestId, status: 'Registered' } });
  const expirationDate = added.body.result.expirationDate as string;
  expect(await myClass()).toBeUndefined(); // the event waits in billing's outbox

  await broker('start_app');
  await everyServiceReady();

  await waitFor(myClass, { timeoutMs: 60_000, intervalMs: 250, what: 'the class in the student\'s My Classes' });
  expect(await myClass()).toMatchObject({ expirationDate, isValid: true });
  const roster = (await teacher.post('/api/teacher/studentList', { classID: classId })).body.result.list as { student: { ID: string }; expirationDate: string }[];
  expect(roster).toMatchObject([{ student: { ID: studentUser._id }, expirationDate }]);
  // catalog's announcement of the student's practice access reaches identity too: sRegister (the Resources menu).
  await eventually(async () => (await student.get('/api/user/getUserInfo')).body.result?.sRegister === true, 'identity to set sRegister');
}, 240_000);
