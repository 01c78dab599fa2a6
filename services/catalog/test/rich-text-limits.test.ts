import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { RICH_TEXT_MAX_CHARACTERS, RICH_TEXT_MAX_FORMULAS } from '@tp/contracts/rich-text-limits';
import { typesetStats } from '@tp/math-render/typeset-html';
import { startCatalogHarness, type CatalogHarness, type TestUser } from './catalog-harness';

let h: CatalogHarness;
let teacher: TestUser;
beforeAll(async () => {
  h = await startCatalogHarness();
  teacher = await h.teacher();
});
afterAll(async () => {
  await h?.close();
});

const FIELDS = ['description', 'introduction', 'bulletin', 'paymentInfo'] as const;

/** A field with `formulas` formulas like the report's `$x_{i}^2+\sqrt{i}$`, padded with words to `length` characters. */
function richText(formulas: number, length: number, seed: string): string {
  const maths = Array.from({ length: formulas }, (_, i) => `$x_{${i}}^2+\\sqrt{${i % 10}}$ `).join('');
  const head = `<p>${seed} ${maths}</p><p>`;
  return head + 'w'.repeat(length - head.length - 4) + '</p>';
}

const pictures = (html: string) => html.match(/<mjx-container\b/g)?.length ?? 0;
const publicPage = (id: string) => fetch(`${h.catalog.url}/api/public/getClassById?id=${id}&typeset=true`);

describe('rich text is bounded so that a page stays small', () => {
  test('a class with all four rich texts at the limits: the anonymous page is under 2 MB, and a second visit draws nothing again', async () => {
    const fields = Object.fromEntries(FIELDS.map((field) => [field, richText(RICH_TEXT_MAX_FORMULAS, RICH_TEXT_MAX_CHARACTERS, `${field} ${Date.now()}`)]));
    const cls = await h.klass(teacher, fields);
    await teacher.client.post('/api/teacher/setPublishClass', { id: cls._id, publish: 1 });

    const first = await publicPage(cls._id);
    const bytes = Buffer.byteLength(await first.clone().text());
    const view = ((await first.json()) as { result: Record<string, string> }).result;
    for (const field of FIELDS) expect({ field, drawn: pictures(view[field]) }).toEqual({ field, drawn: RICH_TEXT_MAX_FORMULAS });
    expect(bytes).toBeLessThan(2_000_000); // was 4.2 MB, and 72.7 MB with 50,000-character fields

    const before = typesetStats();
    const second = await publicPage(cls._id);
    expect(((await second.json()) as { result: unknown }).result).toEqual(view);
    expect(typesetStats()).toEqual({ rendered: before.rendered, fromCache: before.fromCache + FIELDS.length });
  });

  test('a class text over a limit is a 400 naming the field, and nothing of the save is kept', async () => {
    const cls = await h.klass(teacher, { description: '<p>Kinematics</p>' });
    const stored = async () => (await teacher.client.get(`/api/teacher/getClassById?id=${cls._id}`)).body.result;
    const before = await stored();
    const long = richText(1, RICH_TEXT_MAX_CHARACTERS + 1, 'long');
    const refusals: [Record<string, string>, string][] = [
      [{ introduction: long }, `The introduction is too long (at most 20000 characters, it has ${RICH_TEXT_MAX_CHARACTERS + 1}).`],
      [{ bulletin: richText(RICH_TEXT_MAX_FORMULAS + 1, 5_000, 'many') }, 'The bulletin has too many formulas (at most 200, it has 201).'],
      [{ paymentInfo: `<p>${'\\('.repeat(9_000)}</p>` }, 'The payment information has too many maths delimiters ($, \\(, \\[, \\begin) that are never closed.'],
      [{ description: '<p>Dynamics</p>', introduction: long }, `The introduction is too long (at most 20000 characters, it has ${RICH_TEXT_MAX_CHARACTERS + 1}).`],
    ];

    for (const [fields, msg] of refusals) {
      const res = await teacher.client.post('/api/teacher/updateClassIntro', { _id: cls._id, ...fields });
      expect({ fields: Object.keys(fields), status: res.status, body: res.body }).toEqual({ fields: Object.keys(fields), status: 400, body: { code: 400, msg, result: null } });
    }
    expect(await stored()).toEqual(before);
  });

  test('the limits are counted on the text as stored: markup that sanitising turns into more formulas is refused too', async () => {
    const cls = await h.klass(teacher);
    // A tag splits the text for the request's count (no formula); sanitising drops the tag, and 201 formulas remain.
    const hidden = Array.from({ length: RICH_TEXT_MAX_FORMULAS + 1 }, (_, i) => `<p>$x<font></font>_{${i}}$</p>`).join('');

    const res = await teacher.client.post('/api/teacher/updateClassIntro', { _id: cls._id, introduction: hidden });

    expect(res.body).toEqual({ code: 400, msg: 'The introduction has too many formulas (at most 200, it has 201).', result: null });
  });

  test('the home introduction over a limit is refused the same way, and the home page keeps its text', async () => {
    const before = (await h.anonymous.get('/api/public/getHomeDetail')).body.result;

    const res = await h.admin.post('/api/admin/setHomeDetail', { introduction: richText(RICH_TEXT_MAX_FORMULAS + 1, 5_000, 'home') });

    expect(res.body).toEqual({ code: 400, msg: 'The introduction has too many formulas (at most 200, it has 201).', result: null });
    expect((await h.anonymous.get('/api/public/getHomeDetail')).body.result).toEqual(before);
  });

  test('a text saved before the limits is drawn only up to them: the formulas beyond stay as TeX', async () => {
    const cls = await h.klass(teacher);
    await teacher.client.post('/api/teacher/setPublishClass', { id: cls._id, publish: 1 });
    const old = richText(RICH_TEXT_MAX_FORMULAS + 50, 60_000, `old ${Date.now()}`);
    await h.catalog.ctx.pool.query('UPDATE classes SET introduction = $1 WHERE id = $2', [old, cls._id]); // as an older catalog stored it

    const view = ((await (await publicPage(cls._id)).json()) as { result: Record<string, string> }).result;

    expect(pictures(view.introduction)).toBe(RICH_TEXT_MAX_FORMULAS);
    expect(view.introduction).toContain(`$x_{${RICH_TEXT_MAX_FORMULAS + 49}}^2+\\sqrt{9}$`);
  });
});
