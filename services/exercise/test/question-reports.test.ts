import { describe, expect, test } from 'vitest';
import { questionReport, questionReportCounts, questionReportList, type QuestionReport } from '@tp/contracts';
import { ok } from '@tp/test-kit/answer-checks';
import { practiceSchool, usePracticeWorld, type PracticeCaller } from './practice-world';

const world = usePracticeWorld();

async function savedSchool() {
  const s = await practiceSchool(world(), { count: 2 });
  await ok(s.student.post('/api/user/updateUserSetting', s.setting()));
  return s;
}
const report = (student: PracticeCaller, body: Record<string, unknown>) => student.post('/api/user/reportResourceQuestion', body);
const reportsOf = async (teacher: PracticeCaller, questionId: string): Promise<QuestionReport[]> =>
  questionReportList.parse(await ok(teacher.get(`/api/teacher/getQuestionReports?questionId=${questionId}`))).list;
const countsOf = async (teacher: PracticeCaller) => questionReportCounts.parse(await ok(teacher.get('/api/teacher/getQuestionReportCounts'))).list;

describe('reportResourceQuestion', () => {
  test('a report reaches the question\'s author: "Report submitted successfully", listed on the question and counted', async () => {
    const s = await savedSchool();
    const [q] = s.questions;

    const res = await report(s.student, { questionId: q._id, errorType: 2, otherContent: '' });
    await ok(report(s.student, { questionId: q._id, errorType: 3, otherContent: '  The picture is missing.  ' }));

    expect(res.body).toEqual({ code: 200, msg: 'Report submitted successfully', result: { _id: expect.any(String) } });
    const list = await reportsOf(s.teacher, q._id);
    expect(list).toEqual([
      { _id: expect.any(String), questionId: q._id, questionName: q.name, errorType: 3, otherContent: 'The picture is missing.', reporter: { _id: s.student.id, name: s.student.name }, createdAt: expect.any(String), resolvedAt: null },
      { _id: res.body.result._id, questionId: q._id, questionName: q.name, errorType: 2, otherContent: '', reporter: { _id: s.student.id, name: s.student.name }, createdAt: expect.any(String), resolvedAt: null },
    ]);
    expect(await countsOf(s.teacher)).toEqual([{ questionId: q._id, open: 2 }]);
  });

  test('Other (3) needs text, "Please input your report content"; a type is needed; nothing is stored', async () => {
    const s = await savedSchool();
    const questionId = s.questions[0]._id;

    expect((await report(s.student, { questionId, errorType: 3, otherContent: '   ' })).body).toEqual({ code: 400, msg: 'Please input your report content', result: null });
    expect((await report(s.student, { questionId, errorType: 3 })).body).toMatchObject({ code: 400, msg: 'Please input your report content' });
    for (const errorType of [undefined, 0, 4, 'x']) {
      expect((await report(s.student, { questionId, errorType, otherContent: 'x' })).body, String(errorType)).toMatchObject({ code: 400, msg: 'Please select the kind of problem.' });
    }
    expect((await report(s.student, { questionId, errorType: 1, otherContent: 'x'.repeat(2001) })).body).toMatchObject({ code: 400, msg: 'A report is at most 2,000 characters.' });
    expect(await reportsOf(s.teacher, questionId)).toEqual([]);
  });

  test('only a question of the student\'s practice can be reported (also one answered under earlier settings); others 404', async () => {
    const s = await savedSchool();
    const stranger = await world().signIn('Teacher');
    const lib = await world().library(stranger);
    const foreign = await world().question(stranger, { correctAnswer: 'A', libraryId: lib._id, chapterId: lib.chapters.Kinematics._id, source: s.src._id });
    await ok(s.student.post('/api/user/submitResourceQuestion', { questionId: s.questions[0]._id, answer: 'B' }));
    await ok(s.student.post('/api/user/updateUserSetting', s.setting({ difficulty: 'easy' }))); // no question is easy

    expect((await report(s.student, { questionId: foreign._id, errorType: 1 })).body).toEqual({ code: 404, msg: 'This question is not in your practice.', result: null });
    expect((await report(s.student, { questionId: s.questions[1]._id, errorType: 1 })).body).toMatchObject({ code: 404 });
    expect((await report(s.student, { questionId: s.questions[0]._id, errorType: 1 })).body).toMatchObject({ code: 200 });
    expect((await report(s.teacher, { questionId: s.questions[0]._id, errorType: 1 })).status).toBe(403);
  });
});

describe('the author\'s view of reports', () => {
  test('another teacher sees none of them; an administrator sees them; the author or an administrator resolves one', async () => {
    const s = await savedSchool();
    const [q] = s.questions;
    const other = await world().signIn('Teacher');
    const { _id: id } = await ok<{ _id: string }>(report(s.student, { questionId: q._id, errorType: 1 }));
    await ok(report(s.student, { questionId: q._id, errorType: 2 }));

    expect(await reportsOf(other, q._id)).toEqual([]);
    expect(await countsOf(other)).toEqual([]);
    expect(await reportsOf(world().admin, q._id)).toHaveLength(2);
    expect((await other.post('/api/teacher/resolveQuestionReport', { id })).body).toEqual({ code: 404, msg: 'Report not found', result: null });

    const resolved = questionReport.parse(await ok(s.teacher.post('/api/teacher/resolveQuestionReport', { id }), 'Successfully saved'));
    expect(resolved.resolvedAt).toEqual(expect.any(String));
    expect(await countsOf(s.teacher)).toEqual([{ questionId: q._id, open: 1 }]);
    // Open ones first; resolving again changes nothing.
    expect((await reportsOf(s.teacher, q._id)).map((r) => r.resolvedAt === null)).toEqual([true, false]);
    expect(questionReport.parse(await ok(s.teacher.post('/api/teacher/resolveQuestionReport', { id }))).resolvedAt).toBe(resolved.resolvedAt);

    const [open] = (await reportsOf(s.teacher, q._id)).filter((r) => !r.resolvedAt);
    await ok(world().admin.post('/api/teacher/resolveQuestionReport', { id: open._id }));
    expect(await countsOf(s.teacher)).toEqual([]);
  });

  test('teachers only; malformed ids are not found', async () => {
    const s = await savedSchool();
    expect((await s.student.get(`/api/teacher/getQuestionReports?questionId=${s.questions[0]._id}`)).status).toBe(403);
    expect((await world().anonymous.get('/api/teacher/getQuestionReportCounts')).status).toBe(401);
    expect(await reportsOf(s.teacher, 'nope')).toEqual([]);
    expect((await s.teacher.get('/api/teacher/getQuestionReports')).body).toMatchObject({ code: 400, msg: 'The question id (questionId) is required.' });
    expect((await s.teacher.post('/api/teacher/resolveQuestionReport', { id: 'nope' })).body).toMatchObject({ code: 404, msg: 'Report not found' });
  });
});
