import { describe, expect, test } from 'vitest';
import { practiceQuestionBatch, practiceSetting, type PracticeSetting } from '@tp/contracts';
import { ok } from '@tp/test-kit/answer-checks';
import { practiceSchool, usePracticeWorld, type PracticeCaller } from './practice-world';

const world = usePracticeWorld();

async function settingOf(student: PracticeCaller): Promise<PracticeSetting> {
  return practiceSetting.parse(await ok(student.get('/api/user/getUserSetting')));
}

const refusal = async (call: Promise<{ status: number; body: { code: number; msg: string } }>) => {
  const { status, body } = await call;
  return { status, code: body.code, msg: body.msg };
};

describe('getUserSetting before the first save', () => {
  test('an empty setting; Classroom Student is on for a student of a class that includes the library, off otherwise', async () => {
    const s = await practiceSchool(world(), { count: 0 });
    const loner = await world().signIn('Student');

    expect(await settingOf(s.student)).toEqual({
      libraries: [], sources: [], difficulty: 'all', isClassroomStudent: true, skip: 0, done: 0, total: 0, saved: false, savedAt: null,
    });
    expect((await settingOf(loner)).isClassroomStudent).toBe(false);
  });
});

describe('updateUserSetting', () => {
  test('saves the setting and says how many questions it offers; getUserSetting shows it with the sources\' names', async () => {
    const s = await practiceSchool(world(), { count: 3 });
    const libraries = [{ libraryId: s.lib._id, chapterId: s.lib.chapters.Kinematics._id, sectionId: s.lib.chapters.Kinematics.sections.Projectiles }];

    const res = await s.student.post('/api/user/updateUserSetting', s.setting({ libraries, sources: [{ _id: s.src._id, name: 'as the picker sends it' }], difficulty: 'medium' }));

    expect(res.body).toEqual({ code: 200, msg: 'Save success, There are a total of 3 questions in this setting', result: 3 });
    expect(await settingOf(s.student)).toMatchObject({
      libraries: [{ ...libraries[0], expired: false }], sources: [{ _id: s.src._id, name: s.src.name, expired: false }], difficulty: 'medium',
      isClassroomStudent: true, skip: 0, done: 0, total: 3, saved: true, savedAt: expect.any(String),
    });
  });

  test('more than ten questions read "10+"; Max Resources caps what a setting offers', async () => {
    const s = await practiceSchool(world(), { count: 12 });
    await ok(world().admin.bank.post('/api/admin/editResourceBase', { maxQuestions: 100 }));
    try {
      expect((await s.student.post('/api/user/updateUserSetting', s.setting())).body).toMatchObject({ msg: 'Save success, There are a total of 10+ questions in this setting', result: 12 });
      await ok(world().admin.bank.post('/api/admin/editResourceBase', { maxQuestions: 5 }));
      expect((await s.student.post('/api/user/updateUserSetting', s.setting())).body).toMatchObject({ msg: 'Save success, There are a total of 5 questions in this setting', result: 5 });
    } finally {
      await ok(world().admin.bank.post('/api/admin/editResourceBase', { maxQuestions: 10 }));
    }
  });

  test('difficulty: easy is 1–2, medium 3, difficult 4, very difficult 5, all 1–5', async () => {
    const s = await practiceSchool(world(), { count: 0 });
    for (const difficuty of [1, 2, 3, 4, 5, 5]) await s.filed({ difficuty });
    const count = async (difficulty: string) => (await ok<number>(s.student.post('/api/user/updateUserSetting', s.setting({ difficulty }))));

    expect([await count('easy'), await count('medium'), await count('difficult'), await count('veryDifficult'), await count('all')]).toEqual([2, 1, 1, 2, 6]);
  });

  test('without a library "Please select library", without a source "Please select source"; nothing is saved', async () => {
    const s = await practiceSchool(world(), { count: 1 });

    expect(await refusal(s.student.post('/api/user/updateUserSetting', s.setting({ libraries: [] })))).toEqual({ status: 400, code: 400, msg: 'Please select library' });
    expect(await refusal(s.student.post('/api/user/updateUserSetting', { libraries: [], sources: [] }))).toMatchObject({ msg: 'Please select library' });
    expect(await refusal(s.student.post('/api/user/updateUserSetting', s.setting({ sources: [] })))).toEqual({ status: 400, code: 400, msg: 'Please select source' });
    expect((await settingOf(s.student)).saved).toBe(false);
  });

  test('a library the student may not use is refused (403), a deleted source and malformed input are 400s; nothing is saved', async () => {
    const s = await practiceSchool(world(), { count: 1 });
    const stranger = await world().signIn('Teacher');
    const otherLibrary = await world().library(stranger);
    const gone = await world().source(s.teacher);
    await ok(s.teacher.bank.post('/api/teacher/deleteSource', { id: gone._id }));
    const post = (body: unknown) => refusal(s.student.post('/api/user/updateUserSetting', body));

    expect(await post(s.setting({ libraries: [{ libraryId: otherLibrary._id }] }))).toEqual({
      status: 403, code: 403, msg: 'You can practise only from the libraries of your classes. Please choose your libraries again.',
    });
    expect(await post(s.setting({ libraries: [{ libraryId: s.lib._id, chapterId: otherLibrary.chapters.Kinematics._id }] }))).toMatchObject({ status: 403 });
    expect(await post(s.setting({ sources: [gone._id] }))).toEqual({ status: 400, code: 400, msg: 'A chosen source no longer exists. Please choose your sources again.' });
    expect(await post(s.setting({ libraries: [{ libraryId: 'nope' }] }))).toEqual({ status: 400, code: 400, msg: 'The library id (libraryId) is not a valid id.' });
    expect(await post(s.setting({ sources: ['nope'] }))).toMatchObject({ status: 400, msg: 'The source id is not a valid id.' });
    expect(await post(s.setting({ difficulty: 'hard' }))).toMatchObject({ status: 400, msg: 'The difficulty must be easy, medium, difficult, veryDifficult or all.' });
    expect(await post({ libraries: 'all', sources: [s.src._id] })).toMatchObject({ status: 400 });
    expect((await settingOf(s.student)).saved).toBe(false);
  });

  test('a selection inside another chosen one is kept once', async () => {
    const s = await practiceSchool(world(), { count: 2 });
    const k = s.lib.chapters.Kinematics;
    const libraries = [{ libraryId: s.lib._id, chapterId: k._id, sectionId: k.sections.Projectiles }, { libraryId: s.lib._id, chapterId: k._id }, { libraryId: s.lib._id, chapterId: k._id }];

    expect(await ok(s.student.post('/api/user/updateUserSetting', s.setting({ libraries })))).toBe(2);
    expect((await settingOf(s.student)).libraries).toEqual([{ libraryId: s.lib._id, chapterId: k._id, sectionId: '', expired: false }]);
  });

  test('students only: a teacher or parent gets 403, no token 401; each student reads only their own setting', async () => {
    const s = await practiceSchool(world(), { count: 1 });
    const [other, parent] = await Promise.all([world().signIn('Student'), world().signIn('Parent')]);
    await ok(s.student.post('/api/user/updateUserSetting', s.setting()));

    expect((await settingOf(other)).saved).toBe(false);
    for (const caller of [s.teacher, parent]) {
      expect((await caller.get('/api/user/getUserSetting')).status).toBe(403);
      expect((await caller.post('/api/user/updateUserSetting', s.setting())).status).toBe(403);
    }
    expect((await world().anonymous.get('/api/user/getUserSetting')).status).toBe(401);
  });
});

describe('expired markers: what the student can no longer practise from', () => {
  test('a deleted source is marked expired and gives nothing; a library the student lost gives no question', async () => {
    const s = await practiceSchool(world(), { count: 2 });
    const second = await world().source(s.teacher);
    await s.filed({ source: second._id });
    await ok(s.student.post('/api/user/updateUserSetting', s.setting({ sources: [s.src._id, second._id] })));
    await ok(s.teacher.bank.post('/api/teacher/deleteSource', { id: second._id }));

    const afterDelete = await settingOf(s.student);
    expect(afterDelete.sources).toEqual([{ _id: s.src._id, name: s.src.name, expired: false }, { _id: second._id, name: second.name, expired: true }]);
    expect(afterDelete.total).toBe(2);

    world().enrol(s.student, []); // the student's class place expired, or they left it
    const afterLeaving = await settingOf(s.student);
    expect(afterLeaving).toMatchObject({ isClassroomStudent: false, libraries: [{ libraryId: s.lib._id, expired: true }], total: 0 });
    expect(practiceQuestionBatch.parse(await ok(s.student.get('/api/user/getResourceQuestion')))).toEqual({ questions: [], done: 0, total: 0 });
    expect((await s.student.post('/api/user/submitResourceQuestion', { questionId: s.questions[0]._id, answer: 'B' })).body).toMatchObject({ code: 404, msg: 'This question is not in your practice.' });
  });

  test('when question-bank cannot answer, the student gets a 503 that says so, never a 500', async () => {
    const s = await practiceSchool(world(), { count: 1 });
    await ok(s.student.post('/api/user/updateUserSetting', s.setting()));
    world().catalog.setDown(true); // question-bank cannot check the student's classes
    try {
      const res = await s.student.get('/api/user/getResourceQuestion');
      expect(res.status).toBe(503);
      expect(res.body.msg).toBe('The practice questions cannot be read right now. Please try again in a moment.');
    } finally {
      world().catalog.setDown(false);
    }
  });
});
