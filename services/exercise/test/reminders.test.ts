import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { reminderRecipientsRequest, type ReminderKind } from '@tp/contracts';
import { InternalCredentials } from '@tp/service-kit';
import { listenForEvents, waitFor, type EventListener } from '@tp/test-kit';
import { ok } from '@tp/test-kit/answer-checks';
import { bearerTokenOf, sendEnvelope, startStandIn } from '@tp/test-kit/stand-in';
import { publishHomework, questionOf, startExerciseWorld, type Caller, type ExerciseWorld } from './exercise-world';

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

/**
 * Identity as the scan asks it (POST /internal/reminder-recipients), for exercise's service token only: everyone has
 * every kind on but the (user, kind) pairs in `off`, and reads English but the users in `chinese`.
 */
async function startFakeIdentity(secret: () => string) {
  const off = new Set<string>();
  const chinese = new Set<string>();
  const asked: { kind: ReminderKind; userIds: string[] }[] = [];
  const standIn = await startStandIn(async (req, res) => {
    if (req.url !== '/internal/reminder-recipients') return sendEnvelope(res, 404, null, 'Not found');
    const caller = await new InternalCredentials(secret(), 'identity').callerOf(bearerTokenOf(req)).catch(() => undefined);
    if (caller !== 'exercise') return sendEnvelope(res, 401, null, 'refused');
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const { kind, userIds } = reminderRecipientsRequest.parse(JSON.parse(Buffer.concat(chunks).toString('utf8')));
    asked.push({ kind, userIds });
    const list = userIds.filter((id) => !off.has(`${id}:${kind}`)).map((id) => ({
      id, name: `User ${id.slice(0, 4)}`, email: `${id}@example.test`, unsubscribeUrl: `https://tutor.example.test/api/public/unsubscribe?token=${id}.${kind}.sig`,
      language: chinese.has(id) ? 'zh' : 'en',
    }));
    return sendEnvelope(res, 200, { list });
  });
  return { ...standIn, off, chinese, asked };
}

let world: ExerciseWorld;
let identity: Awaited<ReturnType<typeof startFakeIdentity>>;
let events: EventListener;
let teacher: Caller;

beforeAll(async () => {
  let secret = '';
  identity = await startFakeIdentity(() => secret);
  // Scans are run by the tests (the one at start finds nothing yet); the digest is due at any time of the week.
  world = await startExerciseWorld({
    IDENTITY_URL: identity.url, SITE_URL: 'https://tutor.example.test', REMINDER_SCAN_INTERVAL_MS: '3600000', REMINDER_DIGEST_DAY: '1', REMINDER_DIGEST_HOUR: '0',
  });
  secret = world.iso.internalSecret;
  events = await listenForEvents(world.iso.runId, 'mail.requested');
  teacher = await world.signIn('Teacher');
});

afterAll(async () => {
  await events?.close();
  await world?.stop();
  await identity?.close();
});

const scan = () => world.service.deps.reminders.scan();

/** A one-question homework due at `dueDate`, published to `student`; the exercise's id. */
async function homeworkFor(student: Caller, dueDate: string) {
  const question = questionOf({ isChoice: 0, numChoice: 4, correctAnswer: 'B' });
  const cls = world.makeClass(teacher, [student]);
  const hw = world.makeHomework(cls, teacher, [question], { dueDate });
  const [exerciseId] = await publishHomework(teacher, cls, hw, [student]);
  return { exerciseId, question, cls, hw };
}

/** The reminder e-mails that left exercise for `student` (heard on the broker, as mail hears them). */
const mailsTo = (user: Caller) => events.seen.filter((e) => e.payload.to.includes(`${user.id}@example.test`));

/** The reminder e-mails exercise's outbox holds for `user`, published or not: what was decided, whatever the broker says. */
async function outboxMailsTo(user: Caller): Promise<number> {
  const { rows } = await world.sql("SELECT count(*)::int AS n FROM outbox WHERE name = 'mail.requested' AND payload->'to' ? $1", [`${user.id}@example.test`]);
  return rows[0].n;
}

/** Waits until the broker has carried every reminder the outbox held (the relay publishes after commit). */
async function outboxEmpty() {
  await waitFor(async () => (await world.sql('SELECT 1 FROM outbox WHERE published_at IS NULL')).rowCount === 0 || undefined, { what: 'the outbox to be published' });
}

describe('homework due within a day', () => {
  test('is reminded to its student once, with a link to the homework, even when two scans run at once', async () => {
    const student = await world.signIn('Student');
    const { cls, hw } = await homeworkFor(student, inHours(3));

    const [first, second] = await Promise.all([scan(), scan()]);
    await scan();
    await outboxEmpty();

    expect(first + second).toBe(1);
    expect(await outboxMailsTo(student)).toBe(1);
    await waitFor(() => mailsTo(student).length > 0 || undefined, { what: 'the reminder on the broker' });
    const mails = mailsTo(student);
    expect(mails).toHaveLength(1);
    expect(mails[0].payload).toMatchObject({
      kind: 'reminder-due-soon', subject: `Due soon: ${hw.name}`,
      unsubscribeUrl: `https://tutor.example.test/api/public/unsubscribe?token=${student.id}.due-soon.sig`,
    });
    expect(mails[0].payload.text).toContain(`https://tutor.example.test/myHomework/${cls._id}`);
    expect(mails[0].payload.html).toContain(`href="https://tutor.example.test/myHomework/${cls._id}"`);
  });

  test('is not reminded once every question is answered or it is finished, nor when it is due later than a day', async () => {
    const student = await world.signIn('Student');
    const { exerciseId, question } = await homeworkFor(student, inHours(5));
    await homeworkFor(student, inHours(30));
    await ok(student.post('/api/user/saveExercise', { id: exerciseId, questionId: question._id, answer: 'B', content: '' }), 'Successfully saved');
    // Finished by the student with its question unanswered: finished all the same.
    const finished = await homeworkFor(student, inHours(6));
    await ok(student.post('/api/user/finishExercise', { id: finished.exerciseId }));

    await scan();

    expect(await outboxMailsTo(student)).toBe(0);
  });

  test('is not sent to a student who turned that kind off, and their homework is not asked about again', async () => {
    const student = await world.signIn('Student');
    identity.off.add(`${student.id}:due-soon`);
    await homeworkFor(student, inHours(2));

    await scan();
    const askedAbout = () => identity.asked.filter((a) => a.kind === 'due-soon' && a.userIds.includes(student.id)).length;
    expect(askedAbout()).toBe(1);
    await scan();
    await outboxEmpty();

    expect(askedAbout()).toBe(1);
    expect(await outboxMailsTo(student)).toBe(0);
  });

  test('is not recorded while identity cannot answer, and is sent once it can', async () => {
    const student = await world.signIn('Student');
    await homeworkFor(student, inHours(4));
    identity.setDown(true);
    await expect(scan()).rejects.toThrow();
    identity.setDown(false);

    await scan();
    await outboxEmpty();
    await waitFor(() => mailsTo(student).length > 0 || undefined, { what: 'the reminder on the broker' });
    expect(mailsTo(student)).toHaveLength(1);
  });
});

describe('overdue homework', () => {
  test('is reminded to its student once; homework overdue for longer than the setting is left alone', async () => {
    const student = await world.signIn('Student');
    const { hw } = await homeworkFor(student, inHours(-2));
    await homeworkFor(student, inHours(-24 * 10));

    await scan();
    await scan();
    await outboxEmpty();

    await waitFor(() => mailsTo(student).length > 0 || undefined, { what: 'the reminder on the broker' });
    expect(mailsTo(student).map((m) => m.payload.subject)).toEqual([`Overdue: ${hw.name}`]);
  });
});

describe('weekly digest', () => {
  test('goes to each parent of a child with homework once a week, saying what is due', async () => {
    const { student, parent } = await world.family();
    const { hw } = await homeworkFor(student, inHours(48));

    await Promise.all([scan(), scan()]);
    await outboxEmpty();

    await waitFor(() => mailsTo(parent).length > 0 || undefined, { what: 'the digest on the broker' });
    const digests = mailsTo(parent);
    expect(digests).toHaveLength(1);
    expect(digests[0].payload).toMatchObject({ kind: 'weekly-digest', subject: `${student.name}'s week` });
    expect(digests[0].payload.text).toContain(`"${hw.name}" by`);
  });
});

describe('the reader\'s language', () => {
  test('a student who reads Chinese gets the reminder in Chinese, with the same link and unsubscribe header', async () => {
    const student = await world.signIn('Student');
    identity.chinese.add(student.id);
    const { cls, hw } = await homeworkFor(student, inHours(3));

    await scan();
    await outboxEmpty();

    await waitFor(() => mailsTo(student).length > 0 || undefined, { what: 'the reminder on the broker' });
    const [mail] = mailsTo(student);
    expect(mail.payload).toMatchObject({
      kind: 'reminder-due-soon', subject: `作业即将截止：${hw.name}`,
      unsubscribeUrl: `https://tutor.example.test/api/public/unsubscribe?token=${student.id}.due-soon.sig`,
    });
    expect(mail.payload.text).toContain(`你的作业“${hw.name}”`);
    expect(mail.payload.text).toContain(`打开作业: https://tutor.example.test/myHomework/${cls._id}`);
    expect(mail.payload.text).not.toContain('Your homework');
  });

  test('a parent who reads Chinese gets the digest in Chinese; the other parent of the week gets it in English', async () => {
    const chineseFamily = await world.family();
    const englishFamily = await world.family();
    identity.chinese.add(chineseFamily.parent.id);
    const chineseHomework = await homeworkFor(chineseFamily.student, inHours(48));
    await homeworkFor(englishFamily.student, inHours(48));

    await scan();
    await outboxEmpty();

    await waitFor(() => (mailsTo(chineseFamily.parent).length > 0 && mailsTo(englishFamily.parent).length > 0) || undefined, { what: 'both digests on the broker' });
    const [chinese] = mailsTo(chineseFamily.parent);
    expect(chinese.payload).toMatchObject({ kind: 'weekly-digest', subject: `${chineseFamily.student.name} 的本周学习情况` });
    expect(chinese.payload.text).toContain(`待完成：“${chineseHomework.hw.name}”须在`);
    expect(mailsTo(englishFamily.parent)[0].payload.subject).toBe(`${englishFamily.student.name}'s week`);
  });
});
