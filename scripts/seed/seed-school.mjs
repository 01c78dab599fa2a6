// Classes, featuring and registrations of the demo school, created through the public API like any user would.
import { signIn } from './api.mjs';
import { DEMO_CLASSES, HOME_INTRODUCTION, SOURCES } from './demo-content.mjs';

/**
 * Each teacher creates and fills their classes and asks for publication (flame = 1); the admin features them on the
 * home page in order; families register interest in each state of SPEC §4 (Interested, Pending payment confirmation,
 * Registered).
 */
export async function seedSchool(baseUrl, { admin, users, ids, password, billingUrl }) {
  const teachers = {
    teacher: (await signIn(baseUrl, users.teacher.email, password)).client,
    teacher2: (await signIn(baseUrl, users.teacher2.email, password)).client,
  };

  const sourceIds = {};
  for (const name of SOURCES) {
    const created = await teachers.teacher.must('/api/teacher/createSource', { name }, [409]);
    if (created.result?._id) sourceIds[name] = created.result._id;
  }

  const classIds = {};
  for (const demo of DEMO_CLASSES) {
    const teacher = teachers[demo.teacher];
    const created = await teacher.must('/api/teacher/createClassByTeacher', { language: demo.language });
    const id = created.result._id;
    classIds[demo.key] = id;
    await teacher.must('/api/teacher/updateClassIntro', {
      _id: id,
      name: demo.name,
      category: demo.category,
      language: demo.language,
      price: demo.monthlyPrice,
      monthlyPrice: demo.monthlyPrice,
      yearlyPrice: demo.yearlyPrice,
      startDate: demo.startDate,
      endDate: demo.endDate,
      introduction: demo.introduction,
      description: demo.description,
      bulletin: demo.bulletin,
      paymentInfo: '<p>Pay by bank transfer to <strong>Tutoring Platform Ltd</strong>, reference: your child\'s name and the class.</p>',
      registerLink: '',
      image: '',
      source: (demo.sources ?? []).map((name) => sourceIds[name]).filter(Boolean),
      includeLibrary: demo.includeLibrary ?? false,
      autoPublish: false,
      autoPublishAccuracy: 80,
    });
    await teacher.must('/api/teacher/setPublishClass', { id, publish: 1 });
    if (demo.featuredOrder !== undefined) {
      await admin.must('/api/admin/auditClass', { id, isPublish: 2, orderIndex: demo.featuredOrder });
    }
  }
  await admin.must('/api/admin/setHomeDetail', { introduction: HOME_INTRODUCTION });

  const family = {
    parent: (await signIn(baseUrl, users.parent.email, password)).client,
    student: (await signIn(baseUrl, users.student.email, password)).client,
    parent2: (await signIn(baseUrl, users.parent2.email, password)).client,
  };
  const interest = (client, classKey, studentKey, durationType) =>
    client.must('/api/user/registerClass', { classId: classIds[classKey], userId: ids[studentKey], durationType });

  // Registered: Leo in Mechanics (a year), Sofia in Algebra (a month), both added by their teacher.
  await interest(family.student, 'mechanics', 'student', 2);
  await interest(family.parent, 'algebra', 'student2', 1);
  await registerByTeacher(teachers.teacher2, classIds.mechanics, ids.student);
  await registerByTeacher(teachers.teacher, classIds.algebra, ids.student2);
  // Interested (in the cart): Leo in Calculus, Lin in Electricity.
  await interest(family.student, 'calculus', 'student', 1);
  await interest(family.parent2, 'electricity', 'student3', 2);
  // Pending payment confirmation: Lin paid for Algebra; the teacher has not confirmed yet.
  const pending = await interest(family.parent2, 'algebra', 'student3', 1);
  if (billingUrl && pending.result?._id) {
    await fetch(`${billingUrl}/internal/registrations/${pending.result._id}/mark-paid`, { method: 'POST' });
  }
}

async function registerByTeacher(teacher, classId, studentId) {
  const list = await teacher.get(`/api/teacher/getClassRegisterList?id=${classId}`);
  const entry = list.result?.list?.find((e) => (e.student?._id ?? e.userId) === studentId);
  if (!entry) throw new Error(`no interest of ${studentId} in class ${classId} to register`);
  await teacher.must('/api/teacher/registerClass', { interestId: entry._id });
}
