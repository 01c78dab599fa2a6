// The demo school's library tree, question bank and homework, made through the public API like any admin or teacher
// would. Each step looks for its own result first, so a run that stopped half-way is completed by the next one.
import { signIn } from './api.mjs';
import { DEMO_CLASSES, SOURCES } from './demo-content.mjs';
import { DEMO_HOMEWORK, DEMO_LIBRARIES, DEMO_QUESTIONS } from './demo-question-bank.mjs';
import { ensureSource, findClass } from './seed-school.mjs';

/** @typedef {import('./api.mjs').Api} Api */
/** @typedef {import('./demo-question-bank.mjs').DemoQuestion} DemoQuestion */
/** @typedef {{ _id: string, name: string, teacher: { _id: string }[], chapter: { _id: string, name: string, section: { _id: string, name: string }[] }[] }} Library */

/**
 * The demo teachers signed in, and the ids of the demo classes and sources (made by seed-school.mjs).
 * @param {string} baseUrl
 * @param {Record<string, { email: string }>} users
 * @param {string} password
 */
async function demoSchool(baseUrl, users, password) {
  /** @type {Record<string, Api>} */
  const teachers = {
    teacher: (await signIn(baseUrl, users.teacher.email, password)).client,
    teacher2: (await signIn(baseUrl, users.teacher2.email, password)).client,
  };
  /** @type {Record<string, string>} */
  const classIds = {};
  for (const demo of DEMO_CLASSES) {
    const cls = await findClass(teachers[demo.teacher], demo);
    if (cls) classIds[demo.key] = cls._id;
  }
  /** @type {Record<string, string>} */
  const sourceIds = {};
  for (const name of SOURCES) sourceIds[name] = await ensureSource(teachers.teacher, name);
  return { teachers, classIds, sourceIds };
}

/**
 * Whether the seed's last step is done: the exam is on its class.
 * @param {string} baseUrl
 * @param {Record<string, { email: string }>} users
 * @param {string} password
 */
export async function demoQuestionBankSeeded(baseUrl, users, password) {
  const { teachers, classIds } = await demoSchool(baseUrl, users, password);
  const exam = /** @type {import('./demo-question-bank.mjs').DemoHomework} */ (DEMO_HOMEWORK.find((h) => h.isExam));
  const cls = await teachers[exam.teacher].mustGet(`/api/teacher/getClassById?id=${classIds[exam.classes[0]]}`);
  return cls.result.homeworkList.some((/** @type {{ name: string }} */ link) => link.name === exam.name);
}

/**
 * @param {string} baseUrl
 * @param {{ admin: Api, ids: Record<string, string>, users: Record<string, { email: string }>, password: string }} school
 */
export async function seedDemoQuestionBank(baseUrl, { admin, ids, users, password }) {
  const { teachers, classIds, sourceIds } = await demoSchool(baseUrl, users, password);
  const libraries = await ensureLibraries(admin, ids);
  const questionIds = await ensureQuestions(teachers, libraries, sourceIds);
  const homeworkIds = await ensureHomework(teachers, questionIds, classIds);
  return { questionIds, classIds, homeworkIds };
}

/** @param {Api} admin */
async function libraryTree(admin) {
  return /** @type {Library[]} */ ((await admin.mustGet('/api/user/getLibrary')).result.list);
}

/**
 * The tree in the demo's order, each library bound to its teacher; answers the tree as it stands.
 * @param {Api} admin
 * @param {Record<string, string>} ids
 */
async function ensureLibraries(admin, ids) {
  for (const demo of DEMO_LIBRARIES) {
    let library = (await libraryTree(admin)).find((l) => l.name === demo.name);
    if (!library) {
      await admin.must('/api/admin/createLibrary', { name: demo.name });
      library = /** @type {Library} */ ((await libraryTree(admin)).find((l) => l.name === demo.name));
    }
    const libraryId = library._id;
    if (!library.teacher.some((t) => t._id === ids[demo.teacher])) {
      await admin.must('/api/admin/bindTeacherToLibrary', { teacherId: ids[demo.teacher], libraryId });
    }
    for (const chapterDemo of demo.chapters) {
      const current = /** @type {Library} */ ((await libraryTree(admin)).find((l) => l._id === libraryId));
      let chapter = current.chapter.find((c) => c.name === chapterDemo.name);
      if (!chapter) {
        await admin.must('/api/admin/createChapter', { name: chapterDemo.name, libraryId });
        chapter = (await libraryTree(admin)).find((l) => l._id === libraryId)?.chapter.find((c) => c.name === chapterDemo.name);
      }
      const chapterId = /** @type {NonNullable<typeof chapter>} */ (chapter)._id;
      for (const section of chapterDemo.sections) {
        if (chapter?.section.some((s) => s.name === section)) continue;
        await admin.must('/api/admin/createSection', { name: section, chapterId, libraryId });
      }
    }
  }
  return libraryTree(admin);
}

/**
 * The ids of the library, chapter and section a question is filed under.
 * @param {Library[]} libraries
 * @param {DemoQuestion['filed']} filed
 */
function filing(libraries, filed) {
  if (!filed) return { libraryId: '', chapterId: '', sectionId: '' };
  const library = libraries.find((l) => l.name === filed[0]);
  const chapter = library?.chapter.find((c) => c.name === filed[1]);
  const section = chapter?.section.find((s) => s.name === filed[2]);
  if (!library || !chapter || !section) throw new Error(`the demo library has no ${filed.join(' › ')}`);
  return { libraryId: library._id, chapterId: chapter._id, sectionId: section._id };
}

/**
 * Every demo question, written in full; then the language counterparts are linked. Answers their ids by key.
 * @param {Record<string, Api>} teachers
 * @param {Library[]} libraries
 * @param {Record<string, string>} sourceIds
 */
async function ensureQuestions(teachers, libraries, sourceIds) {
  /** @type {Record<string, string>} */
  const questionIds = {};
  for (const demo of DEMO_QUESTIONS) {
    const teacher = teachers[demo.teacher];
    const found = await teacher.must('/api/teacher/getQuestionsByTeacher', { name: demo.name, language: demo.language, page: 1, pageSize: 100 });
    const existing = found.result.list.find((/** @type {{ name: string }} */ q) => q.name === demo.name);
    const id = existing?._id ?? (await teacher.must('/api/teacher/createQuestion', { language: demo.language })).result._id;
    questionIds[demo.key] = id;
    const [answerA = '', answerB = '', answerC = '', answerD = '', answerE = ''] = demo.answers ?? [];
    await teacher.mustPut('/api/teacher/updateQuestion', {
      _id: id, name: demo.name, language: demo.language, isChoice: demo.isChoice, numChoice: demo.numChoice ?? 4,
      qText: demo.qText, answerA, answerB, answerC, answerD, answerE, correctAnswer: demo.correctAnswer,
      difficuty: demo.difficuty, description: demo.description, category: '', copyright: '', image: '', showImg: false,
      source: demo.source ? sourceIds[demo.source] : '', referenceId: existing?.referenceId ?? '', ...filing(libraries, demo.filed),
    });
  }
  for (const demo of DEMO_QUESTIONS.filter((q) => q.counterpart)) {
    const teacher = teachers[demo.teacher];
    const question = (await teacher.must('/api/teacher/getQuestionById', { id: questionIds[demo.key] })).result;
    const counterpartId = questionIds[/** @type {string} */ (demo.counterpart)];
    if (question.referenceId !== counterpartId) {
      await teacher.mustPut('/api/teacher/updateQuestion', { ...question, referenceId: counterpartId });
    }
  }
  return questionIds;
}

/**
 * Each homework with its questions in order, attached to its classes; answers their ids by key. Exams come last:
 * the demo's exam is what `questionBankSeeded` looks for.
 * @param {Record<string, Api>} teachers
 * @param {Record<string, string>} questionIds
 * @param {Record<string, string>} classIds
 * @param {import('./demo-question-bank.mjs').DemoHomework[]} [homework]
 */
export async function ensureHomework(teachers, questionIds, classIds, homework = DEMO_HOMEWORK) {
  /** @type {Record<string, string>} */
  const homeworkIds = {};
  const inOrder = [...homework.filter((h) => !h.isExam), ...homework.filter((h) => h.isExam)];
  for (const demo of inOrder) {
    const teacher = teachers[demo.teacher];
    const found = await teacher.mustGet(`/api/teacher/getHWByTeacher?name=${encodeURIComponent(demo.name)}&language=${demo.language}&page=1&pageSize=10`);
    const existing = found.result.list.find((/** @type {{ name: string }} */ h) => h.name === demo.name);
    const id = existing?._id ?? (await teacher.must('/api/teacher/createHomeWork', { language: demo.language })).result._id;
    homeworkIds[demo.key] = id;
    const due = new Date(Date.now() + demo.dueInDays * 86_400_000);
    due.setUTCHours(20, 0, 0, 0);
    await teacher.must('/api/teacher/updateHW', {
      _id: id, name: demo.name, description: demo.description, language: demo.language, dueDate: due.toISOString(),
      isExam: demo.isExam ?? false, examDuration: demo.examDuration ?? 15,
    });
    const wanted = demo.questions.map((key) => questionIds[key]);
    const current = (await teacher.must('/api/user/getHWById', { id })).result.questionList.map((/** @type {{ _id: string }} */ q) => q._id);
    const missing = wanted.filter((q) => !current.includes(q));
    if (missing.length > 0) await teacher.must('/api/teacher/batchAddQToHW', { id, QIds: missing });
    for (const classKey of demo.classes) {
      const cls = await teacher.mustGet(`/api/teacher/getClassById?id=${classIds[classKey]}`);
      if (cls.result.homeworkList.some((/** @type {{ hwID: { _id: string } }} */ link) => link.hwID._id === id)) continue;
      await teacher.must('/api/teacher/addHWToClass', { id: classIds[classKey], hwID: id, name: demo.name, isPub: demo.isPub, creator: demo.teacher });
    }
  }
  return homeworkIds;
}
