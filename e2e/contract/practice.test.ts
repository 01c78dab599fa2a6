import { beforeAll, describe, expect, test } from 'vitest';
import {
  practiceQuestionBatch, practiceRecordPage, practiceResult, practiceSetting, questionReportCounts, questionReportList, resourceRecordList,
  studentPracticeRecords,
} from '@tp/contracts';
import { gateway, signIn } from '../support/api';
import { practiceSchool, type PracticeSchool } from '../support/practice-school';
import { createUser, PASSWORD } from '../support/school';
import { count, eachItem, flag, refusal, success, text } from './spec-shapes';

/**
 * The self-practice calls, through the gateway, each sent with the specification's request fields and read through
 * its result fields (packages/contracts/src/practice.ts); the refusal messages; and the refusals: 401 without a
 * token, 403 for the wrong role or another teacher's class, 400 for bad input (never a 500).
 */

/** User practice setting: libraries (libraryId, chapterId, sectionId), sources (_id, name, expired), difficulty, skip count, isClassroomStudent. */
const setting = { libraries: expect.any(Array), sources: expect.any(Array), difficulty: text, isClassroomStudent: flag, skip: count };
const settingLibrary = { libraryId: text, chapterId: expect.any(String), sectionId: expect.any(String) };
const settingSource = { _id: text, name: text, expired: flag };
/** Practice question result: isCorrect, correctAnswer, description. */
const questionResult = { isCorrect: flag, correctAnswer: text, description: expect.any(String) };
/** Student exercise answer record: question, answer, isCorrect, createdAt. */
const answerRecord = { question: expect.anything(), answer: expect.any(String), isCorrect: flag, createdAt: text };

let s: PracticeSchool;

beforeAll(async () => {
  s = await practiceSchool();
});

const saveSetting = (body: unknown) => s.student.post('/api/user/updateUserSetting', body);
const fullSetting = () => ({ libraries: [{ libraryId: s.libraryId, chapterId: s.chapterId, sectionId: s.sectionId }], sources: [s.source], difficulty: 'all' });

describe('settings', () => {
  test('GET /user/getUserSetting -> result: libraries,sources,difficulty,isClassroomStudent,skip', async () => {
    const result = success(await s.student.get('/api/user/getUserSetting'));
    expect(result).toMatchObject({ ...setting, isClassroomStudent: true });
    practiceSetting.parse(result);
  });

  test('POST /user/updateUserSetting {libraries (libraryId,chapterId,sectionId),sources,difficulty} -> result is a count; the messages', async () => {
    expect(refusal(await saveSetting({ ...fullSetting(), libraries: [] }), 400)).toBe('Please select library');
    expect(refusal(await saveSetting({ ...fullSetting(), sources: [] }), 400)).toBe('Please select source');

    const res = await saveSetting(fullSetting());
    expect(success(res)).toBe(3);
    expect(res.body.msg).toBe('Save success, There are a total of 3 questions in this setting');

    const saved = success(await s.student.get('/api/user/getUserSetting'));
    expect(saved).toMatchObject({ ...setting, difficulty: 'all', skip: 0 });
    eachItem(saved.libraries, settingLibrary);
    eachItem(saved.sources, settingSource);
  });

  test('difficulty is one of easy, medium, difficult, veryDifficult, all; anything else is a 400', async () => {
    for (const difficulty of ['easy', 'medium', 'difficult', 'veryDifficult']) expect(typeof success(await saveSetting({ ...fullSetting(), difficulty }))).toBe('number');
    refusal(await saveSetting({ ...fullSetting(), difficulty: 'impossible' }), 400);
    success(await saveSetting(fullSetting()));
  });
});

describe('play', () => {
  test('GET /user/getResourceQuestion -> result: questions,done,total; the answers are not in it', async () => {
    success(await saveSetting(fullSetting()));
    const res = await s.student.get('/api/user/getResourceQuestion');
    const result = success(res);
    expect(result).toMatchObject({ questions: expect.any(Array), done: 0, total: 3 });
    eachItem(result.questions, { _id: text, qText: text, isChoice: expect.toBeOneOf([0, 1, 2]) });
    for (const q of result.questions) expect(q).not.toHaveProperty('correctAnswer');
    practiceQuestionBatch.parse(result);
  });

  test('POST /user/submitResourceQuestion {questionId,answer} -> isCorrect,correctAnswer,description; the messages', async () => {
    success(await saveSetting(fullSetting()));
    const [single, , free] = s.questionIds;
    const post = (questionId: string, answer: string) => s.student.post('/api/user/submitResourceQuestion', { questionId, answer });

    expect(refusal(await post(single, ''), 400)).toBe('Please select your answer');
    expect(refusal(await post(free, ''), 400)).toBe('Please input your answer');
    const right = success(await post(single, 'B'));
    expect(right).toMatchObject({ ...questionResult, isCorrect: true, correctAnswer: 'B' });
    const freeResult = success(await post(free, '(x+1)(x-1)'));
    expect(freeResult).toMatchObject({ ...questionResult, isCorrect: true });
    practiceResult.parse(freeResult);
  });

  test('POST /user/giveUpResourceQuestion {questionId}: the question counts as done, its answer shows; skip counts it', async () => {
    success(await saveSetting(fullSetting()));
    const result = success(await s.student.post('/api/user/giveUpResourceQuestion', { questionId: s.questionIds[1] }));
    expect(result).toMatchObject({ ...questionResult, isCorrect: false, correctAnswer: 'A,C' });
    expect(success(await s.student.get('/api/user/getUserSetting'))).toMatchObject({ skip: 1 });
  });

  test('POST /user/reportResourceQuestion {questionId,errorType,otherContent}: Other needs text; "Report submitted successfully"', async () => {
    const post = (body: unknown) => s.student.post('/api/user/reportResourceQuestion', body);
    expect(refusal(await post({ questionId: s.questionIds[0], errorType: 3, otherContent: '' }), 400)).toBe('Please input your report content');
    const res = await post({ questionId: s.questionIds[0], errorType: 1, otherContent: '' });
    success(res);
    expect(res.body.msg).toBe('Report submitted successfully');
    success(await post({ questionId: s.questionIds[0], errorType: 3, otherContent: 'Two answers look right.' }));
  });

  test('when every question of the setting is done: no questions, done equals total', async () => {
    success(await saveSetting(fullSetting()));
    for (const questionId of s.questionIds) success(await s.student.post('/api/user/giveUpResourceQuestion', { questionId }));
    expect(success(await s.student.get('/api/user/getResourceQuestion'))).toEqual({ questions: [], done: 3, total: 3 });
  });
});

describe('records', () => {
  test('GET /user/getResourceRecord -> result.list; GET /user/getStudentQuestionRecord (page,pageSize) -> result: total,list', async () => {
    success(await saveSetting(fullSetting()));
    success(await s.student.post('/api/user/submitResourceQuestion', { questionId: s.questionIds[0], answer: 'C' }));

    const report = success(await s.student.get('/api/user/getResourceRecord'));
    eachItem(report.list, answerRecord);
    resourceRecordList.parse(report);

    const page = success(await s.student.get('/api/user/getStudentQuestionRecord?page=1&pageSize=10'));
    expect(page).toMatchObject({ total: count, list: expect.any(Array) });
    expect(page.list.length).toBeLessThanOrEqual(10);
    eachItem(page.list, answerRecord);
    practiceRecordPage.parse(page);
  });

  test('GET /teacher/getStudentExerciseByClass (classId,studentId,page,pageSize) -> result: total,list,correct,wrong; another teacher 403', async () => {
    const path = `/api/teacher/getStudentExerciseByClass?classId=${s.classId}&studentId=${s.studentUser._id}&page=1&pageSize=10`;
    const result = success(await s.teacher.get(path));
    expect(result).toMatchObject({ total: count, list: expect.any(Array), correct: count, wrong: count });
    eachItem(result.list, answerRecord);
    studentPracticeRecords.parse(result);

    const otherTeacher = await createUser('Teacher', s.admin);
    const { api: other } = await signIn(otherTeacher.email, PASSWORD);
    refusal(await other.get(path), 403);
  });
});

describe('the question author\'s reports (API extensions)', () => {
  test('GET /teacher/getQuestionReportCounts, GET /teacher/getQuestionReports ?questionId, POST /teacher/resolveQuestionReport {id}', async () => {
    success(await s.student.post('/api/user/reportResourceQuestion', { questionId: s.questionIds[2], errorType: 2, otherContent: '' }));
    const counts = questionReportCounts.parse(success(await s.teacher.get('/api/teacher/getQuestionReportCounts')));
    expect(counts.list).toContainEqual({ questionId: s.questionIds[2], open: 1 });
    const { list } = questionReportList.parse(success(await s.teacher.get(`/api/teacher/getQuestionReports?questionId=${s.questionIds[2]}`)));
    expect(list[0]).toMatchObject({ errorType: 2, reporter: { _id: s.studentUser._id } });
    expect(success(await s.teacher.post('/api/teacher/resolveQuestionReport', { id: list[0]._id }))).toMatchObject({ resolvedAt: text });
  });
});

describe('refusals', () => {
  test('no token 401; a teacher on the student calls and a student on the teacher calls 403; malformed input 400', async () => {
    const anonymous = gateway();
    for (const path of ['/api/user/getUserSetting', '/api/user/getResourceQuestion', '/api/user/getResourceRecord', '/api/user/getStudentQuestionRecord']) {
      refusal(await anonymous.get(path), 401);
      refusal(await s.teacher.get(path), 403);
    }
    refusal(await s.student.get(`/api/teacher/getStudentExerciseByClass?classId=${s.classId}&studentId=${s.studentUser._id}`), 403);
    refusal(await s.student.get('/api/teacher/getQuestionReportCounts'), 403);
    refusal(await s.student.post('/api/user/submitResourceQuestion', { answer: 'A' }), 400);
    refusal(await s.student.post('/api/user/updateUserSetting', { libraries: 'everything' }), 400);
    refusal(await s.student.get('/api/user/getStudentQuestionRecord?page=-1'), 400);
  });
});
