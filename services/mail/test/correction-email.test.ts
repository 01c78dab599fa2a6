import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { InternalCredentials } from '@tp/service-kit';
import { apiClient, createIsolation, startSmtpPeer, startTokenIssuer, waitFor, type ApiClient, type SmtpPeer, type TokenIssuer } from '@tp/test-kit';
import { startMail } from '../src/main';
import { plainTextOf } from '../src/domain/plain-text';

const iso = createIsolation();
let smtp: SmtpPeer;
let issuer: TokenIssuer;
let exercise: Server;
let mail: Awaited<ReturnType<typeof startMail>>;
let teacher: ApiClient;
const TEACHER_ID = 'teacher-1';
/** Who exercise says may get teacher-1's correction e-mails (a student of theirs and that student's parent). */
const recipients = new Set(['kim@example.test', 'kims.parent@example.test']);
const askedBy: string[] = [];

/** Stands in for exercise's GET /internal/teachers/:id/students, answering only a service token meant for exercise. */
async function startFakeExercise(): Promise<Server> {
  const credentials = new InternalCredentials(iso.internalSecret, 'exercise');
  const server = createServer(async (req, res) => {
    res.setHeader('content-type', 'application/json');
    const url = new URL(req.url ?? '/', 'http://x');
    const match = /^\/internal\/teachers\/([^/]+)\/students$/.exec(url.pathname);
    const caller = await credentials.callerOf(/^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '').catch(() => undefined);
    if (!match || !caller) return void res.writeHead(caller ? 404 : 401).end(JSON.stringify({ code: caller ? 404 : 401, msg: 'no', result: null }));
    askedBy.push(caller);
    const allowed = decodeURIComponent(match[1]) === TEACHER_ID && recipients.has(url.searchParams.get('email') ?? '');
    res.end(JSON.stringify({ code: 200, msg: 'success', result: { allowed } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return server;
}

beforeAll(async () => {
  smtp = await startSmtpPeer();
  issuer = await startTokenIssuer();
  exercise = await startFakeExercise();
  mail = await startMail({
    ...iso.envFor('mail'), PORT: '0', SMTP_URL: smtp.url, JWKS_URL: issuer.jwksUrl, MAIL_SEND_INTERVAL_MS: '200',
    EXERCISE_URL: `http://127.0.0.1:${(exercise.address() as AddressInfo).port}`,
  });
  teacher = apiClient(mail.url, await issuer.tokenFor({ id: TEACHER_ID, role: 'Teacher' }));
});

afterAll(async () => {
  await mail?.stop();
  await new Promise((resolve) => exercise?.close(resolve));
  await smtp?.close();
  await issuer?.close();
  await iso.cleanup();
});

const emailsTo = async (address: string) =>
  (await mail.ctx.pool.query('SELECT kind, origin, title, content, text_content FROM emails WHERE $1 = ANY(recipient)', [address])).rows;

describe('POST /teacher/sendCorrectionEmail', () => {
  test("a correction e-mail to the teacher's student reaches the SMTP peer with an HTML and a plain-text part", async () => {
    const res = await teacher.post('/api/teacher/sendCorrectionEmail', {
      email: ' Kim@Example.test ', title: 'Your homework', content: '<p>Well done, Kim.</p><p>Look at question 2 again.<script>x()</script></p>',
    });

    expect([res.status, res.body.msg]).toEqual([200, 'Email sent successfully']);
    const received = await smtp.waitForMail('kim@example.test');
    expect(received.raw).toMatch(/Content-Type: text\/plain/i);
    expect(received.raw).toContain('Well done, Kim.');
    expect(received.raw).not.toContain('x()');
    expect(askedBy).toContain('mail');
    expect(await emailsTo('kim@example.test')).toEqual([{
      kind: 'correction', origin: 'system', title: 'Your homework',
      content: '<p>Well done, Kim.</p><p>Look at question 2 again.</p>', text_content: 'Well done, Kim.\nLook at question 2 again.',
    }]);
  });

  test("the student's linked parent may get it too", async () => {
    const res = await teacher.post('/api/teacher/sendCorrectionEmail', { email: 'kims.parent@example.test', title: 'Kim', content: '<p>News</p>' });

    expect(res.body.code).toBe(200);
    await smtp.waitForMail('kims.parent@example.test');
  });

  test('an address that is not a student of the teacher (nor their parent) is refused and nothing is recorded', async () => {
    const res = await teacher.post('/api/teacher/sendCorrectionEmail', { email: 'stranger@example.test', title: 'Hello', content: '<p>Hi</p>' });

    expect([res.status, res.body.msg]).toEqual([403, 'A correction e-mail goes only to a student with an exercise in one of your classes, or to their parent.']);
    expect(await emailsTo('stranger@example.test')).toEqual([]);
  });

  test('a missing title, missing content or a malformed address is refused with its message, in that order', async () => {
    const send = (body: Record<string, string>) => teacher.post('/api/teacher/sendCorrectionEmail', { email: 'kim@example.test', title: 'T', content: '<p>C</p>', ...body });

    expect((await send({ title: ' ', content: '' })).body).toMatchObject({ code: 400, msg: 'Please input title' });
    expect((await send({ content: '<p><br></p>' })).body).toMatchObject({ code: 400, msg: 'Please input content' });
    expect((await send({ email: 'kim@' })).body).toMatchObject({ code: 400, msg: 'Please input a valid e-mail address.' });
  });

  test('only a teacher may send one', async () => {
    const student = apiClient(mail.url, await issuer.tokenFor({ role: 'Student' }));

    const res = await student.post('/api/teacher/sendCorrectionEmail', { email: 'kim@example.test', title: 'T', content: '<p>C</p>' });

    expect(res.status).toBe(403);
  });

  test('when exercise cannot answer, the teacher is told to try again and nothing is recorded', async () => {
    const down = apiClient(mail.url, await issuer.tokenFor({ id: TEACHER_ID, role: 'Teacher' }));
    exercise.close();
    exercise.closeAllConnections();
    await waitFor(async () => !exercise.listening, { what: 'the fake exercise to stop' });

    const res = await down.post('/api/teacher/sendCorrectionEmail', { email: 'kim@example.test', title: 'While down', content: '<p>C</p>' });

    expect(res.status).toBe(503);
    expect((await mail.ctx.pool.query("SELECT 1 FROM emails WHERE title = 'While down'")).rowCount).toBe(0);
  });
});

test('the plain-text part keeps paragraphs and line breaks and decodes entities', () => {
  expect(plainTextOf('<p>a &amp; b</p><p>c<br>d</p><ul><li>e</li></ul>')).toBe('a & b\nc\nd\ne');
});
