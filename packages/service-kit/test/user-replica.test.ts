import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { UserChangedPayload } from '@tp/contracts';
import { createIsolation, publishEvent, waitFor } from '@tp/test-kit';
import { baseConfigSchema, defineService, familyLinkSql } from '../src/index';

/** A service with no migrations of its own that opts in to the user copy: the kit makes the table and keeps it. */
const iso = createIsolation();
const deletedUsers: string[] = [];
const replicaService = defineService({
  config: baseConfigSchema,
  userReplica: true,
  onUserDeleted: async (_db, userId) => deletedUsers.push(userId),
  deps: ({ users }) => ({ users }),
  routers: () => [],
});
let service: Awaited<ReturnType<typeof replicaService.start>>;

beforeAll(async () => {
  service = await replicaService.start({ ...iso.envFor('test'), PORT: '0' });
});

afterAll(async () => {
  await service?.stop();
  await iso.cleanup();
});

function user(overrides: Partial<UserChangedPayload> = {}): UserChangedPayload {
  const suffix = randomUUID().slice(0, 8);
  return { id: randomUUID(), name: `User ${suffix}`, email: `User-${suffix}@Example.test`, role: 'Student', isAdmin: false, dependent: '', phone: '', ...overrides };
}

const known = (id: string, name?: string) =>
  waitFor(async () => {
    const found = await service.deps.users.findById(id);
    return found && (name === undefined || found.name === name) ? found : undefined;
  }, { what: `the copy to hold ${id}` });

test('user.registered and user.updated are copied; e-mails and links are kept lowercased', async () => {
  const parentEmail = `parent-${randomUUID().slice(0, 8)}@example.test`;
  const student = user({ dependent: ` ${parentEmail.toUpperCase()} ; ` });

  await publishEvent(iso.runId, 'user.registered', student);
  expect(await known(student.id)).toEqual({
    id: student.id, name: student.name, email: student.email.toLowerCase(), role: 'Student', isAdmin: false, phone: '', linkedEmails: [parentEmail],
  });

  await publishEvent(iso.runId, 'user.updated', { ...student, name: 'Renamed' });
  expect((await known(student.id, 'Renamed')).name).toBe('Renamed');
});

test('a family is two users who list each other; one side alone is not', async () => {
  const parent = user({ role: 'Parent' });
  const child = user({ dependent: parent.email });
  const halfChild = user();
  parent.dependent = `${child.email};${halfChild.email}`;
  for (const u of [child, halfChild, parent]) await publishEvent(iso.runId, 'user.registered', u);
  const [knownParent, knownChild] = [await known(parent.id), await known(child.id)];
  await known(halfChild.id);

  expect((await service.deps.users.findChildren(knownParent)).map((u) => u.id)).toEqual([child.id]);
  expect((await service.deps.users.findParents(knownChild)).map((u) => u.id)).toEqual([parent.id]);

  const { rows } = await service.ctx.pool.query<{ id: string }>(
    `SELECT s.id FROM users p JOIN users s ON ${familyLinkSql('p', 's')} WHERE p.id = $1 ORDER BY s.id`,
    [parent.id],
  );
  expect(rows.map((row) => row.id)).toEqual([child.id]);
});

test('user.deleted leaves a tombstone that an older event cannot revive, and runs the service\'s onDeleted once', async () => {
  const gone = user();
  await publishEvent(iso.runId, 'user.registered', gone, randomUUID(), new Date(Date.now() - 60_000).toISOString());
  await known(gone.id);

  await publishEvent(iso.runId, 'user.deleted', { id: gone.id, email: gone.email });
  await waitFor(() => service.deps.users.isDeleted(gone.id), { what: 'the deletion' });
  const late = await publishEvent(iso.runId, 'user.updated', gone, randomUUID(), new Date(Date.now() - 30_000).toISOString());
  await waitFor(async () => (await service.ctx.pool.query('SELECT 1 FROM inbox WHERE event_id = $1', [late])).rowCount === 1, { what: 'the late event' });

  expect(await service.deps.users.findById(gone.id)).toBeUndefined();
  expect(deletedUsers).toEqual([gone.id]);
});
