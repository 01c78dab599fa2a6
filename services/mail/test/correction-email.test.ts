import { randomUUID } from 'node:crypto';
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
/** Who exercise says may get the correction e-mails of a teacher whose id starts `teacher-` (a student of theirs and that student's parent). */
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
    const allowed = decodeURIComponent(match[1]).startsWith('teacher-') && recipients.has(url.searchParams.get('email') ?? '');
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

  test('content longer than the rich-text bound, before or after sanitising, is refused with a sentence and nothing is recorded', async () => {
    const send = (content: string) => teacher.post('/api/teacher/sendCorrectionEmail', { email: 'kim@example.test', title: 'Too long', content });

    const long = await send(`<p>${'a'.repeat(20_000)}</p>`);
    const growing = await send(`<p>${'&'.repeat(19_000)}</p>`); // each & is stored as &amp;

    expect([long.status, long.body.msg]).toEqual([400, 'The content is too long (at most 20000 characters, it has 20007).']);
    expect([growing.status, growing.body.msg]).toEqual([400, 'The content is too long (at most 20000 characters, it has 95007).']);
    expect((await mail.ctx.pool.query("SELECT 1 FROM emails WHERE title = 'Too long'")).rowCount).toBe(0);
  });

  test('a title over 200 characters is refused with a sentence and nothing is recorded', async () => {
    const title = `Long ${'t'.repeat(200)}`;

    const res = await teacher.post('/api/teacher/sendCorrectionEmail', { email: 'kim@example.test', title, content: '<p>C</p>' });

    expect([res.status, res.body.msg]).toEqual([400, 'The title is too long (at most 200 characters, it has 205).']);
    expect((await mail.ctx.pool.query('SELECT 1 FROM emails WHERE title = $1', [title])).rowCount).toBe(0);
  });

  test("a teacher's 6th correction e-mail within a minute gets a 429 with Retry-After and is not recorded; other teachers still send", async () => {
    const teacherId = `teacher-${randomUUID()}`;
    const busy = apiClient(mail.url, await issuer.tokenFor({ id: teacherId, role: 'Teacher' }));
    const send = (title: string) => busy.post('/api/teacher/sendCorrectionEmail', { email: 'kim@example.test', title, content: '<p>Again</p>' });
    for (let i = 1; i <= 5; i++) expect((await send(`${teacherId} ${i}`)).body, `e-mail ${i}`).toMatchObject({ code: 200 });

    const sixth = await send(`${teacherId} 6`);

    expect(sixth.status).toBe(429);
    expect(sixth.body.msg).toMatch(/^You have sent as many correction e-mails as allowed \(5 a minute, 30 an hour\)\. Please try again in \d+ seconds\.$/);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(sixth.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect((await mail.ctx.pool.query('SELECT title FROM emails WHERE title LIKE $1 ORDER BY title', [`${teacherId} %`])).rows.map((r) => r.title))
      .toEqual([1, 2, 3, 4, 5].map((i) => `${teacherId} ${i}`));
    const other = apiClient(mail.url, await issuer.tokenFor({ id: `teacher-${randomUUID()}`, role: 'Teacher' }));
    expect((await other.post('/api/teacher/sendCorrectionEmail', { email: 'kim@example.test', title: 'Another teacher', content: '<p>C</p>' })).body.code).toBe(200);
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
