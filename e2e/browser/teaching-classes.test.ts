import { describe, expect, test } from 'vitest';
import { signIn } from '../support/api';
import { seriousViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { createUser, PASSWORD, teacherWithClass } from '../support/school';
import { newTeacher } from '../support/teaching';
import { afterMessage } from '../support/messages';
import { animationsDone, settledDialog } from '../support/page-probes';

const browser = useBrowser();

// Who may open the teacher's screens, and another teacher's class refused on screen: mf-teaching/test/class-edit-page
// (catalog's teacher-classes test holds the server's refusal).
describe('/teach/classlist and /teach/class/:id/edit', () => {
  test('Create goes straight to Edit Class; a refused save shows the server\'s message and saves nothing; the saved class is listed; the flame, copy and delete work', async () => {
    const { user, api } = await newTeacher();
    const sourceName = `Source ${Date.now()}`;
    expect((await api.post('/api/teacher/createSource', { name: sourceName })).body.code).toBe(200);
    const page = await browser.openSignedIn(user, '/teach/classlist', 'mf_teaching');
    await page.getByText('No class found, change language or search again').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Create Class' }).click();
    await page.waitForURL((url) => /^\/teach\/class\/[0-9a-f-]+\/edit$/.test(url.pathname));
    await page.getByRole('heading', { name: 'Edit Class' }).waitFor();
    // A server refusal shows in a red alert on the form and nothing is saved.
    const classId = page.url().split('/').at(-2)!;
    await page.getByRole('textbox', { name: 'Image' }).fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByRole('alert').first().textContent()).toContain('The image must be an uploaded file');
    expect((await api.get(`/api/teacher/getClassById?id=${classId}`)).body.result.image).toBe('');
    await page.getByRole('textbox', { name: 'Image' }).fill('');

    const name = `Thermodynamics ${Date.now()}`;
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Monthly Price ($)').fill('45');
    await page.getByLabel('Yearly Price ($)').fill('450.5');
    await page.getByRole('combobox', { name: 'Category' }).fill('Physics');
    await page.getByLabel('Start Date').fill('2026-09-01 00:00');
    await page.getByLabel('Start Date').press('Enter');
    expect(await page.getByLabel('Auto Publish Accuracy (%)').count()).toBe(0);
    await page.getByRole('switch', { name: 'Auto Publish' }).click();
    await page.getByLabel('Auto Publish Accuracy (%)').fill('80');

    await page.getByRole('button', { name: 'Select Source' }).click();
    const picker = await settledDialog(page, 'Select Source');
    expect(await picker.getByRole('button', { name: 'Select' }).isDisabled()).toBe(true);
    await picker.getByRole('searchbox', { name: 'Search sources' }).fill(sourceName);
    await picker.getByRole('button', { name: 'Search' }).click();
    await picker.getByRole('checkbox', { name: `Choose ${sourceName}` }).check();
    await picker.getByRole('button', { name: 'Select' }).click();
    await page.locator('.tp-class-edit-sources').getByText(sourceName).waitFor();

    await page.getByRole('textbox', { name: 'Introduction' }).click();
    await page.keyboard.type('Heat, work and entropy.');
    expect(await seriousViolations(page)).toEqual([]);
    await afterMessage(page, 'Successfully saved', () => page.getByRole('button', { name: 'Save' }).click());

    const saved = (await api.get(`/api/teacher/getClassById?id=${classId}`)).body.result;
    expect(saved).toMatchObject({ name, monthlyPrice: 45, yearlyPrice: 450.5, category: 'Physics', autoPublish: true, autoPublishAccuracy: 80 });
    expect(saved.source.map((source: { name: string }) => source.name)).toEqual([sourceName]);
    expect(saved.introduction).toContain('Heat, work and entropy.');
    expect(saved.startDate).toBe(await page.evaluate(() => new Date(2026, 8, 1).toISOString()));

    await page.getByRole('link', { name: 'Back to my classes' }).click();
    const row = page.getByRole('row', { name: new RegExp(name) });
    const flame = row.getByRole('button', { name: `Publish ${name}` });
    expect(await flame.getAttribute('aria-pressed')).toBe('false');
    await flame.click();
    await expect.poll(() => flame.getAttribute('aria-pressed')).toBe('true');
    expect((await api.get(`/api/teacher/getClassById?id=${classId}`)).body.result.isPublish).toBe(1);
    await flame.click();
    await expect.poll(() => flame.getAttribute('aria-pressed')).toBe('false');
    expect((await api.get(`/api/teacher/getClassById?id=${classId}`)).body.result.isPublish).toBe(0);

    await row.getByRole('button', { name: `Copy ${name}` }).click();
    await expect.poll(() => page.getByRole('row', { name: new RegExp(name) }).count()).toBe(2);

    await page.getByRole('searchbox', { name: 'Search classes' }).fill('no such class at all');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('No class found, change language or search again').waitFor();
    await page.getByRole('searchbox', { name: 'Search classes' }).fill('');
    await page.getByRole('button', { name: 'Search' }).click();

    await page.getByRole('button', { name: `Delete ${name}` }).first().click();
    await page.getByText('Are you sure').waitFor();
    await animationsDone(page);
    await afterMessage(page, 'Delete success', () => page.getByRole('button', { name: 'Delete', exact: true }).click());
    await expect.poll(() => page.getByRole('row', { name: new RegExp(name) }).count()).toBe(1);
  });

  test('the flame tells its three states apart (0 grey, 1 pale yellow, 2 red) by colour and by name; a featured class goes to 0', async () => {
    const { admin, teacher, teacherUser, classId: featuredId, name: featured } = await teacherWithClass({ name: `Featured ${Date.now()}` });
    const published = `Published ${Date.now()}`;
    const hidden = `Hidden ${Date.now()}`;
    for (const [name, publish] of [[published, 1], [hidden, 0]] as const) {
      const id = (await teacher.post('/api/teacher/createClassByTeacher', { language: 'en' })).body.result._id as string;
      expect((await teacher.post('/api/teacher/updateClassIntro', { _id: id, name })).body.code).toBe(200);
      expect((await teacher.post('/api/teacher/setPublishClass', { id, publish })).body.code).toBe(200);
    }
    expect((await teacher.post('/api/teacher/setPublishClass', { id: featuredId, publish: 1 })).body.code).toBe(200);
    expect((await admin.post('/api/admin/auditClass', { id: featuredId, isPublish: 2 })).body.code).toBe(200);

    const { user } = await signIn(teacherUser.email, PASSWORD);
    const page = await browser.openSignedIn(user, '/teach/classlist', 'mf_teaching');
    const flames = {
      grey: page.getByRole('button', { name: `Publish ${hidden}: Not published` }),
      paleYellow: page.getByRole('button', { name: `Publish ${published}: Published` }),
      red: page.getByRole('button', { name: `Publish ${featured}: Published and featured` }),
    };
    await flames.red.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect([await flames.grey.getAttribute('aria-pressed'), await flames.paleYellow.getAttribute('aria-pressed'), await flames.red.getAttribute('aria-pressed')]).toEqual(['false', 'true', 'true']);
    // The word beside the flame, so colour is not the only sign.
    expect([await flames.grey.innerText(), await flames.paleYellow.innerText(), await flames.red.innerText()]).toEqual(['Not published', 'Published', 'Featured']);

    const flameColour = async (button: typeof flames.grey) => {
      const rgb = await button.getByRole('img').evaluate((icon) => icon.ownerDocument.defaultView!.getComputedStyle(icon).color);
      const [r, g, b] = rgb.match(/\d+/g)!.map(Number);
      return { r, g, b };
    };
    const grey = await flameColour(flames.grey);
    expect(Math.max(grey.r, grey.g, grey.b) - Math.min(grey.r, grey.g, grey.b)).toBeLessThan(16);
    const yellow = await flameColour(flames.paleYellow);
    expect(yellow.r).toBeGreaterThan(200);
    expect(yellow.g).toBeGreaterThan(180);
    expect(yellow.b).toBeLessThan(140);
    const red = await flameColour(flames.red);
    expect(red.r).toBeGreaterThan(180);
    expect(red.g).toBeLessThan(80);

    // The teacher cannot set 2 (featured is the admin's); a click on a featured class unpublishes it.
    await flames.red.click();
    await page.getByRole('button', { name: `Publish ${featured}: Not published` }).waitFor();
    expect((await teacher.get(`/api/teacher/getClassById?id=${featuredId}`)).body.result.isPublish).toBe(0);
  });
});

describe('/teach/class/:id/addStudent', () => {
  test('the teacher finds a student by e-mail, adds them, sees them listed, and removes them', async () => {
    const { teacherUser, classId, name } = await teacherWithClass();
    const { user } = await signIn(teacherUser.email, PASSWORD);
    const student = await createUser('Student');
    const page = await browser.openSignedIn(user, `/teach/class/${classId}/addStudent`, 'mf_teaching');
    await page.getByRole('heading', { name: `Add Students to class: ${name}` }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('searchbox', { name: 'Student email' }).fill('nobody@e2e.test');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => page.getByRole('alert').first().textContent()).toBe('No student found with this e-mail.');

    await page.getByRole('searchbox', { name: 'Student email' }).fill(student.email.toUpperCase());
    await page.getByRole('button', { name: 'Search' }).click();
    const found = page.getByRole('group', { name: 'Found student' });
    await found.getByText(student.name).waitFor();
    await afterMessage(page, 'Add success', () => found.getByRole('button', { name: 'Add' }).click());
    const row = page.getByRole('row', { name: new RegExp(student.email) });
    await row.waitFor();
    expect(await row.getByRole('link', { name: student.name }).getAttribute('href')).toBe(`/teacher/exercise/${classId}/${student._id}`);

    await row.getByRole('button', { name: `Remove ${student.name}` }).click();
    await afterMessage(page, 'Delete success', () => page.getByRole('button', { name: 'Remove', exact: true }).click());
    await row.waitFor({ state: 'detached' });
  });
});
