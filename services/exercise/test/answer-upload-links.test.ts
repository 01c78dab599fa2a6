import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ExerciseQuestion, ExerciseView } from '@tp/contracts';
import { startServiceProcess, type ServiceProcess } from '@tp/test-kit';
import { ok } from '@tp/test-kit/answer-checks';
import { publishHomework, questionOf, startExerciseWorld, type Caller, type ExerciseWorld } from './exercise-world';
import { save, storedAnswers } from './answering-builders';

// Catalog, which stores and serves the files, runs beside exercise as its own process with the same INTERNAL_SECRET.
let world: ExerciseWorld;
let catalog: ServiceProcess;
let uploadDir: string;
beforeAll(async () => {
  world = await startExerciseWorld();
  uploadDir = await mkdtemp(path.join(os.tmpdir(), 'exercise-uploads-'));
  catalog = await startServiceProcess('catalog', {
    ...world.iso.envFor('catalog'), JWKS_URL: world.jwksUrl, UPLOAD_DIR: uploadDir, QUESTION_BANK_URL: 'http://127.0.0.1:9',
  });
}, 120_000);
afterAll(async () => {
  await catalog?.stop();
  await world?.stop();
  await rm(uploadDir, { recursive: true, force: true });
});

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR the student\'s drawing')]);

/** The student's drawing, uploaded to catalog as the exercise screen's editor does; its stored path. */
async function uploadDrawing(student: Caller): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([PNG]), 'board.png');
  const res = await fetch(`${catalog.url}/api/file/upload`, { method: 'POST', body: form, headers: { authorization: `Bearer ${student.token}` } });
  const body = (await res.json()) as { code: number; msg: string; result: { path: string } };
  expect(body.code, body.msg).toBe(200);
  return body.result.path;
}

/** What a browser fetches for the first image of some rich text (the attribute's &amp; read as &). */
function imageSource(html: string): string {
  const src = /<img src="([^"]+)"/.exec(html)?.[1];
  expect(src, html).toBeDefined();
  return src!.replaceAll('&amp;', '&');
}

async function fetchFile(address: string) {
  const res = await fetch(`${catalog.url}${address}`);
  return { status: res.status, cacheControl: res.headers.get('cache-control'), bytes: Buffer.from(await res.arrayBuffer()) };
}

/** A teacher's class with a student and their linked parent, and the student's exercise of one free-response question. */
async function studentWithWorking() {
  const teacher = await world.signIn('Teacher');
  const { student, parent } = await world.family();
  const question = questionOf({ isChoice: 2, correctAnswer: 'x+1' });
  const cls = world.makeClass(teacher, [student]);
  const hw = world.makeHomework(cls, teacher, [question]);
  const [exerciseId] = await publishHomework(teacher, cls, hw, [student]);
  const drawing = await uploadDrawing(student);
  await save(student, { id: exerciseId, questionId: question._id, answer: 'x + 1', content: `<p>My working</p><p><img src="${drawing}" /></p>` });
  return { teacher, student, parent, exerciseId, questionId: question._id, drawing, cls, hw };
}

describe('a student\'s drawing in the working of an answer', () => {
  test('is not public: catalog answers 404 to its stored address alone', async () => {
    const { drawing } = await studentWithWorking();

    expect((await fetchFile(drawing)).status).toBe(404);
  });

  test('the exercise the student, their parent and the class\'s teacher read shows it through a signed link that catalog serves', async () => {
    const { teacher, student, parent, exerciseId, questionId, drawing } = await studentWithWorking();

    const reads: [string, Caller, string][] = [
      ['student', student, `/api/user/getExerciseById?id=${exerciseId}`],
      ['parent', parent, `/api/user/getStudentExerciseDetail?id=${exerciseId}`],
      ['teacher', teacher, `/api/user/getStudentExerciseDetail?id=${exerciseId}`],
    ];
    for (const [who, reader, call] of reads) {
      const view = await ok<ExerciseView>(reader.get(call));
      const content = view.questionList.find((q) => q._id === questionId)!.content;
      expect(content.startsWith('<p>My working</p>'), who).toBe(true);
      const src = imageSource(content);
      expect(src.startsWith(`${drawing}?exp=`), `${who}: ${src}`).toBe(true);

      const shown = await fetchFile(src);
      expect({ who, status: shown.status }).toEqual({ who, status: 200 });
      expect(shown.bytes).toEqual(PNG);
      expect(shown.cacheControl).toMatch(/^private, max-age=\d+$/);
    }
  });

  test('the teacher\'s class list of the homework and the answer to a correction sign it too', async () => {
    const { teacher, exerciseId, questionId, drawing, cls, hw } = await studentWithWorking();

    const list = await ok<{ list: ExerciseView[] }>(teacher.get(`/api/teacher/getExerciseByClassAndHomework?classID=${cls._id}&hwID=${hw._id}`));
    const listed = list.list.find((e) => e._id === exerciseId)!.questionList.find((q) => q._id === questionId)!;
    expect((await fetchFile(imageSource(listed.content))).status).toBe(200);

    const corrected = await ok<ExerciseQuestion>(
      teacher.post('/api/teacher/correctExercise', { exerciseId, questionId, isCorrect: true, comments: `<p>See your drawing: <img src="${drawing}" /></p>` }),
    );
    expect((await fetchFile(imageSource(corrected.content))).status).toBe(200);
    expect((await fetchFile(imageSource(corrected.comments))).status).toBe(200);
  });

  test('what is stored keeps the plain /uploads/ path: links are signed at each read, never stored', async () => {
    const { student, exerciseId, drawing } = await studentWithWorking();
    await ok(student.get(`/api/user/getExerciseById?id=${exerciseId}`));

    const [stored] = await storedAnswers(world, exerciseId);
    expect(stored.content).toBe(`<p>My working</p><p><img src="${drawing}" /></p>`);
  });
});
