import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ExamClockResult, ExamMonitorChange, ExamMonitorRow, ExamMonitorSnapshot, StartExamResult } from '@tp/contracts';
import { waitFor } from '@tp/test-kit';
import { ok } from '@tp/test-kit/answer-checks';
import { publishHomework, questionOf, startExerciseWorld, type Caller, type ExerciseWorld } from './exercise-world';
import { opId, save } from './answering-builders';

let world: ExerciseWorld;
beforeAll(async () => {
  // Keep-alives every 300 ms, so a test sees one without waiting 15 s.
  world = await startExerciseWorld({ EXAM_MONITOR_KEEPALIVE_MS: '300' });
});
afterAll(async () => {
  await world?.stop();
});

/** A class of `size` students and an exam (or homework) of three questions published to all of them. */
async function examClass(size: number, settings: { isExam?: boolean; examDuration?: number } = {}) {
  const teacher = await world.signIn('Teacher');
  const students: Caller[] = [];
  for (let i = 0; i < size; i++) students.push(await world.signIn('Student'));
  const questions = [questionOf({ correctAnswer: 'B' }), questionOf({ correctAnswer: 'C' }), questionOf({ correctAnswer: 'A' })];
  const cls = world.makeClass(teacher, students);
  const hw = world.makeHomework(cls, teacher, questions, { isExam: settings.isExam ?? true, examDuration: settings.examDuration ?? 30 });
  const exerciseIds = await publishHomework(teacher, cls, hw, students);
  const monitorPath = `/api/teacher/getExamMonitor?classID=${cls._id}&hwID=${hw._id}`;
  const rowOf = async (exerciseId: string) => (await ok<ExamMonitorSnapshot>(teacher.get(monitorPath))).rows.find((r) => r.exerciseId === exerciseId)!;
  return { teacher, students, questions, cls, hw, exerciseIds, monitorPath, rowOf };
}

const start = (student: Caller, id: string) => ok<StartExamResult>(student.post('/api/user/startExam', { id, opId: opId() }));
const extraTime = (teacher: Caller, exerciseId: string, minutes: unknown) => teacher.post('/api/teacher/giveExtraTime', { exerciseId, minutes });

describe('the monitor\'s rows', () => {
  test('each student shows as not started, in progress (answered, last save, connected) or finished', async () => {
    const { teacher, students, questions, exerciseIds, monitorPath } = await examClass(3);
    const started = await start(students[1], exerciseIds[1]);
    await save(students[1], { id: exerciseIds[1], questionId: questions[0]._id, answer: 'B' });
    await start(students[2], exerciseIds[2]);
    await ok(students[2].post('/api/user/finishExercise', { id: exerciseIds[2] }));

    const snapshot = await ok<ExamMonitorSnapshot>(teacher.get(monitorPath));

    const [idle, working, done] = exerciseIds.map((id) => snapshot.rows.find((r) => r.exerciseId === id)!);
    expect(idle).toMatchObject({ status: 'not-started', answered: 0, total: 3, examDuration: 30, extraMinutes: 0, startedAt: null, endExamAt: null, lastSavedAt: null, connected: false });
    expect(working).toMatchObject({ status: 'in-progress', answered: 1, total: 3, endExamAt: started.endExamAt, connected: true, student: { _id: students[1].id, name: students[1].name } });
    expect(working.lastSavedAt).not.toBeNull();
    expect(done).toMatchObject({ status: 'finished', finishedBy: 'student', connected: true });
    expect(Date.parse(snapshot.serverNow)).toBeGreaterThanOrEqual(Date.parse(working.lastSavedAt!));
  });

  test('a student not heard from for 30 seconds shows as disconnected; a heartbeat brings them back', async () => {
    const { students, exerciseIds, rowOf } = await examClass(1);
    await start(students[0], exerciseIds[0]);
    await world.sql("UPDATE exercises SET last_seen_at = now() - interval '31 seconds' WHERE id = $1", [exerciseIds[0]]);
    expect(await rowOf(exerciseIds[0])).toMatchObject({ status: 'in-progress', connected: false });

    const clock = await ok<ExamClockResult>(students[0].post('/api/user/examHeartbeat', { id: exerciseIds[0] }));

    expect(clock).toMatchObject({ finished: false, endExamAt: expect.any(String) });
    expect(clock.examRemainingTime).toBeGreaterThan(29 * 60_000);
    expect(await rowOf(exerciseIds[0])).toMatchObject({ connected: true });
  });

  test('a heartbeat for another student\'s exercise, or a malformed id, is a 404; a teacher may not send one', async () => {
    const { students, exerciseIds, teacher } = await examClass(2);

    expect((await students[0].post('/api/user/examHeartbeat', { id: exerciseIds[1] })).status).toBe(404);
    expect((await students[0].post('/api/user/examHeartbeat', { id: 'not-an-id' })).status).toBe(404);
    expect((await teacher.post('/api/user/examHeartbeat', { id: exerciseIds[0] })).status).toBe(403);
  });

  test('another teacher and students are refused (403), an unknown class is a 404, an administrator may look', async () => {
    const { students, monitorPath } = await examClass(1);
    const stranger = await world.signIn('Teacher');
    const admin = await world.signIn('Teacher', { isAdmin: true });
    const streamPath = monitorPath.replace('getExamMonitor', 'examMonitorStream');

    for (const path of [monitorPath, streamPath]) {
      expect((await stranger.get(path)).status, path).toBe(403);
      expect((await students[0].get(path)).status, path).toBe(403);
    }
    expect((await stranger.get(`/api/teacher/getExamMonitor?classID=${crypto.randomUUID()}&hwID=${crypto.randomUUID()}`)).status).toBe(404);
    expect((await admin.get(monitorPath)).body.result.rows).toHaveLength(1);
  });
});

describe('extra time', () => {
  test('extra time before the start lengthens the exam from its start; it is recorded with who gave it', async () => {
    const { teacher, students, exerciseIds } = await examClass(1, { examDuration: 20 });

    const row = await ok<ExamMonitorRow>(extraTime(teacher, exerciseIds[0], 10), `10 minutes of extra time given to ${students[0].name}.`);
    const started = await start(students[0], exerciseIds[0]);

    expect(row).toMatchObject({ status: 'not-started', extraMinutes: 10, endExamAt: null });
    expect(started.examRemainingTime).toBeGreaterThan(29 * 60_000);
    expect(started.examRemainingTime).toBeLessThanOrEqual(30 * 60_000);
    const { rows } = await world.sql('SELECT minutes, granted_by, granted_at FROM exam_extensions WHERE exercise_id = $1', [exerciseIds[0]]);
    expect(rows).toEqual([{ minutes: 10, granted_by: teacher.id, granted_at: expect.any(Date) }]);
  });

  test('extra time for a started exam moves its end; the student\'s next save and heartbeat answer the new end', async () => {
    const { teacher, students, questions, exerciseIds } = await examClass(1);
    const started = await start(students[0], exerciseIds[0]);

    const row = await ok<ExamMonitorRow>(extraTime(teacher, exerciseIds[0], 5));
    await ok(extraTime(teacher, exerciseIds[0], 1));

    const movedBy = (end: string | null) => (Date.parse(end!) - Date.parse(started.endExamAt)) / 60_000;
    expect(movedBy(row.endExamAt)).toBe(5);
    const saved = await save(students[0], { id: exerciseIds[0], questionId: questions[0]._id, answer: 'A' });
    expect([movedBy(saved.endExamAt), saved.examRemainingTime! > 35 * 60_000]).toEqual([6, true]);
    const clock = await ok<ExamClockResult>(students[0].post('/api/user/examHeartbeat', { id: exerciseIds[0] }));
    expect(movedBy(clock.endExamAt)).toBe(6);
    expect((await world.sql('SELECT sum(minutes)::int AS total FROM exam_extensions WHERE exercise_id = $1', [exerciseIds[0]])).rows[0].total).toBe(6);
  });

  test('extra time is refused for a finished exam, one past its end, a homework, or out of 1 to 240 minutes', async () => {
    const { teacher, students, exerciseIds } = await examClass(3);
    await start(students[0], exerciseIds[0]);
    await ok(students[0].post('/api/user/finishExercise', { id: exerciseIds[0] }));
    await start(students[1], exerciseIds[1]);
    await world.sql("UPDATE exercises SET end_exam_at = now() - interval '1 second' WHERE id = $1", [exerciseIds[1]]);
    const homework = await examClass(1, { isExam: false });
    const refusal = async (res: Promise<{ status: number; body: { msg: string } }>) => [(await res).status, (await res).body.msg];
    const ended = "This student's exam has ended; extra time can only be given before its end.";

    expect(await refusal(extraTime(teacher, exerciseIds[0], 5))).toEqual([409, ended]);
    expect(await refusal(extraTime(teacher, exerciseIds[1], 5))).toEqual([409, ended]);
    expect(await refusal(extraTime(homework.teacher, homework.exerciseIds[0], 5))).toEqual([400, 'Extra time is for exams only.']);
    for (const minutes of [0, 241, 2.5, '5']) expect((await extraTime(teacher, exerciseIds[2], minutes)).status, String(minutes)).toBe(400);
    expect((await extraTime(teacher, exerciseIds[2], 241)).body.msg).toBe('Extra time is 1 to 240 minutes.');
    expect((await world.sql('SELECT count(*)::int AS n FROM exam_extensions WHERE exercise_id = ANY($1::uuid[])', [exerciseIds])).rows[0].n).toBe(0);
  });

  test('another teacher\'s exercise, or an unknown one, is not found (404); an administrator may give extra time', async () => {
    const { exerciseIds } = await examClass(1);
    const stranger = await world.signIn('Teacher');
    const admin = await world.signIn('Teacher', { isAdmin: true });

    expect((await extraTime(stranger, exerciseIds[0], 5)).status).toBe(404);
    expect((await extraTime(stranger, crypto.randomUUID(), 5)).status).toBe(404);
    expect((await extraTime(admin, exerciseIds[0], 5)).body).toMatchObject({ code: 200, result: { extraMinutes: 5 } });
  });

  test('the exam clock honours extra time: at the old end the extended exam runs on while an exam without it is finished', async () => {
    const { teacher, students, exerciseIds } = await examClass(2);
    for (const [i, student] of students.entries()) await start(student, exerciseIds[i]);
    // Both end two seconds from now; one gets a minute more.
    await world.sql("UPDATE exercises SET end_exam_at = now() + interval '2 seconds' WHERE id = ANY($1::uuid[])", [exerciseIds]);
    await ok(extraTime(teacher, exerciseIds[0], 1));

    const finished = async (id: string) => (await world.sql('SELECT finished_by FROM exercises WHERE id = $1', [id])).rows[0].finished_by as string | null;
    await waitFor(async () => (await finished(exerciseIds[1])) === 'clock', { what: 'the exam without extra time to be finished by the clock', timeoutMs: 20_000 });
    await world.service.deps.sweeper.sweep();

    expect(await finished(exerciseIds[0])).toBeNull();
  });
});

describe('the monitor stream', () => {
  /** Reads server-sent events until one matches; every event read, in order. */
  async function readEvents(reader: ReadableStreamDefaultReader<Uint8Array>, until: (event: { name: string; data: string }) => boolean) {
    const events: { name: string; data: string }[] = [];
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error('the stream ended');
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const name = /^event: (.*)$/m.exec(block)?.[1] ?? (block.startsWith(':') ? 'comment' : 'message');
        const event = { name, data: /^data: (.*)$/m.exec(block)?.[1] ?? block };
        events.push(event);
        if (until(event)) return events;
      }
    }
  }

  test('sends the rows first, then each change as students start and save, keep-alives while quiet, and ends when the teacher leaves', async () => {
    const { teacher, students, questions, exerciseIds, cls, hw } = await examClass(2);
    const leave = new AbortController();
    const res = await fetch(`${world.service.url}/api/teacher/examMonitorStream?classID=${cls._id}&hwID=${hw._id}`, {
      headers: { authorization: `Bearer ${teacher.token}` }, signal: leave.signal,
    });
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = res.body!.getReader();

    const [snapshot] = (await readEvents(reader, (e) => e.name === 'snapshot')).filter((e) => e.name === 'snapshot');
    expect((JSON.parse(snapshot.data) as ExamMonitorSnapshot).rows.map((r) => r.status)).toEqual(['not-started', 'not-started']);

    await start(students[0], exerciseIds[0]);
    await save(students[0], { id: exerciseIds[0], questionId: questions[0]._id, answer: 'B' });
    const changes = await readEvents(reader, (e) => e.name === 'change' && (JSON.parse(e.data) as ExamMonitorChange).rows.some((r) => r.answered === 1));
    const last = JSON.parse(changes.at(-1)!.data) as ExamMonitorChange;
    expect(last.rows.map((r) => r.exerciseId)).toEqual([exerciseIds[0]]); // only the row that changed
    expect(last.rows[0]).toMatchObject({ status: 'in-progress', answered: 1, connected: true });

    expect((await readEvents(reader, (e) => e.name === 'comment')).at(-1)!.data).toBe(': keep-alive');
    expect(world.service.deps.monitors.size).toBe(1);
    leave.abort();
    await waitFor(() => world.service.deps.monitors.size === 0, { what: 'the stream to end on the server' });
  });
});
