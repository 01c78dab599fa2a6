// The pages `npm run bench:web` measures, found in the demo school: the public ones, and the student's exercise
// screen (signed in as the demo student, on the homework he has not started).
import { signIn } from '../seed/api.mjs';
import { DEMO_HOMEWORK } from '../seed/demo-question-bank.mjs';
import { DEMO_LOGINS } from '../seed/seed-demo.mjs';

/** The homework whose exercise the bench opens: not started, so opening it changes nothing. */
const NOT_STARTED_HOMEWORK = 'quadratics-1';

/**
 * @typedef {{ label: string, path: string, session?: object }} BenchPage
 *   `session`: the signed-in user record (with its token) put in local storage before the page is measured.
 */

/**
 * @param {string} baseUrl
 * @returns {Promise<BenchPage[]>}
 */
export async function benchPages(baseUrl) {
  const home = /** @type {import('../seed/api.mjs').Reply} */ (await (await fetch(`${baseUrl}/api/public/getHomeClasses?language=en`)).json());
  const classId = home.result?.list?.[0]?.classes?.[0]?._id;
  if (!classId) throw new Error(`no featured class at ${baseUrl}: the demo school is missing`);

  const student = DEMO_LOGINS.find((login) => login.label === 'student');
  if (!student) throw new Error('the demo school has no student log-in');
  const { user, client } = await signIn(baseUrl, student.email, student.password);
  const homeworkName = DEMO_HOMEWORK.find((homework) => homework.key === NOT_STARTED_HOMEWORK)?.name;
  const exercises = (await client.mustGet('/api/user/getExerciseList')).result.list;
  const exercise = exercises.find((/** @type {{ homeworkId: { name: string }, startedAt: string | null }} */ e) =>
    e.homeworkId.name === homeworkName && !e.startedAt);
  if (!exercise) throw new Error(`the demo student has no not-started "${homeworkName}" exercise`);

  return [
    { label: '/', path: '/' },
    { label: '/class/{id}', path: `/class/${classId}` },
    { label: '/login', path: '/login' },
    { label: '/register', path: '/register' },
    { label: '/student/exerciseEdit/{id}', path: `/student/exerciseEdit/${exercise._id}`, session: user },
  ];
}
