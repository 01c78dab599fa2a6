import { afterAll, beforeAll, expect, test } from 'vitest';
import { newUser } from '@tp/test-kit/test-users';
import { startAdminHarness, type AdminHarness } from './admin-harness';

// Users identity announced before mail kept its copy of them: mail reads them from identity once, at its first start.
const earlier = [newUser('Teacher'), newUser('Parent'), newUser('Student'), newUser('Student'), newUser('Student')];
let h: AdminHarness;
beforeAll(async () => {
  h = await startAdminHarness({ identityUsers: earlier });
});
afterAll(async () => {
  await h?.close();
});

test('users announced before mail kept a copy can be put in a group once mail has read them from identity', async () => {
  for (const user of earlier) await h.known(user);

  const res = await h.admin.post('/api/admin/addGroupEmail', { name: 'Old hands', users: earlier.map((user) => user.id) });

  expect(res.body).toMatchObject({ code: 200, result: { recipient: earlier.map((user) => user.id) } });
  // Two users a page: three pages and the empty one that ends the walk.
  expect(h.identity.asked).toHaveLength(4);
});

test('an event that happened after the copy was read wins over it, and the copy is read only once', async () => {
  const changed = { ...earlier[0], email: 'changed-later@example.test' };
  await h.publish('user.updated', changed);
  await h.known(changed);

  await h.restart();

  expect((await h.mail.ctx.users.findById(changed.id))?.email).toBe('changed-later@example.test');
  // The restarted mail finds the copy filled and does not read identity's pages again.
  await h.mail.deps.userCopy.settled();
  expect(h.identity.asked).toHaveLength(4);
});
