import { randomBytes } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { signInAdmin } from '../support/api';
import { seriousViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { mailsTo } from '../support/inbox';
import { afterMessage } from '../support/messages';
import { animationsDone, settledDialog } from '../support/page-probes';
import { createUser, eventually, type MadeUser } from '../support/school';

const browser = useBrowser();

/** Moves a user into the group in the open group form: found by the left list's search, ticked, then Add. */
async function addToGroup(page: Page, user: MadeUser) {
  const form = page.getByRole('dialog', { name: 'Add group' });
  await form.getByPlaceholder('Search users').first().fill(user.email);
  await form.getByRole('checkbox', { name: `Choose ${user.name} (${user.email})` }).check();
  await form.getByRole('button', { name: /Add$/ }).click();
  await form.getByPlaceholder('Search users').first().fill('');
}

describe('/admin/sendEmail and /admin/emailList', () => {
  test('the admin makes a group of two users, sends it an e-mail that arrives, sees it Sent, then deletes it', async () => {
    const { user: admin, api } = await signInAdmin();
    const [ann, bob] = [await createUser('Student', api), await createUser('Parent', api)];
    // Mail learns of new users from identity's events: wait until it would accept them in a group.
    await eventually(async () => {
      const probe = await api.post('/api/admin/addGroupEmail', { name: `Probe ${randomBytes(3).toString('hex')}`, users: [ann._id, bob._id] });
      if (probe.body.code === 200) await api.post('/api/admin/deleteGroupEmail', { id: probe.body.result._id });
      return probe.body.code === 200;
    }, 'mail to know the new users');
    const groupName = `Chess club ${randomBytes(3).toString('hex')}`;
    const title = `Tournament ${randomBytes(3).toString('hex')}`;

    const page = await browser.openSignedIn(admin, '/admin/sendEmail', 'mf_admin');
    await page.getByRole('heading', { name: 'Send Email' }).waitFor();
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Please input title' }).waitFor();

    await page.getByRole('button', { name: 'Choose groups' }).click();
    const picker = await settledDialog(page, 'Choose groups');
    await picker.getByRole('button', { name: 'Add Group' }).click();
    const form = await settledDialog(page, 'Add group');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByRole('alert').filter({ hasText: 'Please input group name' }).waitFor();
    await form.getByLabel('Group name').fill(groupName);
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByRole('alert').filter({ hasText: 'Please select users' }).waitFor();
    await addToGroup(page, ann);
    await addToGroup(page, bob);
    expect(await seriousViolations(page)).toEqual([]);
    await afterMessage(page, 'Add success', () => form.getByRole('button', { name: 'Save' }).click());
    // The new group is ticked in the picker, ready to be chosen.
    await expect.poll(() => picker.getByRole('checkbox', { name: `Choose group ${groupName}` }).isChecked()).toBe(true);
    expect(await picker.getByRole('row', { name: new RegExp(groupName) }).getByRole('cell').nth(2).textContent()).toBe('2');
    await picker.getByRole('button', { name: 'Choose (1)' }).click();
    await page.getByRole('group', { name: 'Groups' }).getByText(groupName).waitFor();

    await page.getByLabel('Title').fill(title);
    await page.getByRole('textbox', { name: 'Content' }).click();
    await page.keyboard.type('The tournament starts at four.');
    await afterMessage(page, 'Email sent successfully', () => page.getByRole('button', { name: 'Send', exact: true }).click());

    await page.waitForURL('**/admin/emailList');
    const row = page.getByRole('row', { name: new RegExp(title) });
    await row.waitFor();
    expect(await row.getByRole('cell').allTextContents()).toEqual(['', title, '', groupName, expect.any(String), 'Sent', 'Delete']);
    for (const person of [ann, bob]) {
      const [message] = (await mailsTo(person.email)).filter((mail) => mail.raw.includes(title));
      expect(message.to).toEqual([person.email]);
      expect(message.raw).toContain('The tournament starts at four.');
    }
    expect(await seriousViolations(page)).toEqual([]);

    await row.getByRole('checkbox', { name: `Select ${title}` }).check();
    await page.getByRole('button', { name: 'Delete Email' }).click();
    const confirm = page.getByRole('tooltip').filter({ hasText: 'Are you sure' });
    await confirm.getByText('Delete the 1 selected e-mail?').waitFor();
    await animationsDone(page);
    await afterMessage(page, 'Delete success', () => confirm.getByRole('button', { name: 'Delete' }).click());
    await row.waitFor({ state: 'detached' });
  });

  test('recipients picked one by one show as tags that can be removed; an e-mail is deleted from its row', async () => {
    const { user: admin, api } = await signInAdmin();
    const [kim, lee] = [await createUser('Student', api), await createUser('Teacher', api)];
    const title = `Timetable ${randomBytes(3).toString('hex')}`;

    const page = await browser.openSignedIn(admin, '/admin/sendEmail', 'mf_admin');
    await page.getByRole('button', { name: 'Choose recipients' }).click();
    const picker = await settledDialog(page, 'Choose recipients');
    for (const person of [kim, lee]) {
      await picker.getByLabel('Search users').fill(person.email);
      await picker.getByRole('button', { name: 'Search' }).click();
      await picker.getByRole('checkbox', { name: `Choose ${person.name} (${person.email})` }).check();
    }
    // Ticks outlive a new search.
    await picker.getByRole('button', { name: 'Choose (2)' }).click();
    const recipients = page.getByRole('group', { name: 'Recipients' });
    await recipients.getByText(lee.email).waitFor();
    await recipients.getByLabel(`Remove ${lee.email}`).click();
    await recipients.getByText(lee.email).waitFor({ state: 'detached' });

    await page.getByLabel('Title').fill(title);
    await page.getByRole('textbox', { name: 'Content' }).click();
    await page.keyboard.type('Room 12 from Monday.');
    await afterMessage(page, 'Email sent successfully', () => page.getByRole('button', { name: 'Send', exact: true }).click());
    await eventually(async () => (await mailsTo(kim.email)).some((mail) => mail.raw.includes(title)), 'the e-mail to arrive');
    expect((await mailsTo(lee.email)).some((mail) => mail.raw.includes(title))).toBe(false);

    const row = page.getByRole('row', { name: new RegExp(title) });
    await row.getByRole('cell', { name: kim.email }).waitFor();
    await row.getByRole('button', { name: `Delete ${title}` }).click();
    const confirm = page.getByRole('tooltip').filter({ hasText: 'Are you sure' });
    await confirm.waitFor();
    await animationsDone(page);
    await afterMessage(page, 'Delete success', () => confirm.getByRole('button', { name: 'Delete' }).click());
    await row.waitFor({ state: 'detached' });
  });

  // That a send to hundreds answers at once and reaches each one is mail's admin-send-scale test, and that the list
  // reads itself again until Sent is mf-admin/test/email-list-page; here the Pending row's audit and the list's turn.
  test('a send still going shows Pending with its progress, with no serious accessibility problem, and turns Sent by itself', async () => {
    const { user: admin, api } = await signInAdmin();
    const title = `Newsletter ${randomBytes(3).toString('hex')}`;
    const people = Array.from({ length: 120 }, (_, i) => `reader-${i}-${randomBytes(3).toString('hex')}@e2e.test`);
    const page = await browser.openSignedIn(admin, '/admin/emailList', 'mf_admin');
    await page.getByRole('heading', { name: 'Email' }).waitFor();

    // 120 people at 10 messages a second (the default): about 12 seconds of sending, time enough for a busy
    // machine to load the list while it is still going.
    const sent = await api.post('/api/admin/sendEmail', { title, content: '<p>This month</p>', recipient: people, emailGroup: [] });

    expect(sent.body).toMatchObject({ code: 200, result: { status: 0, total: 120 } });
    await page.reload();
    const row = page.getByRole('row', { name: new RegExp(title) });
    await row.getByText(/^Pending \d+\/120$/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await row.getByText('Sent', { exact: true }).waitFor({ timeout: 30_000 });
  });
});
