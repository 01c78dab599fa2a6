import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startCatalogHarness, type CatalogHarness } from './catalog-harness';

// The periodic check is run here with a clock of the test's choosing; it looks at every student of this file's
// database, so these tests have a harness of their own.
let h: CatalogHarness;
beforeAll(async () => {
  h = await startCatalogHarness();
});
afterAll(async () => {
  await h?.close();
});

const check = (at: string) => h.catalog.deps.practiceAccessCheck.check(new Date(at));


test('when the last place giving access expires, the periodic check takes the access away, once', async () => {
  const teacher = await h.teacher();
  const [one, two] = [await h.klass(teacher, { includeLibrary: true }), await h.klass(teacher, { includeLibrary: true })];
  const student = await h.user('Student');
  await h.enrol(student, one._id, '2090-01-31T00:00:00.000Z');
  await h.enrol(student, two._id, '2091-01-31T00:00:00.000Z');

  await check('2090-06-01T00:00:00.000Z');
  expect(await h.announcedAccess(student.id)).toEqual([{ sRegister: true, version: 1 }]);

  await check('2091-02-01T00:00:00.000Z');
  await check('2092-01-01T00:00:00.000Z');
  expect(await h.announcedAccess(student.id)).toEqual([{ sRegister: true, version: 1 }, { sRegister: false, version: 2 }]);
});

test('a renewal before the end keeps the access past the old end', async () => {
  const teacher = await h.teacher();
  const cls = await h.klass(teacher, { includeLibrary: true });
  const student = await h.user('Student');
  await h.enrol(student, cls._id, '2093-01-31T00:00:00.000Z');
  await h.enrol(student, cls._id, '2094-01-31T00:00:00.000Z');

  await check('2093-06-01T00:00:00.000Z');
  expect(await h.announcedAccess(student.id)).toEqual([{ sRegister: true, version: 1 }]);

  await check('2094-02-01T00:00:00.000Z');
  expect(await h.announcedAccess(student.id)).toEqual([{ sRegister: true, version: 1 }, { sRegister: false, version: 2 }]);
});

test('the one-time backfill has the next check announce every student catalog knows, with or without access', async () => {
  const teacher = await h.teacher();
  const cls = await h.klass(teacher, { includeLibrary: true });
  const [onClass, onNoClass] = [await h.user('Student'), await h.user('Student')];
  await h.teacher(); // teachers are not students: nothing is announced about them
  await h.enrol(onClass, cls._id, '2098-01-31T00:00:00.000Z');
  // As catalog was before it announced access: no row, nothing in the outbox.
  await h.catalog.ctx.pool.query('DELETE FROM practice_access WHERE student_id = $1', [onClass.id]);
  await h.catalog.ctx.pool.query("DELETE FROM outbox WHERE payload->>'studentId' = $1", [onClass.id]);

  const migration = await readFile(new URL('../src/data-access/migrations/0006_practice_access.sql', import.meta.url), 'utf8');
  await h.catalog.ctx.pool.query(migration.slice(migration.indexOf('INSERT INTO practice_access')));
  // The next check, a second on: the rows are due from PostgreSQL's now() (microseconds), which a JavaScript Date
  // taken in the same millisecond would be earlier than.
  await check(new Date(Date.now() + 1000).toISOString());

  expect(await h.announcedAccess(onClass.id)).toEqual([{ sRegister: true, version: 1 }]);
  expect(await h.announcedAccess(onNoClass.id)).toEqual([{ sRegister: false, version: 1 }]);
  const { rows } = await h.catalog.ctx.pool.query("SELECT count(*)::int AS n FROM outbox o JOIN users u ON u.id = o.payload->>'studentId' WHERE u.role <> 'Student'");
  expect(rows[0].n).toBe(0);
});
