import { describe, expect, test } from 'vitest';
import { practiceRecordPage, resourceRecordList, studentPracticeRecords } from '@tp/contracts';
import { ok } from '@tp/test-kit/answer-checks';
import { practiceSchool, usePracticeWorld, type PracticeCaller } from './practice-world';

const world = usePracticeWorld();

const submit = (student: PracticeCaller, questionId: string, answer: string) => ok(student.post('/api/user/submitResourceQuestion', { questionId, answer }));
const giveUp = (student: PracticeCaller, questionId: string) => ok(student.post('/api/user/giveUpResourceQuestion', { questionId }));

describe('getStudentQuestionRecord (HISTORY)', () => {
  test('every answered or given-up question of every setting, newest first, 10 a page, with the question as answered', async () => {
    const s = await practiceSchool(world(), { count: 7 });
    await ok(s.student.post('/api/user/updateUserSetting', s.setting()));
    for (const q of s.questions) await submit(s.student, q._id, 'B');
    await ok(s.student.post('/api/user/updateUserSetting', s.setting())); // a new setting: its records add to the history
    for (const q of s.questions.slice(0, 4)) await giveUp(s.student, q._id);

    const first = practiceRecordPage.parse(await ok(s.student.get('/api/user/getStudentQuestionRecord?page=1&pageSize=10')));
    const second = practiceRecordPage.parse(await ok(s.student.get('/api/user/getStudentQuestionRecord?page=2')));

    expect(first.total).toBe(11);
    expect(first.list).toHaveLength(10);
    expect(second.list).toHaveLength(1);
    expect(first.list.slice(0, 4).map((r) => r.question._id)).toEqual(s.questions.slice(0, 4).map((q) => q._id).reverse());
    expect(first.list[0]).toMatchObject({ gaveUp: true, isCorrect: false, answer: '', question: { correctAnswer: 'B', description: '<p>Because B.</p>', qText: '<p>Which?</p>' } });
    expect(second.list[0]).toMatchObject({ question: { _id: s.questions[0]._id }, answer: 'B', isCorrect: true, gaveUp: false, method: 'exact' });
    expect((await s.student.get('/api/user/getStudentQuestionRecord?page=0')).body).toMatchObject({ code: 400, msg: 'The page must be a whole number from 1 to 100000.' });
  });

  test('a student reads only their own history; other roles get 403', async () => {
    const s = await practiceSchool(world(), { count: 1 });
    await ok(s.student.post('/api/user/updateUserSetting', s.setting()));
    await submit(s.student, s.questions[0]._id, 'B');
    const other = await world().signIn('Student');

    expect(practiceRecordPage.parse(await ok(other.get('/api/user/getStudentQuestionRecord')))).toEqual({ list: [], total: 0 });
    expect((await s.teacher.get('/api/user/getStudentQuestionRecord')).status).toBe(403);
  });
});

describe('getResourceRecord (REPORT)', () => {
  test('the saved setting\'s records with counts of correct, wrong and given up; a new setting starts empty', async () => {
    const s = await practiceSchool(world(), { count: 4 });
    await ok(s.student.post('/api/user/updateUserSetting', s.setting()));
    await submit(s.student, s.questions[0]._id, 'B');
    await submit(s.student, s.questions[1]._id, 'B');
    await submit(s.student, s.questions[2]._id, 'A');
    await giveUp(s.student, s.questions[3]._id);

    const report = resourceRecordList.parse(await ok(s.student.get('/api/user/getResourceRecord')));
    expect(report).toMatchObject({ correct: 2, wrong: 1, gaveUp: 1 });
    expect(report.list.map((r) => r.question._id)).toEqual(s.questions.map((q) => q._id).reverse());

    await ok(s.student.post('/api/user/updateUserSetting', s.setting()));
    expect(resourceRecordList.parse(await ok(s.student.get('/api/user/getResourceRecord')))).toEqual({ list: [], correct: 0, wrong: 0, gaveUp: 0 });
    const newcomer = await world().signIn('Student');
    expect(await ok(newcomer.get('/api/user/getResourceRecord'))).toEqual({ list: [], correct: 0, wrong: 0, gaveUp: 0 });
  });
});

describe('getStudentExerciseByClass (the teacher\'s Resource Records)', () => {
  /** A student practising from two teachers' libraries (both their classes include the library). */
  async function twoTeachers() {
    const s = await practiceSchool(world(), { count: 3 });
    const other = await world().signIn('Teacher');
    const otherLib = await world().library(other);
    const foreign = await world().question(other, {
      correctAnswer: 'A', libraryId: otherLib._id, chapterId: otherLib.chapters.Kinematics._id, source: s.src._id,
    });
    world().enrol(s.student, [s.teacher, other]);
    const libraries = [{ libraryId: s.lib._id }, { libraryId: otherLib._id }];
    await ok(s.student.post('/api/user/updateUserSetting', s.setting({ libraries })));
    await submit(s.student, s.questions[0]._id, 'B');
    await submit(s.student, s.questions[1]._id, 'D');
    await giveUp(s.student, s.questions[2]._id);
    await submit(s.student, foreign._id, 'A');
    const cls = world().makeClass(s.teacher, [s.student]);
    return { ...s, other, foreign, cls };
  }
  const path = (classId: string, studentId: string, extra = '') => `/api/teacher/getStudentExerciseByClass?classId=${classId}&studentId=${studentId}${extra}`;

  test('the class\'s teacher sees the student\'s practice from their own libraries: a page of records and the counts of all', async () => {
    const s = await twoTeachers();

    const all = studentPracticeRecords.parse(await ok(s.teacher.get(path(s.cls._id, s.student.id))));
    expect(all).toMatchObject({ total: 3, correct: 1, wrong: 1, gaveUp: 1 });
    expect(all.list.map((r) => r.question._id)).toEqual([s.questions[2]._id, s.questions[1]._id, s.questions[0]._id]);
    expect(all.list[1]).toMatchObject({ answer: 'D', isCorrect: false, question: { correctAnswer: 'B' }, createdAt: expect.any(String) });

    const paged = studentPracticeRecords.parse(await ok(s.teacher.get(path(s.cls._id, s.student.id, '&page=2&pageSize=2'))));
    expect(paged).toMatchObject({ total: 3, correct: 1, wrong: 1, gaveUp: 1 });
    expect(paged.list.map((r) => r.question._id)).toEqual([s.questions[0]._id]);

    // The other teacher's class shows what came from the other teacher's library.
    const otherClass = world().makeClass(s.other, [s.student]);
    expect(studentPracticeRecords.parse(await ok(s.other.get(path(otherClass._id, s.student.id))))).toMatchObject({ total: 1, correct: 1, wrong: 0, gaveUp: 0 });
  });

  test('an administrator sees what the class\'s teacher sees; another teacher gets 403, a student 403, no token 401', async () => {
    const s = await twoTeachers();

    expect(await ok(world().admin.get(path(s.cls._id, s.student.id)))).toMatchObject({ total: 3 });
    expect((await s.other.get(path(s.cls._id, s.student.id))).body).toEqual({ code: 403, msg: 'This class belongs to another teacher.', result: null });
    expect((await s.student.get(path(s.cls._id, s.student.id))).status).toBe(403);
    expect((await world().anonymous.get(path(s.cls._id, s.student.id))).status).toBe(401);
  });

  test('a student not on the class\'s roster is not found; an unknown class 404; malformed ids 400', async () => {
    const s = await twoTeachers();
    const stranger = await world().signIn('Student');

    expect((await s.teacher.get(path(s.cls._id, stranger.id))).body).toEqual({ code: 404, msg: 'Student not found in this class', result: null });
    expect((await s.teacher.get(path('00000000-0000-4000-8000-000000000000', s.student.id))).body).toMatchObject({ code: 404, msg: 'Class not found' });
    expect((await s.teacher.get(path('nope', s.student.id))).body).toMatchObject({ code: 400, msg: 'The class id (classId) is not a valid id.' });
    expect((await s.teacher.get(`/api/teacher/getStudentExerciseByClass?classId=${s.cls._id}`)).body).toMatchObject({ code: 400, msg: 'The student id (studentId) is required.' });
    expect((await s.teacher.get(path(s.cls._id, s.student.id, '&pageSize=1000'))).status).toBe(400);
  });
});
