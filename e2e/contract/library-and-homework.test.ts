import { randomBytes } from 'node:crypto';
import { describe, expect, inject, test } from 'vitest';
import ExcelJS from 'exceljs';
import type { ApiClient } from '@tp/test-kit';
import { gateway, signIn, signInAdmin } from '../support/api';
import { createUser, eventually, PASSWORD, type MadeUser } from '../support/school';
import { count, eachItem, flag, nullable, success, text } from './spec-shapes';

const suffix = () => randomBytes(3).toString('hex');

/** Library tree: library{_id, name, teacher, expired, chapter[{_id, name, section[{_id, name}]}]}. */
const section = { _id: text, name: text };
const chapter = { _id: text, name: text, section: expect.any(Array) };
const library = { _id: text, name: text, teacher: expect.anything(), expired: flag, chapter: expect.any(Array) };

/**
 * Homework: _id, name, description, numQuestions, language, dueDate, isExam, examDuration (minutes), questionList,
 * classes, creator, isPublish.
 */
const homework = {
  _id: text, name: text, description: text, numQuestions: count, language: expect.toBeOneOf(['en', 'zh']), dueDate: nullable(text),
  isExam: flag, examDuration: count, questionList: expect.any(Array), classes: expect.any(Array), creator: expect.anything(), isPublish: flag,
};

/** A class's homeworkList item: name, hwID{_id, dueDate}, isPublish, creator. */
const classHomework = { name: text, hwID: { _id: text, dueDate: nullable(text) }, isPublish: expect.anything(), creator: expect.anything() };

interface Tree { _id: string; name: string; teacher: unknown; chapter: { _id: string; name: string; section: { _id: string; name: string }[] }[] }

async function teacher(): Promise<{ api: ApiClient; user: MadeUser }> {
  const user = await createUser('Teacher');
  return { api: (await signIn(user.email, PASSWORD)).api, user };
}

async function treeOf(api: ApiClient, libraryId: string): Promise<Tree> {
  const list = success(await api.get('/api/user/getLibrary')).list as Tree[];
  const found = list.find((l) => l._id === libraryId);
  expect(found, `library ${libraryId} in getLibrary`).toBeDefined();
  expect(found).toMatchObject(library);
  for (const c of found!.chapter) {
    expect(c).toMatchObject(chapter);
    for (const s of c.section) expect(s).toMatchObject(section);
  }
  return found!;
}

/** A question of `api`'s teacher, written through createQuestion and updateQuestion. */
async function question(api: ApiClient, fields: Record<string, unknown> = {}): Promise<string> {
  const created = success(await api.post('/api/teacher/createQuestion', { language: 'en' }));
  success(await api.put('/api/teacher/updateQuestion', { ...created, name: `Q ${suffix()}`, correctAnswer: 'A', ...fields }));
  return created._id;
}

describe('library calls (admin)', () => {
  test('create, rename and order libraries, chapters and sections; getLibrary answers the tree', async () => {
    const { api: admin } = await signInAdmin();
    const name = `Optics ${suffix()}`;
    success(await admin.post('/api/admin/createLibrary', { name }));
    const libraryId = (success(await admin.get('/api/user/getLibrary')).list as Tree[]).find((l) => l.name === name)!._id;
    success(await admin.post('/api/admin/updateLibrary', { id: libraryId, name: `${name} II` }));
    success(await admin.post('/api/admin/createChapter', { name: 'Mirrors', libraryId }));
    success(await admin.post('/api/admin/createChapter', { name: 'Lenses', libraryId }));
    const [mirrors, lenses] = (await treeOf(admin, libraryId)).chapter;
    success(await admin.post('/api/admin/updateChapter', { chapterId: mirrors._id, libraryId, name: 'Plane mirrors' }));
    success(await admin.post('/api/admin/changeChapterOrder', { libraryId, chapterId: lenses._id, type: 'up' }));
    success(await admin.post('/api/admin/createSection', { name: 'Thin lenses', chapterId: lenses._id, libraryId }));
    success(await admin.post('/api/admin/createSection', { name: 'Lens makers', chapterId: lenses._id, libraryId }));
    let tree = await treeOf(admin, libraryId);
    const [thin, makers] = tree.chapter[0].section;
    success(await admin.post('/api/admin/updateSection', { sectionId: makers._id, chapterId: lenses._id, libraryId, name: "Lensmaker's equation" }));
    success(await admin.post('/api/admin/changeSectionOrder', { libraryId, chapterId: lenses._id, sectionId: thin._id, type: 'down' }));
    success(await admin.post('/api/admin/changeLibraryOrder', { libraryId, type: 'up' }));

    tree = await treeOf(admin, libraryId);
    expect(tree.name).toBe(`${name} II`);
    expect(tree.chapter.map((c) => c.name)).toEqual(['Lenses', 'Plane mirrors']);
    expect(tree.chapter[0].section.map((s) => s.name)).toEqual(["Lensmaker's equation", 'Thin lenses']);

    success(await admin.post('/api/admin/deleteSection', { sectionId: thin._id, chapterId: lenses._id, libraryId }));
    success(await admin.post('/api/admin/deleteChapter', { chapterId: mirrors._id, libraryId }));
    expect((await treeOf(admin, libraryId)).chapter.map((c) => [c.name, c.section.length])).toEqual([['Lenses', 1]]);
    success(await admin.post('/api/admin/deleteLibrary', { id: libraryId }));
    expect((success(await admin.get('/api/user/getLibrary')).list as Tree[]).some((l) => l._id === libraryId)).toBe(false);
  });

  test('bind a teacher, who then files questions there; getQuestionByLibrary for admin and teacher; unbind', async () => {
    const { api: admin } = await signInAdmin();
    const { api, user } = await teacher();
    const name = `Acoustics ${suffix()}`;
    success(await admin.post('/api/admin/createLibrary', { name }));
    const libraryId = (success(await admin.get('/api/user/getLibrary')).list as Tree[]).find((l) => l.name === name)!._id;
    success(await admin.post('/api/admin/createChapter', { name: 'Sound', libraryId }));
    const chapterId = (await treeOf(admin, libraryId)).chapter[0]._id;
    // The teacher is known to question-bank once identity's event has arrived.
    await eventually(async () => (await admin.post('/api/admin/bindTeacherToLibrary', { teacherId: user._id, libraryId })).body.code === 200, 'binding the new teacher');
    const questionId = await question(api, { libraryId, chapterId, sectionId: '' });

    const forAdmin = success(await admin.get(`/api/admin/getQuestionByLibrary?libraryId=${libraryId}&chapterId=${chapterId}&sectionId=`));
    expect(eachItem(forAdmin.list, { _id: text, libraryId, chapterId }).map((q) => q._id)).toEqual([questionId]);
    const forTeacher = success(await api.get(`/api/teacher/getQuestionByLibrary?libraryId=${libraryId}&chapterId=&sectionId=&page=1&pageSize=100&sourceId=`));
    expect(forTeacher).toMatchObject({ total: 1 });
    expect(eachItem(forTeacher.list, { _id: text }).map((q) => q._id)).toEqual([questionId]);

    success(await admin.post('/api/admin/unbindTeacherToLibrary', { teacherId: user._id, libraryId }));
    expect((success(await api.get('/api/user/getLibrary')).list as Tree[]).some((l) => l._id === libraryId)).toBe(false);
  });

  test('POST /admin/editResourceBase {helpContent} or {maxQuestions}; GET /public/getResourceBase -> helpContent, maxQuestions', async () => {
    const { api: admin } = await signInAdmin();
    const help = `<p>Practise daily: $x^${suffix().length}$</p>`;
    success(await admin.post('/api/admin/editResourceBase', { helpContent: help }));
    success(await admin.post('/api/admin/editResourceBase', { maxQuestions: 25 }));

    expect(success(await gateway().get('/api/public/getResourceBase'))).toMatchObject({ helpContent: help, maxQuestions: 25 });
  });
});

describe('homework calls', () => {
  test('createHomeWork {language}, updateHW, getHWByTeacher ?name,language,page,pageSize, POST /user/getHWById {id}', async () => {
    const { api } = await teacher();
    const created = success(await api.post('/api/teacher/createHomeWork', { language: 'en' }));
    expect(created).toMatchObject(homework);
    const name = `Week ${suffix()}`;
    success(await api.post('/api/teacher/updateHW', {
      _id: created._id, name, description: 'Kinematics', numQuestions: 0, language: 'en', dueDate: '2099-01-15T18:00:00.000Z', isExam: true, examDuration: 45,
    }));

    const page = success(await api.get(`/api/teacher/getHWByTeacher?name=${encodeURIComponent(name)}&language=en&page=1&pageSize=10`));
    expect(eachItem(page.list, homework)).toMatchObject([{ _id: created._id, name, isExam: true, examDuration: 45 }]);
    expect(success(await api.post('/api/user/getHWById', { id: created._id }))).toMatchObject({ ...homework, _id: created._id, name });
  });

  test('batchAddQToHW {id, QIds}, setQFormHW {id, questionList}, batchDeleteQFromHW {id, QIds}, copyHomeWork {id}, deleteHW {id}', async () => {
    const { api } = await teacher();
    const [a, b, c] = [await question(api), await question(api), await question(api)];
    const { _id: id } = success(await api.post('/api/teacher/createHomeWork', { language: 'en' }));
    const order = async (homeworkId: string) => (success(await api.post('/api/user/getHWById', { id: homeworkId })).questionList as { _id: string }[]).map((q) => q._id);

    success(await api.post('/api/teacher/batchAddQToHW', { id, QIds: [a, b, c] }));
    success(await api.post('/api/teacher/setQFormHW', { id, questionList: [c, a, b] }));
    expect(await order(id)).toEqual([c, a, b]);
    success(await api.post('/api/teacher/batchDeleteQFromHW', { id, QIds: [a] }));
    expect(await order(id)).toEqual([c, b]);

    const copy = success(await api.post('/api/teacher/copyHomeWork', { id }));
    expect(await order(copy._id)).toEqual([c, b]);
    success(await api.post('/api/teacher/deleteHW', { id }));
    expect((await api.post('/api/user/getHWById', { id })).body.code).toBe(404);
  });

  test('addHWToClass {id, hwID, name, isPub, creator}; the class lists it; deleteHWFromClass {hwID, id}; deleteAllHomework {id}', async () => {
    const { api, user } = await teacher();
    const classId = success(await api.post('/api/teacher/createClassByTeacher', { language: 'en' }))._id as string;
    const first = success(await api.post('/api/teacher/createHomeWork', { language: 'en' }));
    const second = success(await api.post('/api/teacher/createHomeWork', { language: 'en' }));
    const listed = async () => (success(await api.get(`/api/public/getClassById?id=${classId}`)).homeworkList as { hwID: { _id: string } }[]);

    for (const hw of [first, second]) success(await api.post('/api/teacher/addHWToClass', { id: classId, hwID: hw._id, name: hw.name, isPub: true, creator: user._id }));
    expect(eachItem(await listed(), classHomework).map((l) => l.hwID._id).sort()).toEqual([first._id, second._id].sort());

    success(await api.post('/api/teacher/deleteHWFromClass', { hwID: first._id, id: classId }));
    expect((await listed()).map((l) => l.hwID._id)).toEqual([second._id]);
    success(await api.post('/api/teacher/deleteAllHomework', { id: classId }));
    expect(await listed()).toEqual([]);
  });
});

describe('spreadsheet import', () => {
  test('GET /api/question_template.xlsx, then POST /file/upload (type 2) and POST /teacher/batchCreateQuestion {filePath, language}', async () => {
    const template = await fetch(`${inject('baseUrl')}/api/question_template.xlsx`);
    expect(template.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await template.arrayBuffer());
    const sheet = workbook.worksheets[0];
    const name = `Imported ${suffix()}`;
    sheet.getRow(2).getCell(1).value = name;

    const { api, token } = await (async () => {
      const user = await createUser('Teacher');
      const session = await signIn(user.email, PASSWORD);
      return { api: session.api, token: session.user.token as string };
    })();
    const form = new FormData();
    form.append('type', '2');
    form.append('file', new Blob([await workbook.xlsx.writeBuffer()]), 'questions.xlsx');
    const uploaded = (await (await fetch(`${inject('baseUrl')}/api/file/upload`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } })).json()) as { result: { path: string } };
    expect(uploaded).toMatchObject({ code: 200, result: { path: text } });

    success(await api.post('/api/teacher/batchCreateQuestion', { filePath: uploaded.result.path, language: 'en' }));
    const page = success(await api.post('/api/teacher/getQuestionsByTeacher', { name, language: 'en', page: 1, pageSize: 100 }));
    expect(page.list.map((q: { name: string }) => q.name)).toEqual([name]);
  });
});
