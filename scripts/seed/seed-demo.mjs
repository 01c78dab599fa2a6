// The demo school of `npm start`: created once, through the public API, on the first run.
import { api, signIn } from './api.mjs';
import { seedSchool } from './seed-school.mjs';

const PASSWORD = 'demo12345';
export const DEMO_USERS = {
  teacher: { name: 'Ada Lovelace', email: 'teacher@tutor.local', role: 'Teacher' },
  teacher2: { name: 'Isaac Newton', email: 'newton@tutor.local', role: 'Teacher' },
  parent: { name: 'Maria Garcia', email: 'parent@tutor.local', role: 'Parent', phone: '555-123-4567' },
  student: { name: 'Leo Garcia', email: 'student@tutor.local', role: 'Student', school: 'Riverside High', gradeInSchoolYear: 10 },
  student2: { name: 'Sofia Garcia', email: 'student2@tutor.local', role: 'Student', school: 'Riverside High', gradeInSchoolYear: 8 },
  parent2: { name: 'Wei Chen', email: 'parent2@tutor.local', role: 'Parent', phone: '555-987-6543' },
  student3: { name: 'Lin Chen', email: 'student3@tutor.local', role: 'Student', school: 'Hillside School', gradeInSchoolYear: 11 },
};
export const DEMO_LOGINS = [
  { label: 'teacher', email: DEMO_USERS.teacher.email, password: PASSWORD },
  { label: 'parent', email: DEMO_USERS.parent.email, password: PASSWORD },
  { label: 'student', email: DEMO_USERS.student.email, password: PASSWORD },
];

export async function seedDemoSchool(baseUrl, { ADMIN_EMAIL, ADMIN_PASSWORD, BILLING_URL }) {
  const probe = await api(baseUrl).post('/api/login/authUser', { email: DEMO_USERS.teacher.email, password: PASSWORD });
  if (probe.code === 200) {
    const classes = await api(baseUrl, probe.result.token).get('/api/teacher/getClassesByTeacher?language=en');
    if ((classes.result?.list ?? []).length > 0) return; // seeded on an earlier run
  }
  console.log('Seeding the demo school...');
  const { client: admin } = await signIn(baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
  const ids = {};
  for (const [key, user] of Object.entries(DEMO_USERS)) {
    const created = await admin.must('/api/admin/createUser', { name: user.name, email: user.email, password: PASSWORD, role: user.role }, [409]);
    ids[key] = created.result?._id ?? (await admin.get(`/api/admin/getUsers?keyword=${encodeURIComponent(user.email)}`)).result.list[0]._id;
  }
  const link = async (parentKey, studentKeys) => {
    const parent = DEMO_USERS[parentKey];
    await admin.must('/api/admin/updateUser', { _id: ids[parentKey], role: 'Parent', phone: parent.phone, dependent: studentKeys.map((k) => DEMO_USERS[k].email).join(';') });
    for (const key of studentKeys) await admin.must('/api/admin/updateUser', { _id: ids[key], role: 'Student', dependent: parent.email });
  };
  await link('parent', ['student', 'student2']);
  await link('parent2', ['student3']);
  await seedSchool(baseUrl, { admin, users: DEMO_USERS, ids, password: PASSWORD, billingUrl: BILLING_URL });
}
