import { beforeAll, describe, expect, inject, test } from 'vitest';
import type { ApiClient } from '@tp/test-kit';
import {
  exerciseSummaryList, exerciseView, exerciseViewList, practiceRecordPage, practiceSetting, questionReportCounts, type ExerciseSummary, type ExerciseView,
} from '@tp/contracts';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoSchool } from '../../scripts/seed/seed-demo.mjs';
import { DEMO_CLASSES } from '../../scripts/seed/demo-content.mjs';
import { DEMO_HOMEWORK, DEMO_LIBRARIES } from '../../scripts/seed/demo-question-bank.mjs';
import { DEMO_EXERCISES, EXERCISE_HOMEWORK, RUNNING_EXAM_MINUTES } from '../../scripts/seed/demo-exercises.mjs';
import { seedDemoExercises } from '../../scripts/seed/seed-exercises.mjs';
import { seedDemoPractice } from '../../scripts/seed/seed-practice.mjs';
import { seedDemoQuestionBank } from '../../scripts/seed/seed-question-bank.mjs';
import { DEMO_PRODUCTS } from '../../scripts/seed/demo-shop.mjs';
import { seedDemoShop } from '../../scripts/seed/seed-shop.mjs';
import { api as seedApi } from '../../scripts/seed/api.mjs';
import { gateway, signIn, signInAdmin } from '../support/api';
import { eventually } from '../support/school';

/**
 * The demo school of `npm start` (issue 4, "Demo school"), seeded into this run's stack through the API as `npm start`
 * does, then read back state by state. Its classes are featured on the shared home page; other files look their
 * own classes up by name, so they are not disturbed.
 */
interface DemoClass { key: string; name: string; language: 'en' | 'zh'; category: string; featuredOrder?: number; teacher: 'teacher' | 'teacher2' }
interface HomeClass { _id: string; name: string; introduction: string; startDate: string | null; endDate: string | null }
interface TeacherEntry { _id: string; student: { _id: string; email: string }; status: string; paid: boolean; registered: boolean }
interface CartItem { classId: string; userId: string; paid: boolean; registered: boolean }
interface MyClass { classInfo: { classID: { _id: string } }; isValid: boolean; expirationDate: string | null }

const demo = (key: string) => (DEMO_CLASSES as DemoClass[]).find((c) => c.key === key)!;
const users = DEMO_USERS as Record<string, { email: string; name: string }>;
const seed = () => seedDemoSchool(inject('baseUrl'), {
  ADMIN_EMAIL: inject('admin').email, ADMIN_PASSWORD: inject('admin').password, BILLING_URL: inject('serviceUrls').BILLING_URL, INTERNAL_SECRET: inject('internalSecret'),
}) as Promise<boolean>;
const as = async (key: string) => (await signIn(users[key].email, DEMO_PASSWORD as string)).api;

const classIds: Record<string, string> = {};
const userIds: Record<string, string> = {};
let algebraCreatedBeforeTheSeed: string;
let seededAt: number;

async function teacherClasses(teacher: ApiClient, language: string) {
  return (await teacher.get(`/api/teacher/getClassesByTeacher?language=${language}`)).body.result.list as { _id: string; name: string }[];
}

async function entriesOf(teacherKey: string, classKey: string): Promise<TeacherEntry[]> {
  return (await (await as(teacherKey)).get(`/api/teacher/getClassRegisterList?id=${classIds[classKey]}`)).body.result.list;
}

async function myClasses(studentKey: string): Promise<MyClass[]> {
  return (await (await as(studentKey)).get('/api/user/getMyClasses')).body.result.list;
}

beforeAll(async () => {
  // An earlier run stopped half-way: the teacher and one of her classes exist, nothing else.
  const { api: admin } = await signInAdmin();
  expect((await admin.post('/api/admin/createUser', { name: users.teacher.name, email: users.teacher.email, password: DEMO_PASSWORD, role: 'Teacher' })).body.code).toBe(200);
  const teacher = await as('teacher');
  algebraCreatedBeforeTheSeed = (await teacher.post('/api/teacher/createClassByTeacher', { language: 'en' })).body.result._id;
  expect((await teacher.post('/api/teacher/updateClassIntro', { _id: algebraCreatedBeforeTheSeed, name: demo('algebra').name })).body.code).toBe(200);

  expect(await seed()).toBe(true);
  seededAt = Date.now();

  for (const cls of DEMO_CLASSES as DemoClass[]) {
    classIds[cls.key] = (await teacherClasses(await as(cls.teacher), cls.language)).find((c) => c.name === cls.name)!._id;
  }
  for (const [key, user] of Object.entries(users)) {
    userIds[key] = (await admin.get(`/api/admin/getUsers?keyword=${encodeURIComponent(user.email)}`)).body.result.list[0]._id;
  }
}, 240_000);

describe('the demo school seed', () => {
  test('a half-built seed is completed, without a second copy of what the earlier run made', async () => {
    expect(classIds.algebra).toBe(algebraCreatedBeforeTheSeed);
    const names = (await teacherClasses(await as('teacher'), 'en')).map((c) => c.name);
    expect(names.filter((n) => n === demo('algebra').name)).toHaveLength(1);
  });

  test('a second run sees the school complete and changes nothing', async () => {
    const before = await Promise.all([entriesOf('teacher', 'algebra'), teacherClasses(await as('teacher2'), 'en')]);
    expect(await seed()).toBe(false);
    expect(await Promise.all([entriesOf('teacher', 'algebra'), teacherClasses(await as('teacher2'), 'en')])).toEqual(before);
  });

  test.each(['en', 'zh'] as const)('the %s home page features current Physics and Math classes with rich introductions and maths', async (language) => {
    const groups = (await gateway().get(`/api/public/getHomeClasses?language=${language}`)).body.result.list as { category: string; classes: HomeClass[] }[];
    const now = Date.now();
    for (const category of ['Physics', 'Math']) {
      const featured = (DEMO_CLASSES as DemoClass[]).filter((c) => c.language === language && c.category === category && c.featuredOrder !== undefined);
      expect(featured.length).toBeGreaterThan(0);
      const shown = groups.find((g) => g.category === category)?.classes ?? [];
      for (const cls of featured) {
        const home = shown.find((c) => c._id === classIds[cls.key]);
        expect(home, `${cls.name} under ${category}`).toBeDefined();
        expect(home!.introduction).toMatch(/<p>.*(\$.+\$|\\\(.+\\\))/s);
        expect(new Date(home!.startDate!).getTime(), `${cls.name} has started`).toBeLessThanOrEqual(now);
        expect(new Date(home!.endDate!).getTime(), `${cls.name} has not ended`).toBeGreaterThan(now);
      }
    }
  });

  test('the home introduction carries maths', async () => {
    expect((await gateway().get('/api/public/getHomeDetail')).body.result.introduction).toMatch(/Learn maths and physics[\s\S]*\\\(F = ma\\\)/);
  });

  test('two teachers and two families linked on both sides', async () => {
    expect((await signIn(users.teacher.email, DEMO_PASSWORD)).user.role).toBe('Teacher');
    expect((await signIn(users.teacher2.email, DEMO_PASSWORD)).user.role).toBe('Teacher');
    const children = async (parentKey: string) => ((await (await as(parentKey)).get(`/api/user/getClassRegister?id=${classIds.algebra}`)).body.result.students as { _id: string }[]).map((s) => s._id).sort();
    expect(await children('parent')).toEqual([userIds.student, userIds.student2].sort());
    expect(await children('parent2')).toEqual([userIds.student3]);
  });

  test('Registered: Leo in Mechanics and Sofia in Algebra, each starting to learn in My Classes', async () => {
    expect((await entriesOf('teacher2', 'mechanics')).find((e) => e.student._id === userIds.student)).toMatchObject({ status: 'Registered', registered: true });
    expect((await entriesOf('teacher', 'algebra')).find((e) => e.student._id === userIds.student2)).toMatchObject({ status: 'Registered', registered: true });
    for (const [student, classKey] of [['student', 'mechanics'], ['student2', 'algebra']]) {
      await eventually(async () => (await myClasses(student)).some((c) => c.classInfo.classID._id === classIds[classKey] && c.isValid), `${classKey} valid in ${student}'s My Classes`);
    }
  });

  test('Interested (Added to Cart): Leo in Calculus and Lin in Electricity, in their carts', async () => {
    expect((await entriesOf('teacher', 'calculus')).find((e) => e.student._id === userIds.student)).toMatchObject({ status: 'Interested', paid: false, registered: false });
    expect((await entriesOf('teacher2', 'electricity')).find((e) => e.student._id === userIds.student3)).toMatchObject({ status: 'Interested', paid: false, registered: false });
    const leoCart = (await (await as('student')).get(`/api/user/getClassRegisterList?id=${userIds.student}`)).body.result.list as CartItem[];
    expect(leoCart.filter((i) => !i.registered)).toMatchObject([{ classId: classIds.calculus, paid: false }]);
  });

  test('Pending payment confirmation: Lin paid for Algebra and waits for the teacher', async () => {
    expect((await entriesOf('teacher', 'algebra')).find((e) => e.student._id === userIds.student3)).toMatchObject({ status: 'Pending payment confirmation', paid: true, registered: false });
    const parentCart = (await (await as('parent2')).get(`/api/user/getParentClassRegisterList?parentId=${userIds.parent2}`)).body.result.list as CartItem[];
    expect(parentCart.filter((i) => !i.registered).map((i) => [i.classId, i.paid]).sort()).toEqual([[classIds.algebra, true], [classIds.electricity, false]].sort());
  });

  test('an expired place: Leo\'s ended Geometry class shows renew (isValid false) in My Classes', async () => {
    const geometry = (await myClasses('student')).find((c) => c.classInfo.classID._id === classIds.geometry);
    expect(geometry).toMatchObject({ isValid: false });
    expect(new Date(geometry!.expirationDate!).getTime()).toBeLessThan(Date.now());
    // renewing goes through the class register screen, which takes it like any published class
    const view = (await (await as('student')).get(`/api/user/getClassRegister?id=${classIds.geometry}`)).body.result;
    expect(view).toMatchObject({ classInfo: { isPublish: 1 }, interested: false, registered: false });
  });
});

describe('the demo question bank', () => {
  interface Question { _id: string; name: string; isChoice: number; qText: string; language: string; referenceId: string; libraryId: string; chapterId: string; sectionId: string }
  interface ClassHomework { name: string; hwID: { _id: string }; isExam?: boolean }
  const maths = /\$.+\$|\\\(.+\\\)/s;
  const questionsOf = async (teacherKey: string, language: string) => ((await (await as(teacherKey)).post('/api/teacher/getQuestionsByTeacher', { name: '', language, page: 1, pageSize: 100 })).body.result.list as Question[]);

  test.each(['en', 'zh'] as const)('the %s questions are of every type, each with maths', async (language) => {
    const all = [...(await questionsOf('teacher', language)), ...(await questionsOf('teacher2', language))];
    expect(new Set(all.map((q) => q.isChoice))).toEqual(new Set([0, 1, 2]));
    for (const q of all) expect(q.qText, q.name).toMatch(maths);
  });

  test('questions filed in the library tree, which is in the demo order with each library bound to its teacher', async () => {
    const { api: admin } = await signInAdmin();
    const tree = (await admin.get('/api/user/getLibrary')).body.result.list as { _id: string; name: string; teacher: { _id: string }[]; chapter: { _id: string; name: string; section: { name: string }[] }[] }[];
    const demoNames = (DEMO_LIBRARIES as { name: string }[]).map((l) => l.name);
    expect(tree.map((l) => l.name).filter((n) => demoNames.includes(n))).toEqual(demoNames);
    for (const demoLibrary of DEMO_LIBRARIES as { name: string; teacher: string; chapters: { name: string; sections: string[] }[] }[]) {
      const library = tree.find((l) => l.name === demoLibrary.name)!;
      expect(library.teacher.map((t) => t._id)).toContain(userIds[demoLibrary.teacher]);
      expect(library.chapter.map((c) => ({ name: c.name, sections: c.section.map((s) => s.name) }))).toEqual(demoLibrary.chapters);
      const filed = (await questionsOf(demoLibrary.teacher, 'en')).filter((q) => q.libraryId === library._id);
      expect(filed.length, `questions in ${library.name}`).toBeGreaterThan(0);
    }
    const [projectile] = (await questionsOf('teacher2', 'en')).filter((q) => q.name === 'Range of a projectile');
    expect(projectile.referenceId).not.toBe('');
  });

  test('homework and an exam are on the demo classes', async () => {
    for (const demoHomework of DEMO_HOMEWORK as { teacher: string; name: string; isExam?: boolean; classes: string[] }[]) {
      for (const classKey of demoHomework.classes) {
        const cls = (await (await as(demoHomework.teacher)).get(`/api/teacher/getClassById?id=${classIds[classKey]}`)).body.result;
        const link = (cls.homeworkList as ClassHomework[]).find((h) => h.name === demoHomework.name);
        expect(link, `${demoHomework.name} on ${classKey}`).toBeDefined();
        const homework = (await (await as(demoHomework.teacher)).post('/api/user/getHWById', { id: link!.hwID._id })).body.result;
        expect(homework).toMatchObject({ isExam: demoHomework.isExam ?? false });
        expect(homework.questionList.length).toBeGreaterThan(1);
      }
    }
  });
});

describe('the demo exercises', () => {
  type Demo = (typeof DEMO_EXERCISES)[number];
  const homeworkName = (key: string) => [...EXERCISE_HOMEWORK, ...(DEMO_HOMEWORK as { key: string; name: string }[])].find((h) => h.key === key)!.name;
  const demoOf = (key: string) => DEMO_EXERCISES.find((d) => d.key === key)!;
  const mine = (list: ExerciseSummary[], demo: Demo) => {
    const found = list.filter((e) => e.classId._id === classIds.algebra && e.homeworkId.name === homeworkName(demo.homework));
    expect(found, `${demo.key}: one exercise of ${homeworkName(demo.homework)}`).toHaveLength(1);
    return found[0];
  };

  /** Leo's exercise of `demo` as he, his parent (My Students Exercise) and his teacher (the class bulletin) list it. */
  async function listed(demo: Demo): Promise<Record<'student' | 'parent' | 'teacher', ExerciseSummary>> {
    const read = async (who: string, path: string) => {
      const res = await (await as(who)).get(path);
      expect(res.body, `${who} GET ${path}: ${res.body.msg}`).toMatchObject({ code: 200 });
      return exerciseSummaryList.parse(res.body.result).list;
    };
    return {
      student: mine(await read('student', '/api/user/getExerciseList'), demo),
      parent: mine(await read('parent', `/api/user/getStudentExerciseList?studentId=${userIds.student}&classId=${classIds.algebra}`), demo),
      teacher: mine(await read('teacher', `/api/teacher/getExerciseByClass?classID=${classIds.algebra}&studentID=${userIds.student}`), demo),
    };
  }

  async function detail(who: 'student' | 'parent', id: string): Promise<ExerciseView> {
    const path = who === 'student' ? `/api/user/getExerciseById?id=${id}` : `/api/user/getStudentExerciseDetail?id=${id}`;
    const res = await (await as(who)).get(path);
    expect(res.body, `${who} GET ${path}: ${res.body.msg}`).toMatchObject({ code: 200 });
    return exerciseView.parse(res.body.result);
  }

  /** What each state looks like in a list, to every audience alike. */
  const stateOf: Record<string, (e: ExerciseSummary, demo: Demo) => void> = {
    'not-started': (e) => expect(e).toMatchObject({ progress: { answered: 0 }, startedAt: null, finishedAt: null, overdue: false, correctionStatus: '0' }),
    'half-done': (e, demo) => {
      expect(e).toMatchObject({ progress: { answered: demo.answers.length }, finishedAt: null, overdue: false });
      expect(e.progress.answered).toBeGreaterThan(0);
      expect(e.progress.answered).toBeLessThan(e.progress.total);
    },
    'auto-corrected': (e) => {
      expect(e).toMatchObject({ finishedBy: 'student', correctionStatus: '0', overdue: false });
      expect(e.progress.answered).toBe(e.progress.total);
      expect(e.accuracy).toBe(67);
    },
    corrected: (e) => {
      expect(e).toMatchObject({ finishedBy: 'student', correctionStatus: '1', overdue: false });
      expect(e.progress.answered).toBe(e.progress.total);
      expect(e.accuracy).toBe(67);
    },
    'exam-running': (e, demo) => {
      expect(e).toMatchObject({ homeworkId: { isExam: true, examDuration: RUNNING_EXAM_MINUTES }, finishedAt: null, progress: { answered: demo.answers.length } });
      expect(new Date(e.endExamAt!).getTime() - new Date(e.startedAt!).getTime()).toBe(RUNNING_EXAM_MINUTES * 60_000);
      // Started by the seed a few minutes ago at most: nearly all of it is left.
      expect(e.examRemainingTime!).toBeGreaterThan(RUNNING_EXAM_MINUTES * 60_000 - (Date.now() - seededAt) - 10 * 60_000);
    },
    overdue: (e, demo) => {
      expect(e).toMatchObject({ overdue: true, finishedAt: null, progress: { answered: demo.answers.length } });
      expect(new Date(e.homeworkId.dueDate!).getTime()).toBeLessThan(Date.now());
      expect(e.progress.answered).toBeLessThan(e.progress.total);
    },
  };

  const leos = DEMO_EXERCISES.filter((d) => (d.student ?? 'student') === 'student');

  test('every state is there for Leo: not started, half done, auto-corrected, corrected, a running exam, overdue', () => {
    expect(new Set(leos.map((d) => d.state))).toEqual(new Set(Object.keys(stateOf)));
  });

  test.each(leos.map((d) => [d.key, d.state] as const))('%s (%s): Leo, his parent and his teacher each list it in that state', async (key) => {
    const demo = demoOf(key);
    const seen = await listed(demo);
    for (const [who, exercise] of Object.entries(seen)) {
      expect(exercise.student._id, who).toBe(userIds.student);
      stateOf[demo.state](exercise, demo);
    }
    const [student, parent, teacher] = [seen.student, seen.parent, seen.teacher].map(({ _id, progress, finishedAt, correctionStatus, overdue, endExamAt }) => ({ _id, progress, finishedAt, correctionStatus, overdue, endExamAt }));
    expect(parent).toEqual(student);
    expect(teacher).toEqual(student);
  });

  test('the correction screen of the corrected homework: Leo\'s correction done, Sofia\'s submission still to correct', async () => {
    const corrected = await listed(demoOf('corrected'));
    const res = await (await as('teacher')).get(`/api/teacher/getExerciseByClassAndHomework?classID=${classIds.algebra}&hwID=${corrected.teacher.homeworkId._id}`);
    const list = exerciseViewList.parse(res.body.result).list;
    expect(list.map((e) => [e.student._id, e.correctionStatus, e.finishedBy])).toEqual([
      [userIds.student, '1', 'student'], [userIds.student2, '0', 'student'],
    ]);
    expect(list[1]).toMatchObject({ progress: { answered: 3, total: 3 }, accuracy: 100 });
    const sofiasForParent = exerciseSummaryList.parse((await (await as('parent')).get(`/api/user/getStudentExerciseList?studentId=${userIds.student2}&classId=${classIds.algebra}`)).body.result).list;
    expect(sofiasForParent.map((e) => e._id)).toEqual([list[1]._id]);
  });

  test('Leo is on the roster of the class his exercises are in', async () => {
    const roster = (await (await as('teacher')).post('/api/teacher/studentList', { classID: classIds.algebra })).body.result.list as { student: { email: string } }[];
    expect(roster.map((e) => e.student.email)).toContain(users.student.email);
  });

  test('Leo sees Resources: Algebra II includes the library and his place in it runs until the class ends', async () => {
    await eventually(async () => (await (await as('student')).get('/api/user/getUserInfo')).body.result.sRegister === true, 'Leo\'s sRegister');
  });

  test('half done: the checked question is locked with its solution shown to Leo; the saved one is open', async () => {
    const demo = demoOf('half-done');
    const view = await detail('student', (await listed(demo)).student._id);
    const answered = view.questionList.filter((q) => q.answer !== '');
    expect(answered.map((q) => q.answer).sort()).toEqual(demo.answers.map((a) => a.answer).sort());
    const [checked] = answered.filter((q) => q.locked);
    expect(checked).toMatchObject({ answer: 'A', autoCorrect: true, autoCorrectMethod: 'exact' });
    expect(checked.question.description).not.toBe('');
    const [open] = answered.filter((q) => !q.locked);
    expect(open).toMatchObject({ autoCorrect: null });
    expect(open.question.correctAnswer).toBe('');
  });

  test('auto-corrected: the machine marked each choice exactly, and Leo sees every solution', async () => {
    const view = await detail('student', (await listed(demoOf('auto-corrected'))).student._id);
    expect(view.questionList.map((q) => [q.answer, q.autoCorrect, q.autoCorrectMethod, q.isCorrect])).toEqual([
      ['A', true, 'exact', null], ['A', false, 'exact', null], ['A', true, 'exact', null],
    ]);
    for (const q of view.questionList) expect(q.question.description).not.toBe('');
  });

  test('corrected: the teacher\'s comments and marks reach Leo and his parent; the solution only Leo', async () => {
    const demo = demoOf('corrected');
    const id = (await listed(demo)).student._id;
    for (const who of ['student', 'parent'] as const) {
      const view = await detail(who, id);
      expect(view.correctionStatus, who).toBe('1');
      for (const correction of demo.corrections!) {
        const q = view.questionList.find((question) => question.comments === correction.comments);
        expect(q, `${who} sees the comment on ${correction.question}`).toBeDefined();
        expect(q!.isCorrect).toBe(correction.isCorrect);
        expect(q!.correctedAt).not.toBeNull();
        expect(q!.question.description === '', `${who} and the solution`).toBe(who === 'parent');
      }
    }
  });

  test('the exam keeps running when Leo opens it: the server\'s end and remaining time, no answer lost', async () => {
    const demo = demoOf('exam-running');
    const view = await detail('student', (await listed(demo)).student._id);
    expect(view.examRemainingTime!).toBeGreaterThan(0);
    expect(view.examRemainingTime!).toBeLessThanOrEqual(new Date(view.endExamAt!).getTime() - Date.now() + 5_000);
    expect(view.questionList.filter((q) => q.answer !== '').map((q) => q.answer)).toEqual(demo.answers.map((a) => a.answer));
  });

  test('running the exercise seed again (as after a run that stopped half-way) adds and changes nothing', async () => {
    const lists = async () => {
      const res = await (await as('student')).get('/api/user/getExerciseList');
      return exerciseSummaryList.parse(res.body.result).list.map(({ examRemainingTime: _clock, ...rest }) => rest);
    };
    const before = await lists();
    const { user } = await signInAdmin();
    const admin = seedApi(inject('baseUrl'), user.token);
    const settings = { ids: userIds, users: DEMO_USERS, password: DEMO_PASSWORD as string };
    const bank = await seedDemoQuestionBank(inject('baseUrl'), { admin, ...settings });
    await seedDemoExercises(inject('baseUrl'), { ...settings, ...bank });
    expect(await lists()).toEqual(before);
  }, 180_000);
});

describe('the demo shop', () => {
  const seeded = async () => {
    const list = (await gateway().get('/api/products?pageSize=100')).body.result.list as { _id: string; name: string }[];
    return Promise.all(DEMO_PRODUCTS.map(async (demo) => {
      const listed = list.filter((p) => p.name === demo.name);
      expect(listed, demo.name).toHaveLength(1);
      const { _id, image, rating, reviews } = (await gateway().get(`/api/products/${listed[0]._id}`)).body.result as { _id: string; image: string; rating: number; reviews: { name: string; rating: number }[] };
      return { _id, image, rating, reviews };
    }));
  };

  test('each product has its picture and its reviews; the calculator\'s average is a half star (4.5)', async () => {
    const products = await seeded();
    for (const [i, product] of products.entries()) {
      const demo = DEMO_PRODUCTS[i];
      expect(product.reviews.map((r) => [r.name, r.rating]).sort()).toEqual(demo.reviews.map((r) => [users[r.user].name, r.rating]).sort());
      expect((await fetch(new URL(product.image, inject('baseUrl')))).headers.get('content-type')).toBe('image/png');
    }
    expect(products[0].rating).toBe(4.5);
  });

  test('running the shop seed again adds no product and no review', async () => {
    const before = await seeded();
    const { user } = await signInAdmin();
    await seedDemoShop(inject('baseUrl'), { admin: seedApi(inject('baseUrl'), user.token), users: DEMO_USERS, password: DEMO_PASSWORD as string });
    expect(await seeded()).toEqual(before);
  });
});

describe('the demo practice (Resources)', () => {
  test('Leo has the Resources menu and a saved setting over Algebra, the library his class Algebra II includes', async () => {
    const leo = await as('student');
    expect((await leo.get('/api/user/getUserInfo')).body.result.sRegister).toBe(true);
    const setting = practiceSetting.parse((await leo.get('/api/user/getUserSetting')).body.result);
    expect(setting).toMatchObject({ saved: true, isClassroomStudent: true, difficulty: 'all', skip: 1, total: 10 });
    expect(setting.sources.map((s) => s.name)).toEqual(['School worksheets']);
    const libraries = (await leo.get('/api/user/getLibrary')).body.result.list as { _id: string; name: string }[];
    expect(setting.libraries.map((l) => l.libraryId)).toEqual([libraries.find((l) => l.name === 'Algebra')!._id]);
  });

  test('HISTORY and REPORT have something to show: answers right and wrong, and one given up', async () => {
    const leo = await as('student');
    const history = practiceRecordPage.parse((await leo.get('/api/user/getStudentQuestionRecord?page=1&pageSize=10')).body.result);
    expect(history.total).toBe(5);
    expect(history.list.filter((r) => r.isCorrect).length).toBeGreaterThanOrEqual(1);
    expect(history.list.filter((r) => !r.isCorrect && !r.gaveUp).length).toBeGreaterThanOrEqual(1);
    expect(history.list.filter((r) => r.gaveUp)).toHaveLength(1);
  });

  test('Ada sees Leo\'s bug report on her question; the practice seed run again adds nothing', async () => {
    const ada = await as('teacher');
    const counts = async () => questionReportCounts.parse((await ada.get('/api/teacher/getQuestionReportCounts')).body.result).list;
    expect(await counts()).toHaveLength(1);
    const history = async () => (await (await as('student')).get('/api/user/getStudentQuestionRecord')).body.result.total;
    const before = await history();

    const { user } = await signInAdmin();
    const admin = seedApi(inject('baseUrl'), user.token);
    const settings = { ids: userIds, users: DEMO_USERS, password: DEMO_PASSWORD as string };
    const bank = await seedDemoQuestionBank(inject('baseUrl'), { admin, ...settings });
    await seedDemoPractice(inject('baseUrl'), { admin, ...settings, questionIds: bank.questionIds });

    expect(await counts()).toHaveLength(1);
    expect(await history()).toBe(before);
  }, 180_000);
});
