import { describe, expect, test } from 'vitest';
import { gateway, signIn, signInAdmin } from '../support/api';
import { useBrowser, waitForArea } from '../support/browser';
import { createUser, eventually, linkFamily, PASSWORD, publishedClass, teacherWithClass } from '../support/school';
import { afterMessage } from '../support/messages';

const browser = useBrowser();

async function onHomePage(name: string): Promise<boolean> {
  const groups = (await gateway().get('/api/public/getHomeClasses?language=en')).body.result.list as { classes: { name: string }[] }[];
  return groups.some((group) => group.classes.some((cls) => cls.name === name));
}

/**
 * Issue 4's slice, screen by screen: a visitor finds a featured class, a family registers interest, the teacher
 * confirms, the student sees the class under My Classes, the parent registers a second child, and the admin
 * takes the class off the home page. Every step goes through the screens; the API only prepares the school.
 */
describe('catalog and enrolment, end to end (issue 4)', () => {
  test('from the home page to My Classes, a second child, and un-featuring', async () => {
    const { admin, teacher, teacherUser, classId, name } = await teacherWithClass({
      category: 'Physics',
      introduction: '<p>Light as a wave: $c = \\lambda f$.</p>',
      paymentInfo: '<p>Pay by e-transfer to <strong>pay@e2e.test</strong></p>',
      startDate: '2026-09-01',
    });
    expect((await teacher.post('/api/teacher/setPublishClass', { id: classId, publish: 1 })).body.code).toBe(200);
    expect((await admin.post('/api/admin/auditClass', { id: classId, isPublish: 2 })).body.code).toBe(200);
    // A second featured Physics class stays on the home page throughout: seeing it proves the lists have loaded.
    const { classId: otherId, name: otherName } = await publishedClass({ category: 'Physics' });
    expect((await admin.post('/api/admin/auditClass', { id: otherId, isPublish: 2 })).body.code).toBe(200);
    const parentUser = await createUser('Parent', admin);
    const first = await createUser('Student', admin);
    const second = await createUser('Student', admin);
    await linkFamily(admin, parentUser, [first, second]);

    // A visitor sees the featured class under its category and opens it.
    const visitor = await browser.newPage();
    await visitor.goto('/#Physics');
    const physics = visitor.locator('section', { has: visitor.locator('h2#Physics') });
    await physics.getByRole('heading', { name }).waitFor();
    await physics.getByRole('link', { name: `Learn More about ${name}` }).click();
    await visitor.waitForURL((url) => url.pathname === `/class/${classId}`);
    await visitor.getByText('Sign in to check price').waitFor();

    // The first child signs in, opens the class page, registers for a month: it goes to the cart.
    const { user: firstUser, api: firstApi } = await signIn(first.email, PASSWORD);
    const student = await browser.openSignedIn(firstUser, `/class/${classId}`);
    await student.getByText('$30 / 1 month').waitFor();
    await student.getByRole('button', { name: 'Register' }).click();
    await student.waitForURL((url) => url.pathname === `/classRegister/${classId}`);
    await waitForArea(student, 'mf_learning');
    await student.getByRole('radio', { name: '1 month ($30.00)' }).check();
    await afterMessage(student, 'Added to cart successfully', () => student.getByRole('button', { name: 'Add to cart' }).click());
    await student.locator('[data-testid="cart-link"][aria-label="Cart, 1 item"]').waitFor();

    // The teacher sees the interest on Add Students, adds it, and the student joins the roster.
    const { user: teacherSession } = await signIn(teacherUser.email, PASSWORD);
    const teacherPage = await browser.openSignedIn(teacherSession, `/teach/class/${classId}/addStudent`);
    const interest = teacherPage.getByRole('row', { name: new RegExp(first.email) }).filter({ hasText: '1 month' });
    await interest.getByText('Interested').waitFor();
    await afterMessage(teacherPage, 'Add success', () => interest.getByRole('button', { name: `Add ${first.name}` }).click());
    await interest.getByText('Registered').waitFor();
    await teacherPage.getByRole('link', { name: first.name }).waitFor();

    // The student sees 'start learning' under My Classes.
    await eventually(async () => ((await firstApi.get('/api/user/getMyClasses')).body.result?.list ?? []).length > 0, 'the class in My Classes');
    await student.goto('/myclasses');
    const myClass = student.getByRole('row', { name: new RegExp(name) });
    expect(await myClass.getByRole('link', { name: 'start learning' }).getAttribute('href')).toBe(`/myHomework/${classId}`);

    // The parent registers the second child from the class register screen; the teacher adds them too.
    const { user: parentSession } = await signIn(parentUser.email, PASSWORD);
    const parent = await browser.openSignedIn(parentSession, `/classRegister/${classId}`);
    const firstCard = parent.getByRole('region', { name: `Registration of ${first.name}` });
    const secondCard = parent.getByRole('region', { name: `Registration of ${second.name}` });
    await firstCard.getByText('Registered', { exact: true }).waitFor();
    await secondCard.getByRole('radio', { name: '1 year ($299.50)' }).check();
    await afterMessage(parent, 'Added to cart successfully', () => secondCard.getByRole('button', { name: 'Add to cart' }).click());
    await teacherPage.reload();
    const secondInterest = teacherPage.getByRole('row', { name: new RegExp(second.email) });
    await secondInterest.getByText('1 year').waitFor();
    await secondInterest.getByRole('button', { name: `Add ${second.name}` }).click();
    await secondInterest.getByText('Registered').waitFor();
    await parent.reload();
    await secondCard.getByText('Registered', { exact: true }).waitFor();
    expect(await secondCard.getByRole('button', { name: 'Enrolled' }).isDisabled()).toBe(true);

    // The admin un-features the class and it leaves the home page.
    const { user: adminSession } = await signInAdmin();
    const audit = await browser.openSignedIn(adminSession, '/admin/auditClass');
    await waitForArea(audit, 'mf_admin');
    await afterMessage(audit, 'Successfully saved', () => audit.getByRole('switch', { name: `Featured: ${name}` }).click());
    await eventually(async () => !(await onHomePage(name)), 'the class off the home page');
    await visitor.goto('/');
    const physicsNow = visitor.locator('section', { has: visitor.locator('h2#Physics') });
    await physicsNow.getByRole('heading', { name: otherName }).waitFor();
    expect(await visitor.getByRole('heading', { name, exact: true }).count()).toBe(0);
  });
});

