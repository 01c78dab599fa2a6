import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { waitFor } from '@tp/test-kit';
import { startCatalogHarness, type CatalogHarness, type TestUser } from './catalog-harness';

let h: CatalogHarness;
beforeAll(async () => {
  h = await startCatalogHarness();
});
afterAll(async () => {
  await h?.close();
});

type NamedSource = { _id: string; name: string };

async function classOf(teacher: TestUser, id: string) {
  const res = await teacher.client.get(`/api/teacher/getClassById?id=${id}`);
  expect(res.body.code).toBe(200);
  return res.body.result as { _id: string; source: NamedSource[] } & Record<string, unknown>;
}

const sourcesOf = async (teacher: TestUser, id: string) => (await classOf(teacher, id)).source;
const waitForSources = (teacher: TestUser, id: string, expected: NamedSource[]) =>
  waitFor(async () => JSON.stringify(await sourcesOf(teacher, id)) === JSON.stringify(expected), { what: `class ${id} to hold ${JSON.stringify(expected)}` });

const newName = (label: string) => `${label} ${randomUUID().slice(0, 6)}`;
const renamed = (sourceId: string, name: string) => ({ sourceId, name });

describe('source.renamed', () => {
  test('every class that names the source shows the new name, in its place; nothing else changes', async () => {
    const [teacher, otherTeacher] = [await h.teacher(), await h.teacher()];
    const [s1, s2] = [h.questionBank.addSource('OpenStax'), h.questionBank.addSource('Worksheets')];
    const both = await h.klass(teacher, { source: [s1._id, s2._id] });
    const another = await h.klass(otherTeacher, { source: [s1._id] });
    const without = await h.klass(teacher, { source: [s2._id] });
    const [bothBefore, withoutBefore] = [await classOf(teacher, both._id), await classOf(teacher, without._id)];
    const name = newName('OpenStax Physics');

    await h.publish('source.renamed', renamed(s1._id, name));

    await waitForSources(teacher, both._id, [{ _id: s1._id, name }, s2]);
    await waitForSources(otherTeacher, another._id, [{ _id: s1._id, name }]);
    expect(await classOf(teacher, both._id)).toEqual({ ...bothBefore, source: [{ _id: s1._id, name }, s2] });
    expect(await classOf(teacher, without._id)).toEqual(withoutBefore);
  });

  test('a rename of a source no class names changes nothing', async () => {
    const teacher = await h.teacher();
    const cls = await h.klass(teacher, { source: [h.questionBank.addSource()._id] });
    const before = await classOf(teacher, cls._id);

    await h.handled(await h.publish('source.renamed', renamed(randomUUID(), 'Nobody uses me')));

    expect(await classOf(teacher, cls._id)).toEqual(before);
  });

  test('an older rename arriving after a newer one is ignored', async () => {
    const teacher = await h.teacher();
    const source = h.questionBank.addSource();
    const cls = await h.klass(teacher, { source: [source._id] });
    const newest = newName('Newest');

    await h.publish('source.renamed', renamed(source._id, newest));
    await waitForSources(teacher, cls._id, [{ _id: source._id, name: newest }]);
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    await h.handled(await h.publish('source.renamed', renamed(source._id, newName('Older')), undefined, hourAgo));

    expect(await sourcesOf(teacher, cls._id)).toEqual([{ _id: source._id, name: newest }]);
  });
});

describe('source.deleted', () => {
  test('the source leaves every class that names it; the others keep their order', async () => {
    const teacher = await h.teacher();
    const [s1, s2, s3] = [h.questionBank.addSource(), h.questionBank.addSource(), h.questionBank.addSource()];
    const three = await h.klass(teacher, { source: [s1._id, s2._id, s3._id] });
    const only = await h.klass(teacher, { source: [s2._id] });
    const before = await classOf(teacher, three._id);

    await h.publish('source.deleted', { sourceId: s2._id });

    await waitForSources(teacher, three._id, [s1, s3]);
    await waitForSources(teacher, only._id, []);
    expect(await classOf(teacher, three._id)).toEqual({ ...before, source: [s1, s3] });
  });

  test('a rename arriving after the deletion brings nothing back', async () => {
    const teacher = await h.teacher();
    const source = h.questionBank.addSource();
    const cls = await h.klass(teacher, { source: [source._id] });

    await h.handled(await h.publish('source.deleted', { sourceId: source._id }));
    await h.handled(await h.publish('source.renamed', renamed(source._id, newName('Late')), undefined, new Date(Date.now() - 1000).toISOString()));

    expect(await sourcesOf(teacher, cls._id)).toEqual([]);
    // question-bank's answer still names it (as if asked just before the deletion): the save leaves it out.
    const saved = await teacher.client.post('/api/teacher/updateClassIntro', { _id: cls._id, source: [source._id] });
    expect(saved.body.result.source).toEqual([]);
  });
});

describe('a class save that raced an event', () => {
  test('a save whose source names were read before a rename or deletion catalog already handled keeps the news', async () => {
    const teacher = await h.teacher();
    const [kept, renamedSource, deleted] = [h.questionBank.addSource(), h.questionBank.addSource('Before'), h.questionBank.addSource()];
    const cls = await h.klass(teacher);
    const after = newName('After');

    // No class names these sources yet, so the events change no class; the stand-in question-bank still answers the old state.
    await h.handled(await h.publish('source.renamed', renamed(renamedSource._id, after)));
    await h.handled(await h.publish('source.deleted', { sourceId: deleted._id }));
    const saved = await teacher.client.post('/api/teacher/updateClassIntro', { _id: cls._id, source: [kept._id, renamedSource._id, deleted._id] });

    const expected = [kept, { _id: renamedSource._id, name: after }];
    expect(saved.body.result.source).toEqual(expected);
    expect(await sourcesOf(teacher, cls._id)).toEqual(expected);
  });

  test('a save that keeps the same sources does not bring back an old name', async () => {
    const teacher = await h.teacher();
    const source = h.questionBank.addSource('Before');
    const cls = await h.klass(teacher, { source: [source._id] });
    const after = newName('After');
    await h.publish('source.renamed', renamed(source._id, after));
    await waitForSources(teacher, cls._id, [{ _id: source._id, name: after }]);

    const saved = await teacher.client.post('/api/teacher/updateClassIntro', { _id: cls._id, name: 'Same sources', source: [source._id] });

    expect(saved.body.result).toMatchObject({ name: 'Same sources', source: [{ _id: source._id, name: after }] });
  });
});
