import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { GRADEBOOK_STUDENTS_MAX, GRADEBOOK_TOO_LARGE_MESSAGE, gradebook, gradebookChildRow, type Gradebook, type GradebookChildRow } from '@tp/contracts';
import { expectShape, ok } from '@tp/test-kit/answer-checks';
import { save } from './answering-builders';
import { PAST, FUTURE, publishHomework, questionOf, startExerciseWorld, type Caller, type ExerciseWorld } from './exercise-world';

let world: ExerciseWorld;
beforeAll(async () => {
  world = await startExerciseWorld();
});
afterAll(async () => {
  await world?.stop();
});

const right = () => questionOf({ isChoice: 0, numChoice: 4, correctAnswer: 'B' });

/**
 * A class of three: the family's student (Ann), Bo and Cy (named so they sort in that order). Homework 1 (due later,
 * four questions): Ann submits 3 of 4 right and the teacher marks her wrong one right, then finishes the correction
 * (100 %); Bo submits 1 right of 4 (25 %); Cy answers 2 right and is still working (in progress, 50 %).
 * Homework 2 (overdue, two questions): Ann answered one rightly and left it (overdue, 50 %); Bo never opened it
 * (overdue); Cy does not have it. An exam (due later) is published to Ann only, untouched.
 */
async function gradedClass() {
  const teacher = await world.signIn('Teacher');
  const { student: ann, parent } = await world.family();
  const [bo, cy] = [await world.signIn('Student'), await world.signIn('Student')];
  const cls = world.makeClass(teacher, [cy, ann, bo]);
  const suffix = cls._id.slice(0, 6);
  const names = new Map([[ann.id, `Ann ${suffix}`], [bo.id, `Bo ${suffix}`], [cy.id, `Cy ${suffix}`]]);
  for (const s of cls.students) s.name = names.get(s._id)!;
  const q1 = [right(), right(), right(), right()];
  const hw1 = world.makeHomework(cls, teacher, q1, { dueDate: FUTURE });
  const q2 = [right(), right()];
  const hw2 = world.makeHomework(cls, teacher, q2, { dueDate: PAST });
  const exam = world.makeHomework(cls, teacher, [right()], { isExam: true, dueDate: FUTURE });
  const [ann1, bo1, cy1] = await publishHomework(teacher, cls, hw1, [ann, bo, cy]);
  const [ann2] = await publishHomework(teacher, cls, hw2, [ann, bo]);
  await publishHomework(teacher, cls, exam, [ann]);

  for (const [i, q] of q1.entries()) await save(ann, { id: ann1, questionId: q._id, answer: i === 3 ? 'A' : 'B' });
  await ok(ann.post('/api/user/finishExercise', { id: ann1 }));
  await ok(teacher.post('/api/teacher/correctExercise', { exerciseId: ann1, questionId: q1[3]._id, comments: '', isCorrect: true }));
  await ok(teacher.post('/api/teacher/finishCorrection', { exerciseId: ann1 }));
  for (const [i, q] of q1.entries()) await save(bo, { id: bo1, questionId: q._id, answer: i === 0 ? 'B' : 'C' });
  await ok(bo.post('/api/user/finishExercise', { id: bo1 }));
  for (const q of q1.slice(0, 2)) await save(cy, { id: cy1, questionId: q._id, answer: 'B' });
  await save(ann, { id: ann2, questionId: q2[0]._id, answer: 'B' });
  return { teacher, ann, parent, bo, cy, cls, hw1, hw2, exam, names, ann1 };
}
type GradedClass = Awaited<ReturnType<typeof gradedClass>>;
let graded: Promise<GradedClass> | undefined;
// One class serves the reading tests (none of them writes).
const school = () => (graded ??= gradedClass());

async function download(caller: Caller, query: string) {
  return fetch(new URL(`/api/teacher/exportGradebook?${query}`, world.service.url), { headers: { authorization: `Bearer ${caller.token}` } });
}

describe('getGradebook', () => {
  test('the class\'s teacher reads every student\'s status and accuracy, by name, with averages of the work due or handed in', async () => {
    const s = await school();
    const answer = await s.teacher.get(`/api/teacher/getGradebook?classID=${s.cls._id}`);
    expectShape(gradebook, answer);
    const book = answer.body.result as Gradebook;

    expect(book.class).toEqual({ _id: s.cls._id, name: s.cls.name });
    expect(book.columns.map((c) => [c._id, c.isExam, c.average])).toEqual([
      [s.hw1._id, false, 63], // handed in: Ann 100 and Bo 25 (Cy is still working on it, not due yet): 62.5
      [s.hw2._id, false, 0], // overdue: 0 each until handed in
      [s.exam._id, true, null], // nothing due or handed in
    ]);
    expect(book.rows.map((r) => r.student.name)).toEqual([s.names.get(s.ann.id), s.names.get(s.bo.id), s.names.get(s.cy.id)]);
    const cells = book.rows.map((r) => r.cells.map((c) => c && [c.status, c.accuracy, c.answered, c.total]));
    expect(cells).toEqual([
      [['corrected', 100, 4, 4], ['overdue', 50, 1, 2], ['not-started', null, 0, 1]],
      [['submitted', 25, 4, 4], ['overdue', null, 0, 2], null],
      [['in-progress', 50, 2, 4], null, null],
    ]);
    // Ann: 100 and an overdue 0 (overdue work counts as 0 until handed in); Bo: 25 and 0; Cy: nothing due yet.
    expect(book.rows.map((r) => r.average)).toEqual([50, 13, null]);
    expect(book.rows[0].cells[0]?.exerciseId).toBe(s.ann1);
  });

  test('another teacher, a student and a parent are refused; a malformed class id is a 400', async () => {
    const s = await school();
    const other = await world.signIn('Teacher');
    const refused = await other.get(`/api/teacher/getGradebook?classID=${s.cls._id}`);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 403, msg: 'This class belongs to another teacher.' });
    expect((await s.ann.get(`/api/teacher/getGradebook?classID=${s.cls._id}`)).status).toBe(403);
    expect((await s.parent.get(`/api/teacher/getGradebook?classID=${s.cls._id}`)).status).toBe(403);
    expect((await world.anonymous.get(`/api/teacher/getGradebook?classID=${s.cls._id}`)).status).toBe(401);
    const malformed = await s.teacher.get('/api/teacher/getGradebook?classID=nope');
    expect(malformed.status).toBe(400);
    expect((await s.teacher.get('/api/teacher/getGradebook')).status).toBe(400);
    expect((await s.teacher.get(`/api/teacher/getGradebook?classID=${randomUUID()}`)).status).toBe(404);
  });

  test('a class beyond the gradebook\'s bound is refused with 413, not computed', async () => {
    const teacher = await world.signIn('Teacher');
    const cls = world.makeClass(teacher, []);
    for (let i = 0; i <= GRADEBOOK_STUDENTS_MAX; i++) cls.students.push({ _id: `student-${i}`, name: `S ${i}`, email: `s${i}@x.test` });
    const answer = await teacher.get(`/api/teacher/getGradebook?classID=${cls._id}`);
    expect(answer.status).toBe(413);
    expect(answer.body.msg).toBe(GRADEBOOK_TOO_LARGE_MESSAGE);
  });
});

describe('getGradebookRow', () => {
  test('a parent reads their child\'s row over the homework published to the child, accuracy only once handed in', async () => {
    const s = await school();
    const answer = await s.parent.get(`/api/user/getGradebookRow?classID=${s.cls._id}&studentID=${s.ann.id}`);
    expectShape(gradebookChildRow, answer);
    const row = answer.body.result as GradebookChildRow;
    expect(row.columns.map((c) => [c._id, c.average])).toEqual([[s.hw1._id, null], [s.hw2._id, null], [s.exam._id, null]]);
    expect(row.row.student).toEqual({ _id: s.ann.id, name: s.names.get(s.ann.id) });
    // The overdue homework is not handed in: its accuracy would tell which saved answer is right.
    expect(row.row.cells.map((c) => c && [c.status, c.accuracy])).toEqual([['corrected', 100], ['overdue', null], ['not-started', null]]);
    expect(row.row.average).toBe(50);
  });

  test('another child\'s row, a stranger parent, a teacher and a student are refused', async () => {
    const s = await school();
    const notMine = await s.parent.get(`/api/user/getGradebookRow?classID=${s.cls._id}&studentID=${s.bo.id}`);
    expect(notMine.status).toBe(404);
    expect(notMine.body.msg).toBe('Student not found');
    const stranger = await world.signIn('Parent');
    expect((await stranger.get(`/api/user/getGradebookRow?classID=${s.cls._id}&studentID=${s.ann.id}`)).status).toBe(404);
    expect((await s.teacher.get(`/api/user/getGradebookRow?classID=${s.cls._id}&studentID=${s.ann.id}`)).status).toBe(403);
    expect((await s.ann.get(`/api/user/getGradebookRow?classID=${s.cls._id}&studentID=${s.ann.id}`)).status).toBe(403);
    // Their own child, in a class the child has no work in: nothing to show, nothing revealed.
    expect((await s.parent.get(`/api/user/getGradebookRow?classID=${randomUUID()}&studentID=${s.ann.id}`)).status).toBe(404);
    expect((await s.parent.get(`/api/user/getGradebookRow?classID=bad&studentID=${s.ann.id}`)).status).toBe(400);
  });
});

describe('exportGradebook', () => {
  test('xlsx: one sheet for the class, header row frozen, accuracy as numbers shown as percents', async () => {
    const s = await school();
    const res = await download(s.teacher, `classID=${s.cls._id}&format=xlsx`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="gradebook-Class-[\w-]+\.xlsx"$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    expect(workbook.worksheets.map((w) => w.name)).toEqual([s.cls.name.slice(0, 31)]);
    const sheet = workbook.worksheets[0];
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const header = sheet.getRow(1).values as unknown[];
    expect(header.slice(1, 4)).toEqual(['Student', `${s.hw1.name}: status`, `${s.hw1.name}: accuracy`]);
    expect(header.at(-1)).toBe('Average');
    const ann = sheet.getRow(2);
    expect(ann.getCell(1).value).toBe(s.names.get(s.ann.id));
    expect(ann.getCell(2).value).toBe('Corrected');
    expect(ann.getCell(3).value).toBe(1);
    expect(ann.getCell(3).numFmt).toBe('0%');
    expect(ann.getCell(5).value).toBe(0.5);
    expect(ann.getCell(header.length - 1).value).toBe(0.5);
    expect(typeof sheet.getRow(3).getCell(3).value).toBe('number');
    const averages = sheet.getRow(5);
    expect(averages.getCell(1).value).toBe('Average');
    expect(averages.getCell(3).value).toBe(0.63);
  });

  test('csv: RFC 4180 quoting, and a name that reads as a formula gets a leading apostrophe', async () => {
    const teacher = await world.signIn('Teacher');
    const [a, b, c] = [await world.signIn('Student'), await world.signIn('Student'), await world.signIn('Student')];
    const cls = world.makeClass(teacher, [a, b, c]);
    cls.students[0].name = '=HYPERLINK("http://x.test","click")';
    cls.students[1].name = 'Smith, "Jo"';
    cls.students[2].name = '@SUM(1+1)';
    const hw = world.makeHomework(cls, teacher, [right()], { dueDate: FUTURE });
    const [exerciseA] = await publishHomework(teacher, cls, hw, [a]);
    await save(a, { id: exerciseA, questionId: hw.questionList[0]._id, answer: 'B' });
    await ok(a.post('/api/user/finishExercise', { id: exerciseA }));

    const res = await download(teacher, `classID=${cls._id}&format=csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const text = (await res.text()).replace(/^\uFEFF/, '');
    expect(text.split('\r\n')).toEqual([
      `Student,${hw.name}: status,${hw.name}: accuracy (%),Average (%)`,
      // By name (the collation puts '@' before '='); the third has no exercise of it.
      `'@SUM(1+1),,,`,
      `"'=HYPERLINK(""http://x.test"",""click"")",Submitted,100,100`,
      `"Smith, ""Jo""",,,`,
      'Average,,100,',
      '',
    ]);
  });

  test('another teacher downloads nothing; an unknown format is a 400', async () => {
    const s = await school();
    const other = await world.signIn('Teacher');
    const refused = await download(other, `classID=${s.cls._id}&format=xlsx`);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 403, msg: 'This class belongs to another teacher.' });
    const bad = await download(s.teacher, `classID=${s.cls._id}&format=pdf`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 400, msg: 'The format must be xlsx or csv.' });
  });
});
