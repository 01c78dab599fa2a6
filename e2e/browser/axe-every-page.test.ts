import { beforeAll, describe, expect, onTestFailed, test } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn, signInAdmin } from '../support/api';
import { seriousViolations } from '../support/axe';
import { goWithinSite, screenshotIfFailed, signInPage, useBrowser } from '../support/browser';
import { animationsDone, settledDialog } from '../support/page-probes';
import { createUser, eventually, linkFamily, PASSWORD, publishedClass, type MadeUser } from '../support/school';

const browser = useBrowser();

type Who = 'visitor' | 'student' | 'pupil' | 'parent' | 'teacher' | 'admin';

interface School {
  classId: string;
  className: string;
  questionId: string;
  homeworkId: string;
  product: { _id: string; name: string };
  emailTitle: string;
  student: MadeUser;
  child: MadeUser;
  sessions: Record<Exclude<Who, 'visitor'>, { token: string; name: string }>;
}

let school: School;

/**
 * The school every page is seen in: a featured Physics class, a student with it in the cart, a pupil its teacher added
 * to it, a parent with a linked child, the class's teacher and the admin. What does not depend on each other is made
 * at once.
 */
beforeAll(async () => {
  const [{ admin, teacherUser, classId, name: className }, adminSession] = await Promise.all([
    publishedClass({
      category: 'Physics',
      introduction: '<p>Light as a wave: $c = \\lambda f$.</p>',
      paymentInfo: '<p>Pay by e-transfer to <strong>pay@e2e.test</strong></p>',
    }),
    signInAdmin(),
  ]);
  const [student, parent, child, pupil] = await Promise.all([createUser('Student', admin), createUser('Parent', admin), createUser('Student', admin), createUser('Student', admin)]);
  const [studentSession, parentSession, teacherSession, pupilSession] = await Promise.all([
    signIn(student.email, PASSWORD),
    signIn(parent.email, PASSWORD),
    signIn(teacherUser.email, PASSWORD),
    signIn(pupil.email, PASSWORD),
    linkFamily(admin, parent, [child]),
    admin.post('/api/admin/auditClass', { id: classId, isPublish: 2 }).then((res) => expect(res.body.code).toBe(200)),
  ]);
  const productName = `Axe lab kit ${classId.slice(0, 6)}`;
  const emailTitle = `Welcome ${classId.slice(0, 6)}`;
  const [, , , questionId, homeworkId, productId] = await Promise.all([
    studentSession.api.post('/api/user/registerClass', { classId, userId: student._id, durationType: 1 }).then((res) => expect(res.body.code).toBe(200)),
    eventually(async () => ((await parentSession.api.get(`/api/user/getClassRegister?id=${classId}`)).body.result?.students ?? []).length === 1, 'billing to link the family'),
    eventually(
      async () => (await teacherSession.api.post('/api/teacher/addStudentToClass', { student: { _id: pupil._id }, classInfo: { classID: classId } })).body.code === 200,
      'the pupil on the class',
    ),
    teacherSession.api.post('/api/teacher/createQuestion', { language: 'en' }).then((res) => res.body.result._id as string),
    teacherSession.api.post('/api/teacher/createHomeWork', { language: 'en' }).then((res) => res.body.result._id as string),
    // A leftover shop product with a review (half stars: 4.5 needs two).
    (async () => {
      const id = (await admin.post('/api/products')).body.result._id as string;
      expect((await admin.put(`/api/products/${id}`, { name: productName, price: 49.5, countInStock: 3, brand: 'Fieldwork', category: 'Lab kits', description: 'Springs and a pendulum.' })).body.code).toBe(200);
      for (const [session, rating] of [[studentSession, 5], [teacherSession, 4]] as const) {
        expect((await session.api.post(`/api/products/${id}/reviews`, { rating, comment: 'Sturdy and clear.' })).body.code).toBe(200);
      }
      return id;
    })(),
    adminSession.api
      .post('/api/admin/sendEmail', { title: emailTitle, content: '<p>Welcome to the class.</p>', recipient: [student.email], emailGroup: [] })
      .then((res) => expect(res.body.code).toBe(200)),
  ]);
  school = {
    classId,
    className,
    questionId,
    homeworkId,
    product: { _id: productId, name: productName },
    emailTitle,
    student,
    child,
    sessions: { student: studentSession.user, pupil: pupilSession.user, parent: parentSession.user, teacher: teacherSession.user, admin: adminSession.user },
  };
}, 120_000);

/** Each audience's page: signed in once and loaded once, then taken from screen to screen as the site's links do. */
const pages = new Map<Who, Page>();
/** A path no remote claims: the shell's 404 page, with every remote's screen unmounted. */
const NOWHERE = '/no-such-page/between-visits';

async function open(who: Who, path: string, prepare?: (page: Page) => Promise<void>): Promise<Page> {
  if (prepare) {
    // Prepared for this visit alone (a remote that cannot load): a page of its own.
    const page = await browser.newPage();
    if (who !== 'visitor') await signInPage(page, school.sessions[who]);
    await prepare(page);
    await page.goto(path);
    return page;
  }
  let page = pages.get(who);
  if (!page) {
    page = await browser.filePage();
    if (who !== 'visitor') await signInPage(page, school.sessions[who]);
    await page.goto(path);
    pages.set(who, page);
  } else {
    // Whatever the last visit opened is closed, and its screen gone, before the next screen is drawn: what this visit
    // waits for and audits is this screen's alone.
    await page.mouse.move(0, 899);
    await page.keyboard.press('Escape');
    await goWithinSite(page, NOWHERE);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await goWithinSite(page, path);
  }
  screenshotIfFailed(page);
  // A visit that fails leaves its audience's page as it was: the next visit starts from a new one.
  onTestFailed(() => {
    if (pages.get(who) === page) pages.delete(who);
  });
  return page;
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Each page as its audience sees it, what shows it has loaded, and anything to open on it before axe looks. */
interface Visit {
  what: string;
  who: Who;
  path: () => string;
  loaded: (page: Page) => Promise<void>;
  prepare?: (page: Page) => Promise<void>;
}

const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { name }).first().waitFor();

const VISITS: Visit[] = [
  // mf-public, as a visitor (and the profile as a student).
  { what: 'the home page', who: 'visitor', path: () => '/', loaded: (page) => page.getByRole('heading', { name: school.className, exact: true }).waitFor() },
  { what: 'sign in', who: 'visitor', path: () => '/login', loaded: heading('Sign In') },
  { what: 'sign up', who: 'visitor', path: () => '/register', loaded: (page) => page.getByLabel('Parent Email').waitFor() },
  { what: 'reset password', who: 'visitor', path: () => '/resetPassword', loaded: heading('Reset Password') },
  { what: 'verify', who: 'visitor', path: () => '/verify', loaded: heading('Verify Your Email') },
  { what: 'a class page', who: 'visitor', path: () => `/class/${school.classId}`, loaded: (page) => page.getByText('Sign in to check price').waitFor() },
  { what: 'the profile', who: 'student', path: () => '/profile', loaded: (page) => page.getByLabel('School').waitFor() },
  { what: 'a product page', who: 'visitor', path: () => `/product/${school.product._id}`, loaded: (page) => page.getByText('to write a review').waitFor() },
  { what: 'a product page with the review form', who: 'parent', path: () => `/product/${school.product._id}`, loaded: (page) => page.getByRole('radiogroup', { name: 'Rating' }).waitFor() },
  { what: 'the product cart', who: 'visitor', path: () => `/cart/${school.product._id}?qty=2`, loaded: (page) => page.getByText('Subtotal (2 items): $99.00').waitFor() },
  {
    what: 'the demo page',
    who: 'visitor',
    path: () => '/demo',
    loaded: async (page) => {
      await page.locator('[data-testid="physics-sandbox"][data-status="ready"]').waitFor();
      await page.getByRole('region', { name: 'Formulas' }).locator('mjx-container').nth(5).waitFor();
    },
  },
  { what: 'the sandbox alone', who: 'visitor', path: () => '/simview', loaded: (page) => page.locator('[data-testid="physics-sandbox"][data-status="ready"]').waitFor() },
  { what: 'the 404 page', who: 'visitor', path: () => '/no-such-page/at-all', loaded: heading('Page not found') },
  // mf-learning, as a student and as a parent.
  { what: 'My Classes', who: 'student', path: () => '/myclasses', loaded: (page) => page.getByText('You have no classes yet.').waitFor() },
  { what: 'class register', who: 'student', path: () => `/classRegister/${school.classId}`, loaded: (page) => page.getByText('Added to Cart', { exact: true }).waitFor() },
  { what: 'the cart', who: 'student', path: () => '/cart', loaded: (page) => page.getByRole('row', { name: new RegExp(school.className) }).waitFor() },
  { what: 'My Classes', who: 'parent', path: () => '/myclasses', loaded: heading('My Classes') },
  { what: 'class register', who: 'parent', path: () => `/classRegister/${school.classId}`, loaded: (page) => page.getByRole('region', { name: `Registration of ${school.child.name}` }).waitFor() },
  { what: 'the cart', who: 'parent', path: () => '/cart', loaded: (page) => page.getByText('Your cart is empty').waitFor() },
  { what: 'the class content page', who: 'pupil', path: () => `/classroom/${school.classId}`, loaded: (page) => page.getByText('No homework has been published to you in this class yet.').waitFor() },
  { what: 'the class content page of a class one is not in', who: 'student', path: () => `/classroom/${school.classId}`, loaded: heading('You are not in this class') },
  { what: 'My Exercise', who: 'student', path: () => '/student/exerciseList', loaded: (page) => page.getByText('No exercise has been published to you yet.').waitFor() },
  // Resources, for a student whose class includes no library: the clear page, the empty lists, the help.
  { what: 'Resources: PLAY', who: 'student', path: () => '/student/resources', loaded: (page) => page.getByText('No library to practise from yet').waitFor() },
  { what: 'Resources: HISTORY', who: 'student', path: () => '/student/resources?tab=history', loaded: (page) => page.getByText('You have not answered a practice question yet.').waitFor() },
  { what: 'Resources: REPORT', who: 'student', path: () => '/student/resources?tab=report', loaded: (page) => page.getByText('No report yet').waitFor() },
  { what: 'Resources: HELP', who: 'student', path: () => '/student/resources?tab=help', loaded: (page) => page.getByRole('tabpanel').locator('.tp-math-view, .tp-practice-muted').first().waitFor() },
  { what: 'Resources: SETTINGS', who: 'student', path: () => '/student/resources?tab=settings', loaded: (page) => page.getByText('No library to practise from yet').waitFor() },
  { what: 'My Students Exercise', who: 'parent', path: () => '/parent/studentlist', loaded: (page) => page.getByText('None of your children is on a class yet.').waitFor() },
  // mf-teaching, as the class's teacher.
  { what: 'the teacher\'s classes', who: 'teacher', path: () => '/teach/classlist', loaded: (page) => page.getByRole('row', { name: new RegExp(school.className) }).waitFor() },
  { what: 'Edit Class', who: 'teacher', path: () => `/teach/class/${school.classId}/edit`, loaded: heading('Edit Class') },
  { what: 'Add Students', who: 'teacher', path: () => `/teach/class/${school.classId}/addStudent`, loaded: (page) => page.getByRole('row', { name: new RegExp(school.student.email) }).first().waitFor() },
  { what: 'the cart', who: 'teacher', path: () => '/cart', loaded: (page) => page.getByText('Your cart is empty').waitFor() },
  { what: 'My Questions', who: 'teacher', path: () => '/teach/questionlist', loaded: (page) => page.getByRole('link', { name: /^Edit / }).first().waitFor() },
  { what: 'Edit Question', who: 'teacher', path: () => `/teach/question/${school.questionId}/edit`, loaded: heading('Edit Question') },
  { what: 'My HomeWorks', who: 'teacher', path: () => '/teach/hwlist', loaded: (page) => page.getByRole('row', { name: /New homework/ }).waitFor() },
  { what: 'Edit Home Work', who: 'teacher', path: () => `/teach/hw/${school.homeworkId}/edit`, loaded: heading('Edit Home Work') },
  { what: 'Add Homework to class', who: 'teacher', path: () => `/teach/class/${school.classId}/addContent`, loaded: (page) => page.getByText('No HomeWork added.').waitFor() },
  { what: 'Gradebook', who: 'teacher', path: () => `/teach/class/${school.classId}/gradebook`, loaded: (page) => page.getByText('This class has no homework yet.').waitFor() },
  { what: 'the teacher\'s library', who: 'teacher', path: () => '/teacher/library', loaded: heading('My Library') },
  { what: 'a student\'s exercises', who: 'teacher', path: () => `/teacher/exercise/${school.classId}/${school.student._id}`, loaded: (page) => page.getByText('No exercise published to this student yet').waitFor() },
  { what: 'Correct Exercise', who: 'teacher', path: () => `/teacher/correctionExercise/${school.classId}/${school.homeworkId}`, loaded: (page) => page.getByText('This homework is not published to any student yet.').waitFor() },
  {
    what: 'Live exam monitor',
    who: 'teacher',
    path: () => `/teacher/examMonitor/${school.classId}/${school.homeworkId}`,
    loaded: async (page) => {
      await page.getByText('Live', { exact: true }).waitFor();
      await page.getByText('This exam is not published to any student yet.').waitFor();
    },
  },
  // mf-admin, as the admin.
  {
    what: 'Users',
    who: 'admin',
    path: () => '/admin/userlist',
    // The list is paged and earlier files make users: the student is found by a search, as an admin would.
    loaded: async (page) => {
      await page.getByLabel('Search users').fill(school.student.email);
      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByRole('row', { name: new RegExp(school.student.email) }).waitFor();
      // The pointer stays on the button it clicked: the hovered colours are audited too (the theme's hover shade).
      await page.getByRole('button', { name: 'Search' }).hover();
    },
  },
  { what: 'Edit User', who: 'admin', path: () => `/admin/user/${school.child._id}/edit`, loaded: (page) => page.getByRole('heading', { name: 'Edit User' }).waitFor() },
  { what: 'Audit Class', who: 'admin', path: () => '/admin/auditClass', loaded: (page) => page.getByRole('row', { name: new RegExp(school.className) }).waitFor() },
  { what: 'the library tree', who: 'admin', path: () => '/admin/library', loaded: (page) => page.getByRole('heading', { name: 'Resources Setting' }).waitFor() },
  { what: 'My Library', who: 'admin', path: () => '/admin/libraryQuestion', loaded: heading('My Library') },
  {
    what: 'Products',
    who: 'admin',
    path: () => '/admin/productlist',
    loaded: async (page) => {
      await page.getByLabel('Search products').fill(school.product.name);
      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByRole('row', { name: new RegExp(school.product.name) }).waitFor();
    },
  },
  { what: 'Edit Product', who: 'admin', path: () => `/admin/product/${school.product._id}/edit`, loaded: heading('Edit Product') },
  { what: 'the e-mail list', who: 'admin', path: () => '/admin/emailList', loaded: (page) => page.getByRole('row', { name: new RegExp(school.emailTitle) }).waitFor() },
  { what: 'Send Email', who: 'admin', path: () => '/admin/sendEmail', loaded: heading('Send Email') },
  // The frame: a remote that cannot load, an open dropdown, and the signed-in header of each role with its menu open.
  {
    what: 'the error panel of a remote that cannot load',
    who: 'admin',
    path: () => '/admin/userlist',
    prepare: async (page) => {
      await page.route('**/mf/admin/**', (route) => route.abort());
    },
    loaded: (page) => page.getByTestId('area-error').getByText('Sorry, the admin pages could not be loaded.').waitFor(),
  },
  {
    what: 'the Courses dropdown, open',
    who: 'visitor',
    path: () => '/login',
    loaded: async (page) => {
      await heading('Sign In')(page);
      await nav(page).getByRole('button', { name: 'Courses' }).click();
      await page.getByRole('link', { name: 'Physics Courses' }).waitFor();
    },
  },
  ...(['student', 'parent', 'teacher', 'admin'] as const).map((who): Visit => ({
    what: `the ${who}'s header with the user menu open`,
    who,
    path: () => '/',
    loaded: async (page) => {
      await page.getByRole('heading', { name: school.className, exact: true }).waitFor();
      if (who !== 'admin') await page.getByTestId('cart-link').waitFor();
      await nav(page).getByRole('button', { name: school.sessions[who].name, exact: true }).click();
      await nav(page).getByRole('link', { name: 'Profile' }).waitFor();
    },
  })),
  ...(['teacher', 'admin'] as const).map((who): Visit => ({
    what: `the ${who}'s own menu, open`,
    who,
    path: () => '/',
    loaded: async (page) => {
      await page.getByRole('heading', { name: school.className, exact: true }).waitFor();
      await nav(page).getByRole('button', { name: who === 'admin' ? 'Admin' : 'Teacher', exact: true }).click();
      await nav(page).getByRole('link', { name: 'My Library' }).waitFor();
    },
  })),
  // Dialogs: the editor's formula and drawing board (the admin's Home introduction), the class register's edit modal.
  {
    what: 'the editor\'s formula dialog',
    who: 'admin',
    path: () => '/admin/auditClass',
    loaded: async (page) => {
      await page.getByRole('textbox', { name: 'Home introduction' }).waitFor();
      await page.getByRole('toolbar', { name: 'Home introduction formatting' }).getByRole('button', { name: 'Insert formula' }).click();
      await page.getByRole('textbox', { name: 'Formula in TeX' }).fill('E = mc^2');
      await page.getByRole('img', { name: 'Preview of E = mc^2' }).locator('mjx-container').waitFor();
    },
  },
  {
    what: 'the editor\'s drawing board',
    who: 'admin',
    path: () => '/admin/auditClass',
    loaded: async (page) => {
      await page.getByRole('textbox', { name: 'Home introduction' }).waitFor();
      await page.getByRole('toolbar', { name: 'Home introduction formatting' }).getByRole('button', { name: 'Drawing board' }).click();
      await page.getByRole('dialog', { name: 'Drawing board' }).getByRole('img', { name: 'Drawing area' }).waitFor();
    },
  },
  {
    what: 'the recipient picker',
    who: 'admin',
    path: () => '/admin/sendEmail',
    loaded: async (page) => {
      await page.getByRole('button', { name: 'Choose recipients' }).click();
      const picker = await settledDialog(page, 'Choose recipients');
      await picker.getByLabel('Search users').fill(school.student.email);
      await picker.getByRole('button', { name: 'Search' }).click();
      await picker.getByRole('checkbox', { name: `Choose ${school.student.name} (${school.student.email})` }).check();
    },
  },
  {
    what: 'the group picker with its Add group form',
    who: 'admin',
    path: () => '/admin/sendEmail',
    loaded: async (page) => {
      await page.getByRole('button', { name: 'Choose groups' }).click();
      const picker = await settledDialog(page, 'Choose groups');
      await picker.getByRole('button', { name: 'Add Group' }).click();
      const form = await settledDialog(page, 'Add group');
      await form.getByPlaceholder('Search users').first().fill(school.student.email);
      await form.getByRole('checkbox', { name: `Choose ${school.student.name} (${school.student.email})` }).check();
    },
  },
  {
    what: 'the class register\'s edit modal',
    who: 'student',
    path: () => `/classRegister/${school.classId}`,
    loaded: async (page) => {
      await page.getByRole('button', { name: 'Edit Student Information' }).click();
      await page.getByRole('dialog', { name: 'Edit Student Information' }).getByLabel('Name').waitFor();
    },
  },
];

/**
 * Issue 3: axe-core on every page built so far, each seen by its audience once it has loaded. Each audience has one
 * page that goes from screen to screen (a full load per audience, not per screen); each screen is still audited alone.
 */
describe('no serious or critical accessibility problem on any page', () => {
  for (const visit of VISITS) {
    test(`${visit.what}, as ${visit.who === 'visitor' ? 'a visitor' : `the ${visit.who}`}`, async () => {
      const page = await open(visit.who, visit.path(), visit.prepare);
      await visit.loaded(page);
      // Animations (a dialog zooming in, a menu sliding open) finish first: axe reads colours mid-fade otherwise.
      await animationsDone(page);
      const violations = await seriousViolations(page);
      expect(violations, JSON.stringify(violations)).toEqual([]);
    });
  }
});
