import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import type { ApiClient, ApiResponse } from '@tp/test-kit';
import {
  EXAM_ENDED_MESSAGE, INPUT_ANSWER_MESSAGE, SELECT_ANSWER_MESSAGE, classContent, exerciseSummaryList, exerciseView, exerciseViewList,
  gradebook, gradebookChildRow, publishResult,
  saveExerciseResult, startExamResult, studentPublishList, submitExerciseResult, unpublishResult,
  type ExerciseSummary, type ExerciseView,
} from '@tp/contracts';
import { gateway, signIn } from '../support/api';
import { mailsTo } from '../support/inbox';
import { createUser, eventually, linkFamily, PASSWORD, teacherWithClass } from '../support/school';
import { refusal, success } from './spec-shapes';

/**
 * The exercise calls, through the gateway, each sent with the specification's request fields and its result read
 * with the contract's schema (packages/contracts/src/exercises.ts); the refusal messages; and the refusals: 401
 * without a token, 403 for the wrong role, 404 for someone else's exercise or class, 400 for bad input (never a 500).
 * GET /teacher/getStudentExerciseByClass (the Resource Records of self-practice) is in practice.test.ts.
 */

type Kind = 'single' | 'multi' | 'free';

/** A teacher's class with a student (linked to a parent) on its roster, and one question of each type. */
async function school() {
  const { admin, teacher, teacherUser, classId } = await teacherWithClass();
  const [studentUser, parentUser] = [await createUser('Student', admin), await createUser('Parent', admin)];
  await linkFamily(admin, parentUser, [studentUser]);
  // Catalog knows the student once identity's event has arrived.
  await eventually(async () => (await teacher.post('/api/teacher/addStudentToClass', { student: { _id: studentUser._id }, classInfo: { classID: classId } })).body.code === 200, 'the student on the roster');
  const question = async (fields: Record<string, unknown>) => {
    const created = success(await teacher.post('/api/teacher/createQuestion', { language: 'en' }));
    success(await teacher.put('/api/teacher/updateQuestion', { ...created, name: `Q ${randomUUID().slice(0, 6)}`, qText: '<p>Which?</p>', ...fields }));
    return created._id as string;
  };
  const questions: Record<Kind, string> = {
    single: await question({ isChoice: 0, numChoice: 4, answerA: '1', answerB: '2', answerC: '3', answerD: '4', correctAnswer: 'B', description: '<p>Two it is.</p>' }),
    multi: await question({ isChoice: 1, numChoice: 5, answerA: 'a', answerB: 'b', answerC: 'c', answerD: 'd', answerE: 'e', correctAnswer: 'A,C', description: '<p>A and C.</p>' }),
    free: await question({ isChoice: 2, correctAnswer: 'x^2-1', description: '<p>A difference of squares.</p>' }),
  };
  return {
    admin, teacher, teacherUser, classId, questions, studentUser, parentUser,
    student: (await signIn(studentUser.email, PASSWORD)).api,
    parent: (await signIn(parentUser.email, PASSWORD)).api,
  };
}
type School = Awaited<ReturnType<typeof school>>;

/** A homework of the school's teacher with its three questions, on the class (isPub). */
async function homework(s: School, fields: { isExam?: boolean; examDuration?: number; dueDate?: string | null } = {}): Promise<string> {
  const { _id: id } = success(await s.teacher.post('/api/teacher/createHomeWork', { language: 'en' }));
  success(await s.teacher.post('/api/teacher/batchAddQToHW', { id, QIds: [s.questions.single, s.questions.multi, s.questions.free] }));
  const name = `Homework ${randomUUID().slice(0, 6)}`;
  success(await s.teacher.post('/api/teacher/updateHW', {
    _id: id, name, description: '', numQuestions: 3, language: 'en', dueDate: '2099-01-15T18:00:00.000Z', isExam: false, examDuration: 15, ...fields,
  }));
  success(await s.teacher.post('/api/teacher/addHWToClass', { id: s.classId, hwID: id, name, isPub: true, creator: s.teacherUser._id }));
  return id;
}

/** Publishes `hwID` to the school's student (the exercise service may learn of the student a moment later). */
async function publish(s: School, hwID: string): Promise<string> {
  let res!: ApiResponse;
  await eventually(async () => (res = await s.teacher.post('/api/teacher/publishHomework', { classID: s.classId, hwID, studentIDs: [s.studentUser._id] })).body.code !== 404, 'publishing to the new student');
  expect(res.body).toMatchObject({ code: 200, msg: 'Publish homework successfully' });
  const { published } = publishResult.parse(res.body.result);
  expect(published).toEqual([{ exerciseId: expect.any(String), studentId: s.studentUser._id }]);
  return published[0].exerciseId;
}

/** A school with one published homework (or exam). */
async function published(fields: Parameters<typeof homework>[1] = {}) {
  const s = await school();
  const hwID = await homework(s, fields);
  return { ...s, hwID, id: await publish(s, hwID) };
}

const view = async (api: ApiClient, path: string): Promise<ExerciseView> => exerciseView.parse(success(await api.get(path)));
const studentView = (s: { student: ApiClient }, id: string) => view(s.student, `/api/user/getExerciseById?id=${id}`);
const questionOf = (v: ExerciseView, questionId: string) => v.questionList.find((q) => q._id === questionId)!;
const save = (s: School & { id: string }, kind: Kind, answer: string, extra: Record<string, unknown> = {}) =>
  s.student.post('/api/user/saveExercise', { id: s.id, questionId: s.questions[kind], answer, content: '', ...extra });

/** A refusal with this code and a message, and no 500 (a second look at the status). */
function refused(res: ApiResponse, code: number): string {
  expect(res.status).not.toBe(500);
  return refusal(res, code);
}

describe('publishing (teacher)', () => {
  test('POST /teacher/getStudentListByExercise {classID,hwID} lists the roster; publishHomework {classID,hwID,studentIDs} publishes only those not yet published', async () => {
    const s = await school();
    const hwID = await homework(s);
    const list = async () => studentPublishList.parse(success(await s.teacher.post('/api/teacher/getStudentListByExercise', { classID: s.classId, hwID }))).list;
    expect(await list()).toEqual([{ student: { _id: s.studentUser._id, name: s.studentUser.name, email: s.studentUser.email }, exerciseId: null, isPublished: false, select: false }]);

    const id = await publish(s, hwID);

    expect(await list()).toEqual([expect.objectContaining({ exerciseId: id, isPublished: true, select: false })]);
    const again = await s.teacher.post('/api/teacher/publishHomework', { classID: s.classId, hwID, studentIDs: [s.studentUser._id] });
    expect(publishResult.parse(success(again)).published).toEqual([]);
    expect(exerciseSummaryList.parse(success(await s.student.get('/api/user/getExerciseList'))).list.map((e) => e._id)).toEqual([id]);
  });

  test('POST /teacher/unPublishHomework {exerciseIds}: an unanswered exercise is removed, an answered one kept aside; neither is shown any more', async () => {
    const s = await school();
    const [first, second] = [await homework(s), await homework(s)];
    const untouched = await publish(s, first);
    const answered = await publish(s, second);
    success(await s.student.post('/api/user/saveExercise', { id: answered, questionId: s.questions.single, answer: 'B', content: '' }));

    const res = await s.teacher.post('/api/teacher/unPublishHomework', { exerciseIds: [untouched, answered] });

    expect(res.body).toMatchObject({ code: 200, msg: 'Unpublish homework successfully' });
    expect(unpublishResult.parse(res.body.result)).toEqual({ removed: [untouched], retired: [answered] });
    expect(exerciseSummaryList.parse(success(await s.student.get('/api/user/getExerciseList'))).list).toEqual([]);
    refused(await s.student.get(`/api/user/getExerciseById?id=${answered}`), 404);
    const list = studentPublishList.parse(success(await s.teacher.post('/api/teacher/getStudentListByExercise', { classID: s.classId, hwID: second }))).list;
    expect(list).toEqual([expect.objectContaining({ exerciseId: null, isPublished: false })]);
  });
});

describe('reads: the student, the parent and the class\'s teacher', () => {
  test('GET /user/getExerciseList, /user/getExerciseByClassId ?id, /user/getExerciseById ?id: name, due date, progress and accuracy; no answer given away', async () => {
    const s = await published();
    success(await save(s, 'single', 'B'));

    const [all, inClass] = [
      exerciseSummaryList.parse(success(await s.student.get('/api/user/getExerciseList'))).list,
      exerciseSummaryList.parse(success(await s.student.get(`/api/user/getExerciseByClassId?id=${s.classId}`))).list,
    ];
    const expected: Partial<ExerciseSummary> = {
      _id: s.id, student: { _id: s.studentUser._id, name: s.studentUser.name, email: s.studentUser.email },
      homeworkId: expect.objectContaining({ _id: s.hwID, dueDate: '2099-01-15T18:00:00.000Z', isExam: false }),
      classId: expect.objectContaining({ _id: s.classId }), progress: { answered: 1, total: 3 }, accuracy: null, overdue: false,
      finishedAt: null, correctionStatus: '0',
    };
    expect(all).toEqual([expect.objectContaining(expected)]);
    expect(inClass).toEqual(all);
    const one = await studentView(s, s.id);
    expect(one).toMatchObject(expected);
    expect(one.questionList.map((q) => q._id)).toEqual([s.questions.single, s.questions.multi, s.questions.free]);
    expect(questionOf(one, s.questions.single)).toMatchObject({ answer: 'B', autoCorrect: null, question: { correctAnswer: '', description: '' } });
  });

  test('GET /user/getStudentExerciseList (studentId,classId) and /user/getStudentExerciseDetail ?id: the parent sees the child\'s exercise, never the solution', async () => {
    const s = await published();
    success(await save(s, 'single', 'C'));
    success(await s.student.post('/api/user/finishExercise', { id: s.id }));

    let list: ExerciseSummary[] = [];
    await eventually(async () => {
      const res = await s.parent.get(`/api/user/getStudentExerciseList?studentId=${s.studentUser._id}&classId=${s.classId}`);
      list = res.body.code === 200 ? exerciseSummaryList.parse(res.body.result).list : [];
      return list.length > 0;
    }, 'the parent to see the child\'s exercise');
    expect(list).toEqual([expect.objectContaining({ _id: s.id, progress: { answered: 1, total: 3 }, accuracy: 0 })]);
    const detail = await view(s.parent, `/api/user/getStudentExerciseDetail?id=${s.id}`);
    expect(detail).toMatchObject({ _id: s.id, correctionStatus: '0', student: { _id: s.studentUser._id } });
    expect(questionOf(detail, s.questions.single)).toMatchObject({ answer: 'C', autoCorrect: false, question: { correctAnswer: 'B', description: '' } });
  });

  test('GET /teacher/getExerciseByClass (classID,studentID) and /teacher/getExerciseByClassAndHomework (classID,hwID): the teacher sees everything', async () => {
    const s = await published();
    success(await save(s, 'multi', 'C,A'));

    const byStudent = exerciseSummaryList.parse(success(await s.teacher.get(`/api/teacher/getExerciseByClass?classID=${s.classId}&studentID=${s.studentUser._id}`))).list;
    expect(byStudent).toEqual([expect.objectContaining({ _id: s.id, progress: { answered: 1, total: 3 }, accuracy: 33 })]);
    const byHomework = exerciseViewList.parse(success(await s.teacher.get(`/api/teacher/getExerciseByClassAndHomework?classID=${s.classId}&hwID=${s.hwID}`))).list;
    expect(byHomework.map((e) => e._id)).toEqual([s.id]);
    expect(questionOf(byHomework[0], s.questions.multi)).toMatchObject({
      answer: 'A,C', autoCorrect: true, autoCorrectMethod: 'exact', question: { correctAnswer: 'A,C', description: '<p>A and C.</p>' },
    });
  });
});

describe('a class\'s content: POST /user/getClassesContent {id, plus user info} (a shape the specification does not give)', () => {
  const contentOf = async (api: ApiClient, body: Record<string, unknown>) => classContent.parse(success(await api.post('/api/user/getClassesContent', body)));

  test('the student and their parent read the bulletin and the published homework with the student\'s exercise state', async () => {
    const s = await published();
    const cls = success(await s.teacher.get(`/api/teacher/getClassById?id=${s.classId}`));
    success(await s.teacher.post('/api/teacher/updateClassIntro', { _id: s.classId, name: cls.name, bulletin: '<p>Quiz on Friday</p>' }));
    success(await save(s, 'single', 'B'));
    // The specification's client sends the stored user record beside the id; the token says who asks.
    const userInfo = { _id: s.studentUser._id, name: s.studentUser.name, email: s.studentUser.email, role: 'Student' };

    const own = await contentOf(s.student, { id: s.classId, ...userInfo });

    const homework = { hwID: { _id: s.hwID, dueDate: '2099-01-15T18:00:00.000Z' }, isExam: false, exerciseId: s.id, state: 'inProgress', progress: { answered: 1, total: 3 }, accuracy: null };
    expect(own).toMatchObject({ _id: s.classId, bulletin: '<p>Quiz on Friday</p>', student: { _id: s.studentUser._id }, homeworkList: [homework] });
    success(await s.student.post('/api/user/finishExercise', { id: s.id }));
    let forParent = own;
    await eventually(async () => {
      const res = await s.parent.post('/api/user/getClassesContent', { id: s.classId });
      return res.body.code === 200 && (forParent = classContent.parse(res.body.result)).homeworkList[0]?.state === 'finished';
    }, 'the parent to see the child\'s finished homework');
    expect(forParent).toMatchObject({ student: { _id: s.studentUser._id }, homeworkList: [{ ...homework, state: 'finished', accuracy: 33 }] });
  });

  test('a student not on the class is told it is not found, as for an unknown class; a teacher 403; a malformed id 400', async () => {
    const s = await school();
    const other = await school();

    expect(refused(await other.student.post('/api/user/getClassesContent', { id: s.classId }), 404)).toBe('Class not found');
    expect(refused(await s.student.post('/api/user/getClassesContent', { id: randomUUID() }), 404)).toBe('Class not found');
    refused(await s.teacher.post('/api/user/getClassesContent', { id: s.classId }), 403);
    for (const id of [undefined, '', 'not-an-id', { $ne: null }, 'x'.repeat(5000)]) refused(await s.student.post('/api/user/getClassesContent', { id }), 400);
    expect((await gateway().post('/api/user/getClassesContent', { id: s.classId })).status).toBe(401);
  });
});

describe('answering (student)', () => {
  test('POST /user/saveExercise {id,questionId,answer,content}: the question as stored (choice letters normalised, rich text sanitised)', async () => {
    const s = await published();
    const reply = await save(s, 'multi', 'c, a,A', { content: '<p>Both <script>alert(1)</script>roots</p>' });
    expect(reply.body.msg).toBe('Successfully saved');
    const res = saveExerciseResult.parse(success(reply));

    expect(res).toMatchObject({ applied: true, examRemainingTime: null, endExamAt: null, question: { _id: s.questions.multi, answer: 'A,C', locked: false } });
    expect(res.question.content).toContain('<p>Both');
    expect(res.question.content).not.toContain('<script');
    expect(questionOf(await studentView(s, s.id), s.questions.multi)).toMatchObject({ answer: 'A,C', content: res.question.content });
  });

  test('an empty answer is refused with the messages for it, a letter not offered with its own, and nothing is stored', async () => {
    const s = await published();

    expect(refused(await save(s, 'single', ' '), 400)).toBe(SELECT_ANSWER_MESSAGE);
    expect(refused(await save(s, 'multi', ''), 400)).toBe(SELECT_ANSWER_MESSAGE);
    expect(refused(await save(s, 'free', ''), 400)).toBe(INPUT_ANSWER_MESSAGE);
    expect(refused(await save(s, 'single', 'E'), 400)).toBe('E is not one of the choices A–D.');
    expect(refused(await save(s, 'single', 'A,B'), 400)).toBe('Choose one answer, one of A–D.');
    expect(refused(await s.student.post('/api/user/submitExercise', { id: s.id, questionId: s.questions.free, answer: '', content: '' }), 400)).toBe(INPUT_ANSWER_MESSAGE);
    expect((await studentView(s, s.id)).progress.answered).toBe(0);
  });

  test('a save repeated with the same opId is answered with its first reply; an older seq arriving late does not replace a newer one', async () => {
    const s = await published();
    const opId = randomUUID();
    const first = success(await save(s, 'single', 'A', { opId, seq: 1 }));
    const repeat = success(await save(s, 'single', 'C', { opId, seq: 1 }));
    expect(repeat).toEqual(first);

    success(await save(s, 'single', 'D', { opId: randomUUID(), seq: 5 }));
    const late = saveExerciseResult.parse(success(await save(s, 'single', 'B', { opId: randomUUID(), seq: 4 })));

    expect(late).toMatchObject({ applied: false, question: { answer: 'D', seq: 5 } });
    expect(questionOf(await studentView(s, s.id), s.questions.single)).toMatchObject({ answer: 'D', seq: 5 });
  });

  test('POST /user/updateExerciseContent {id,questionId,content} changes the answer\'s rich text only', async () => {
    const s = await published();
    success(await save(s, 'free', '(x-1)(x+1)'));
    const res = saveExerciseResult.parse(success(await s.student.post('/api/user/updateExerciseContent', { id: s.id, questionId: s.questions.free, content: '<p>Working: $(x-1)(x+1)$</p>' })));

    expect(res.question).toMatchObject({ answer: '(x-1)(x+1)', content: '<p>Working: $(x-1)(x+1)$</p>' });
  });

  test('POST /user/submitExercise {id,questionId,answer,content} (Check Solution) -> correctAnswer, autoCorrect, description; the question is locked', async () => {
    const s = await published();
    const res = submitExerciseResult.parse(success(await s.student.post('/api/user/submitExercise', { id: s.id, questionId: s.questions.free, answer: '(x-1)(x+1)', content: '' })));

    expect(res).toMatchObject({ correctAnswer: 'x^2-1', autoCorrect: true, description: '<p>A difference of squares.</p>', question: { locked: true, autoCorrectMethod: expect.toBeOneOf(['symbolic', 'numeric']) } });
    const changed = await save(s, 'free', 'x^2+1');
    expect(changed.status).not.toBe(500);
    expect(changed.body.code).not.toBe(200);
    expect(questionOf(await studentView(s, s.id), s.questions.free)).toMatchObject({ answer: '(x-1)(x+1)', locked: true });
  });

  test('POST /user/finishExercise {id} (Submit All Solutions): finished by the student, verdicts shown, every later write refused', async () => {
    const s = await published();
    success(await save(s, 'single', 'B'));
    success(await save(s, 'multi', 'A'));
    success(await s.student.post('/api/user/finishExercise', { id: s.id }));

    const done = await studentView(s, s.id);
    expect(done).toMatchObject({ finishedBy: 'student', finishedAt: expect.any(String), progress: { answered: 2, total: 3 }, accuracy: 33 });
    expect(questionOf(done, s.questions.multi)).toMatchObject({ autoCorrect: false, question: { correctAnswer: 'A,C', description: '<p>A and C.</p>' } });
    for (const res of [
      await save(s, 'free', 'x^2-1'),
      await s.student.post('/api/user/updateExerciseContent', { id: s.id, questionId: s.questions.single, content: '<p>late</p>' }),
      await s.student.post('/api/user/submitExercise', { id: s.id, questionId: s.questions.free, answer: 'x^2-1', content: '' }),
    ]) refused(res, 409);
    expect(await studentView(s, s.id)).toMatchObject({ progress: { answered: 2, total: 3 } });
  });

  test('POST /user/undoExercise {id} (non-exam, after \'Are you sure\') starts the homework over', async () => {
    const s = await published();
    success(await save(s, 'single', 'B'));
    success(await save(s, 'free', 'x^2-1'));

    success(await s.student.post('/api/user/undoExercise', { id: s.id }));

    expect(await studentView(s, s.id)).toMatchObject({ finishedAt: null, progress: { answered: 0, total: 3 }, accuracy: null });
    success(await save(s, 'single', 'C'));
  });
});

describe('exams (student)', () => {
  test('POST /user/startExam {id} -> examRemainingTime, endExamAt by the server; a second start the same end; every save carries the clock', async () => {
    const s = await published({ isExam: true, examDuration: 30 });
    const before = Date.now();
    const started = startExamResult.parse(success(await s.student.post('/api/user/startExam', { id: s.id })));

    const end = new Date(started.endExamAt).getTime();
    expect(end).toBeGreaterThanOrEqual(before + 30 * 60_000 - 5_000);
    expect(end).toBeLessThanOrEqual(Date.now() + 30 * 60_000 + 5_000);
    expect(started.examRemainingTime).toBeGreaterThan(29 * 60_000);
    expect(started.examRemainingTime).toBeLessThanOrEqual(30 * 60_000);
    const again = startExamResult.parse(success(await s.student.post('/api/user/startExam', { id: s.id })));
    expect(again.endExamAt).toBe(started.endExamAt);

    const saved = saveExerciseResult.parse(success(await save(s, 'single', 'B')));
    expect(saved.endExamAt).toBe(started.endExamAt);
    expect(saved.examRemainingTime!).toBeGreaterThan(0);
    expect(saved.examRemainingTime!).toBeLessThanOrEqual(again.examRemainingTime);
  });

  test('an exam past its due date cannot start: \'The exam has ended.\'', async () => {
    const s = await published({ isExam: true, examDuration: 15, dueDate: new Date(Date.now() - 3_600_000).toISOString() });
    const res = await s.student.post('/api/user/startExam', { id: s.id });
    expect(res.status).not.toBe(500);
    expect(res.body).toMatchObject({ code: expect.toBeOneOf([400, 409]), msg: EXAM_ENDED_MESSAGE });
    expect(await studentView(s, s.id)).toMatchObject({ startedAt: null, endExamAt: null });
  });

  test('an exam has no Check Solution and no undo', async () => {
    const s = await published({ isExam: true, examDuration: 30 });
    success(await s.student.post('/api/user/startExam', { id: s.id }));
    for (const res of [
      await s.student.post('/api/user/submitExercise', { id: s.id, questionId: s.questions.single, answer: 'B', content: '' }),
      await s.student.post('/api/user/undoExercise', { id: s.id }),
    ]) {
      expect(res.status).not.toBe(500);
      expect(res.body.code).toBeOneOf([400, 409]);
    }
    expect(questionOf(await studentView(s, s.id), s.questions.single)).toMatchObject({ answer: '', locked: false });
  });
});

describe('correction (teacher)', () => {
  test('POST /teacher/correctExercise {questionId,exerciseId,comments,isCorrect}: the teacher\'s verdict outranks the machine\'s; the student sees the comment', async () => {
    const s = await published();
    success(await save(s, 'single', 'A'));
    success(await s.student.post('/api/user/finishExercise', { id: s.id }));

    success(await s.teacher.post('/api/teacher/correctExercise', { questionId: s.questions.single, exerciseId: s.id, comments: '<p>Accepted: the question was ambiguous.</p>', isCorrect: true }));

    const seen = questionOf(await studentView(s, s.id), s.questions.single);
    expect(seen).toMatchObject({ autoCorrect: false, isCorrect: true, comments: '<p>Accepted: the question was ambiguous.</p>', correctedAt: expect.any(String) });
    expect((await studentView(s, s.id)).accuracy).toBe(33);
  });

  test('a comment without a verdict (isCorrect null) keeps the mark; the comment\'s rich text is sanitised', async () => {
    const s = await published();
    success(await save(s, 'single', 'B'));
    success(await s.teacher.post('/api/teacher/correctExercise', { questionId: s.questions.single, exerciseId: s.id, comments: '<p>First</p>', isCorrect: false }));

    success(await s.teacher.post('/api/teacher/correctExercise', { questionId: s.questions.single, exerciseId: s.id, comments: '<p>Look again <script>alert(1)</script><img src=x onerror="alert(2)"></p>', isCorrect: null }));

    const seen = questionOf(await view(s.teacher, `/api/user/getExerciseById?id=${s.id}`), s.questions.single);
    expect(seen).toMatchObject({ isCorrect: false, autoCorrect: true });
    expect(seen.comments).toContain('Look again');
    expect(seen.comments).not.toMatch(/<script|onerror/);
  });

  test('only an answered question can be marked', async () => {
    const s = await published();
    success(await save(s, 'single', 'B'));
    const res = await s.teacher.post('/api/teacher/correctExercise', { questionId: s.questions.free, exerciseId: s.id, comments: '<p>?</p>', isCorrect: false });
    expect(res.status).not.toBe(500);
    expect(res.body.code).toBeOneOf([400, 409]);
    expect(questionOf(await studentView(s, s.id), s.questions.free)).toMatchObject({ isCorrect: null, comments: '' });
  });

  test('POST /teacher/finishCorrection {exerciseId}: correctionStatus \'0\' becomes \'1\' for the teacher, the student and the parent', async () => {
    const s = await published();
    success(await save(s, 'single', 'B'));
    success(await s.student.post('/api/user/finishExercise', { id: s.id }));

    success(await s.teacher.post('/api/teacher/finishCorrection', { exerciseId: s.id }));

    expect((await studentView(s, s.id)).correctionStatus).toBe('1');
    const byStudent = exerciseSummaryList.parse(success(await s.teacher.get(`/api/teacher/getExerciseByClass?classID=${s.classId}&studentID=${s.studentUser._id}`))).list;
    expect(byStudent[0].correctionStatus).toBe('1');
    await eventually(async () => (await s.parent.get(`/api/user/getStudentExerciseDetail?id=${s.id}`)).body.result?.correctionStatus === '1', 'the parent to see DONE');
  });

  test('POST /teacher/sendCorrectionEmail {email,title,content} mails the teacher\'s student or their parent; another address is refused', async () => {
    const s = await published();
    success(await save(s, 'single', 'B'));
    const title = `Your homework ${randomUUID().slice(0, 6)}`;

    success(await s.teacher.post('/api/teacher/sendCorrectionEmail', { email: s.studentUser.email, title, content: '<p>Well done.</p>' }));

    success(await s.teacher.post('/api/teacher/sendCorrectionEmail', { email: s.parentUser.email, title, content: '<p>Your child did well.</p>' }));

    for (const to of [s.studentUser.email, s.parentUser.email]) {
      await eventually(async () => (await mailsTo(to)).some((m) => m.raw.includes(title)), `the correction e-mail in ${to}'s inbox`);
    }
    const stranger = `stranger-${randomUUID().slice(0, 8)}@e2e.test`;
    refused(await s.teacher.post('/api/teacher/sendCorrectionEmail', { email: stranger, title, content: '<p>Hi</p>' }), 403);
  });
});

describe('refusals', () => {
  /** Every exercise call with a well-formed request about `s`'s exercise. */
  function calls(s: Awaited<ReturnType<typeof published>>) {
    const { id, classId, hwID, questions } = s;
    const studentId = s.studentUser._id;
    return {
      teacher: [
        ['POST', '/api/teacher/publishHomework', { classID: classId, hwID, studentIDs: [studentId] }],
        ['POST', '/api/teacher/unPublishHomework', { exerciseIds: [id] }],
        ['POST', '/api/teacher/getStudentListByExercise', { classID: classId, hwID }],
        ['GET', `/api/teacher/getExerciseByClass?classID=${classId}&studentID=${studentId}`],
        ['GET', `/api/teacher/getExerciseByClassAndHomework?classID=${classId}&hwID=${hwID}`],
        ['POST', '/api/teacher/correctExercise', { questionId: questions.single, exerciseId: id, comments: '<p>x</p>', isCorrect: true }],
        ['POST', '/api/teacher/finishCorrection', { exerciseId: id }],
        ['POST', '/api/teacher/sendCorrectionEmail', { email: s.studentUser.email, title: 'T', content: '<p>C</p>' }],
      ],
      studentWrites: [
        ['POST', '/api/user/saveExercise', { id, questionId: questions.single, answer: 'B', content: '' }],
        ['POST', '/api/user/updateExerciseContent', { id, questionId: questions.single, content: '<p>x</p>' }],
        ['POST', '/api/user/submitExercise', { id, questionId: questions.single, answer: 'B', content: '' }],
        ['POST', '/api/user/finishExercise', { id }],
        ['POST', '/api/user/startExam', { id }],
        ['POST', '/api/user/undoExercise', { id }],
      ],
      reads: [
        ['GET', '/api/user/getExerciseList'],
        ['GET', `/api/user/getExerciseById?id=${id}`],
        ['GET', `/api/user/getExerciseByClassId?id=${classId}`],
        ['GET', `/api/user/getStudentExerciseDetail?id=${id}`],
        ['GET', `/api/user/getStudentExerciseList?studentId=${studentId}&classId=${classId}`],
      ],
    } as Record<'teacher' | 'studentWrites' | 'reads', [string, string, unknown?][]>;
  }
  const send = (api: ApiClient, [method, path, body]: [string, string, unknown?]) => (method === 'GET' ? api.get(path) : api.post(path, body));

  test('401 without a token, for every exercise call', async () => {
    const s = await published();
    const all = Object.values(calls(s)).flat();
    for (const call of all) {
      const res = await send(gateway(), call);
      expect(res.status, `${call[0]} ${call[1]}`).toBe(401);
      expect(res.body, `${call[0]} ${call[1]}`).toMatchObject({ code: 401, msg: expect.any(String) });
    }
  });

  test('403 for the wrong role: the teacher\'s calls for a student or a parent; the student\'s writes for a teacher or a parent', async () => {
    const s = await published();
    const { teacher, studentWrites } = calls(s);
    for (const [who, api] of [['student', s.student], ['parent', s.parent]] as const) {
      for (const call of teacher) expect((await send(api, call)).body.code, `${who}: ${call[1]}`).toBe(403);
    }
    for (const [who, api] of [['teacher', s.teacher], ['parent', s.parent]] as const) {
      for (const call of studentWrites) expect((await send(api, call)).body.code, `${who}: ${call[1]}`).toBe(403);
    }
    expect(await studentView(s, s.id)).toMatchObject({ progress: { answered: 0 }, startedAt: null, finishedAt: null });
  });

  test('404 for someone else\'s exercise: another student, an unrelated parent, another teacher; nothing changes', async () => {
    const s = await published();
    success(await save(s, 'single', 'B'));
    const other = await school();
    const { teacher, studentWrites } = calls(s);
    const reads: [string, string][] = [['GET', `/api/user/getExerciseById?id=${s.id}`], ['GET', `/api/user/getStudentExerciseDetail?id=${s.id}`]];

    for (const call of [...studentWrites, reads[0]]) expect((await send(other.student, call)).body.code, `another student: ${call[1]}`).toBe(404);
    expect((await send(other.parent, reads[1])).body.code, 'an unrelated parent: getStudentExerciseDetail').toBe(404);
    expect((await other.parent.get(`/api/user/getStudentExerciseList?studentId=${s.studentUser._id}&classId=${s.classId}`)).body.code, 'an unrelated parent: getStudentExerciseList').toBe(404);
    // Another teacher: an exercise of theirs is not found; their class is theirs (403, as catalog answers for a class).
    for (const call of teacher.filter(([, path]) => !path.endsWith('sendCorrectionEmail'))) {
      const byClass = !/unPublishHomework|correctExercise|finishCorrection/.test(call[1]);
      const res = await send(other.teacher, call);
      expect(res.body, `another teacher: ${call[1]}`).toMatchObject(byClass ? { code: 403, msg: 'This class belongs to another teacher.' } : { code: 404, msg: 'Exercise not found' });
    }
    // The other student's own list and the other teacher's class do not show it either.
    expect(exerciseSummaryList.parse(success(await other.student.get('/api/user/getExerciseList'))).list).toEqual([]);
    expect(await studentView(s, s.id)).toMatchObject({ progress: { answered: 1 }, startedAt: null, finishedAt: null, correctionStatus: '0' });
    expect(questionOf(await studentView(s, s.id), s.questions.single)).toMatchObject({ answer: 'B', comments: '', isCorrect: null });
  });

  /**
   * Malformed ids: of the wrong type (refused with a 400), or strings that cannot be an id (a 400, or a 404 where the
   * id is only looked up); never a 500.
   */
  const wrongTypes = (field: string): unknown[] => (/s$/.test(field) ? [undefined, null, 12, 'x', {}, [12], [null], [{}]] : [undefined, null, 12, ['a'], { $ne: '' }, true]);
  const badStrings = (field: string): unknown[] => (/s$/.test(field) ? [[''], ['x'.repeat(5000)]] : ['', 'not-an-id', 'x'.repeat(5000), "' OR 1=1 --"]);

  test('400 for a malformed body or id in every POST, never a 500', async () => {
    const s = await published();
    const { teacher, studentWrites } = calls(s);
    type Call = [string, string, unknown?];
    const cases = [...teacher.map((c): [ApiClient, Call] => [s.teacher, c]), ...studentWrites.map((c): [ApiClient, Call] => [s.student, c])]
      .filter(([, [method, path]]) => method === 'POST' && !path.endsWith('sendCorrectionEmail'));
    for (const [api, [, path, body]] of cases) {
      const fields = Object.keys(body as object).filter((k) => /id|ID|Ids|IDs/.test(k));
      for (const field of fields) {
        for (const [bad, codes] of [...wrongTypes(field).map((v) => [v, [400]] as const), ...badStrings(field).map((v) => [v, [400, 404]] as const)]) {
          const res = await api.post(path, { ...(body as object), [field]: bad });
          const what = `${path} ${field}=${JSON.stringify(bad)?.slice(0, 40)}: ${res.status} ${res.body.msg}`;
          expect(res.status, what).not.toBe(500);
          expect(codes, what).toContain(res.body.code);
        }
      }
      for (const garbage of ['not json', '[]', '"text"', 'null', '{"id":']) {
        const res = await api.post(path, garbage, { 'content-type': 'application/json' });
        expect(res.status, `${path} body ${garbage}`).not.toBe(500);
        expect(res.body.code, `${path} body ${garbage}`).toBe(400);
      }
    }
  });

  test('400 for malformed answers, comments, flags and e-mails, with a message a person can act on', async () => {
    const s = await published();
    const cases: [ApiClient, string, Record<string, unknown>][] = [
      [s.student, '/api/user/saveExercise', { id: s.id, questionId: s.questions.free, answer: 'x'.repeat(2001), content: '' }],
      [s.student, '/api/user/saveExercise', { id: s.id, questionId: s.questions.free, answer: 42, content: '' }],
      [s.student, '/api/user/saveExercise', { id: s.id, questionId: s.questions.free, answer: 'x', content: { html: 1 } }],
      [s.student, '/api/user/saveExercise', { id: s.id, questionId: s.questions.free, answer: 'x', content: '', seq: -1 }],
      [s.student, '/api/user/saveExercise', { id: s.id, questionId: s.questions.free, answer: 'x', content: '', seq: 'one' }],
      [s.student, '/api/user/saveExercise', { id: s.id, questionId: s.questions.free, answer: 'x', content: '', opId: 'short' }],
      [s.student, '/api/user/updateExerciseContent', { id: s.id, questionId: s.questions.free, content: 'x'.repeat(200_001) }],
      [s.teacher, '/api/teacher/correctExercise', { questionId: s.questions.single, exerciseId: s.id, comments: '', isCorrect: 'yes' }],
      [s.teacher, '/api/teacher/correctExercise', { questionId: s.questions.single, exerciseId: s.id, comments: 7, isCorrect: true }],
      [s.teacher, '/api/teacher/publishHomework', { classID: s.classId, hwID: s.hwID, studentIDs: 'all' }],
      [s.teacher, '/api/teacher/sendCorrectionEmail', { email: 'not an address', title: 'T', content: '<p>C</p>' }],
      [s.teacher, '/api/teacher/sendCorrectionEmail', { email: s.studentUser.email }],
    ];
    for (const [api, path, body] of cases) {
      const res = await api.post(path, body);
      const what = `${path} ${JSON.stringify(body).slice(0, 120)}`;
      expect(res.status, what).not.toBe(500);
      expect(res.body, what).toMatchObject({ code: 400, msg: expect.stringMatching(/\w+ \w+/) });
    }
    expect(refused(await s.student.post('/api/user/saveExercise', { id: s.id, questionId: randomUUID(), answer: 'x', content: '' }), 404)).toBe('Question not found');
    expect((await studentView(s, s.id)).progress.answered).toBe(0);
  });

  test('400 for a malformed id or query in every GET, never a 500', async () => {
    const s = await published();
    const paths = [
      '/api/user/getExerciseById', '/api/user/getExerciseById?id=', '/api/user/getExerciseById?id[]=a&id[]=b',
      '/api/user/getExerciseByClassId?id=not-an-id', '/api/user/getExerciseByClassId',
      '/api/user/getStudentExerciseDetail', '/api/user/getStudentExerciseDetail?id[x]=1',
    ];
    for (const path of paths) {
      const res = await s.student.get(path);
      expect(res.status, path).not.toBe(500);
      expect(res.body.code, `${path}: ${res.body.msg}`).toBe(400);
    }
    // An exercise id that cannot be one is simply not found, as one the caller may not see.
    for (const path of ['/api/user/getExerciseById?id=not-an-id', `/api/user/getStudentExerciseDetail?id=${'x'.repeat(5000)}`, "/api/user/getExerciseById?id=' OR 1=1 --"]) {
      const res = await s.student.get(path);
      expect(res.status, path).not.toBe(500);
      expect(res.body.code, `${path}: ${res.body.msg}`).toBeOneOf([400, 404]);
    }
    for (const path of [`/api/user/getStudentExerciseList?studentId=${s.studentUser._id}&classId=nope`, '/api/user/getStudentExerciseList']) {
      const res = await s.parent.get(path);
      expect(res.status, path).not.toBe(500);
      expect(res.body.code, `${path}: ${res.body.msg}`).toBe(400);
    }
    for (const path of [
      `/api/teacher/getExerciseByClass?classID=nope&studentID=${s.studentUser._id}`, `/api/teacher/getExerciseByClass?classID=${s.classId}`,
      `/api/teacher/getExerciseByClassAndHomework?classID=${s.classId}&hwID=nope`, '/api/teacher/getExerciseByClassAndHomework',
    ]) {
      const res = await s.teacher.get(path);
      expect(res.status, path).not.toBe(500);
      expect(res.body.code, `${path}: ${res.body.msg}`).toBe(400);
    }
  });
});

describe('gradebook', () => {
  test('GET /teacher/getGradebook?classID reads the class as a grid; GET /user/getGradebookRow?classID&studentID the child\'s row for its parent', async () => {
    const s = await published({ dueDate: '2099-01-15T18:00:00.000Z' });
    success(await save(s, 'single', 'B'));
    success(await s.student.post('/api/user/finishExercise', { id: s.id }));

    const book = gradebook.parse(success(await s.teacher.get(`/api/teacher/getGradebook?classID=${s.classId}`)));
    expect(book.columns).toEqual([expect.objectContaining({ _id: s.hwID, isExam: false, average: 33 })]);
    expect(book.rows).toEqual([{
      student: { _id: s.studentUser._id, name: s.studentUser.name },
      cells: [{ exerciseId: s.id, status: 'submitted', accuracy: 33, answered: 1, total: 3 }],
      average: 33,
    }]);
    const row = gradebookChildRow.parse(success(await s.parent.get(`/api/user/getGradebookRow?classID=${s.classId}&studentID=${s.studentUser._id}`)));
    expect(row.row).toEqual(book.rows[0]);
    expect(row.columns).toEqual([{ ...book.columns[0], average: null }]);

    refused(await s.student.get(`/api/teacher/getGradebook?classID=${s.classId}`), 403);
    refused(await s.teacher.get(`/api/user/getGradebookRow?classID=${s.classId}&studentID=${s.studentUser._id}`), 403);
    refused(await s.teacher.get('/api/teacher/getGradebook?classID=not-an-id'), 400);
  });

  test('GET /teacher/exportGradebook?classID&format answers the file with its type and name', async () => {
    const s = await published();
    // The file is not JSON: the client keeps its text as `msg`.
    const res = await s.teacher.get(`/api/teacher/exportGradebook?classID=${s.classId}&format=csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="gradebook-.*\.csv"$/);
    expect(res.body.msg.split('\r\n')[1]).toBe(`${s.studentUser.name},Not started,,`);
  });
});
