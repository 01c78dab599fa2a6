import { expect } from 'vitest';
import { libraryList, type EventName, type EventPayload, type LibraryView, type Role } from '@tp/contracts';
import { InternalCredentials } from '@tp/service-kit';
import { apiClient, publishEvent, type ApiClient } from '@tp/test-kit';
import { ok } from '@tp/test-kit/answer-checks';
import { startComponentWorld } from '@tp/test-kit/component-world';
import { bearerTokenOf, startStandIn } from '@tp/test-kit/stand-in';
import { unique } from '@tp/test-kit/test-users';
import { startQuestionBank } from '../src/main';

/**
 * A real HTTP server standing in for catalog's GET /internal/students/:id/library-teachers (catalog is its own
 * service). Like catalog, it answers only calls with a service token for catalog signed with `internalSecret`.
 */
async function startFakeCatalog(internalSecret: string) {
  const teachersOf = new Map<string, string[]>();
  const credentials = new InternalCredentials(internalSecret, 'catalog');
  const standIn = await startStandIn(async (req, res) => {
    const match = /^\/internal\/students\/([^/]+)\/library-teachers$/.exec(req.url ?? '');
    if (!(await credentials.callerOf(bearerTokenOf(req)).catch(() => undefined)) || !match) {
      res.statusCode = match ? 401 : 404;
      return void res.end(JSON.stringify({ code: res.statusCode, msg: 'refused', result: null }));
    }
    res.end(JSON.stringify({ code: 200, msg: 'success', result: { teacherIds: teachersOf.get(decodeURIComponent(match[1])) ?? [] } }));
  });
  return {
    url: standIn.url,
    /** What catalog would answer for the student: the teachers of their classes that include the library. */
    setTeachersOf: (studentId: string, teacherIds: string[]) => teachersOf.set(studentId, teacherIds),
    setDown: standIn.setDown,
    close: standIn.close,
  };
}

export type Caller = ApiClient & { id: string; name: string };

/** question-bank on its own database, with a stand-in catalog and signed-in callers the users copy knows. */
export async function startLibraryWorld() {
  const world = await startComponentWorld({
    service: 'question-bank',
    standIns: ({ iso }) => startFakeCatalog(iso.internalSecret),
    start: (base, catalog) => startQuestionBank({ ...base, CATALOG_URL: catalog.url, CATALOG_TIMEOUT_MS: '2000' }),
    knows: async (user, service) => (await service.ctx.pool.query('SELECT 1 FROM users WHERE id = $1', [user.id])).rowCount === 1,
  });
  const { iso, service, standIns: catalog } = world;

  /** A signed-in user; identity's user.registered is published and awaited unless `known` is false. */
  async function signIn(role: Role, { isAdmin = false, known = true } = {}): Promise<Caller> {
    const { user, token } = await world.register(role, { isAdmin }, known);
    return Object.assign(apiClient(service.url, token), { id: user.id, name: user.name });
  }

  return {
    service,
    catalog,
    signIn,
    /** Publishes an integration event into this run's broker, as another service would. */
    publish: <N extends EventName>(name: N, payload: EventPayload<N>) => publishEvent(iso.runId, name, payload),
    anonymous: apiClient(service.url),
    /** A client of the /internal API with the service token `caller` (default exercise) would send. */
    asService: async (caller = 'exercise') => apiClient(service.url, await new InternalCredentials(iso.internalSecret, caller).tokenFor('question-bank')),
    /** SQL on this service's own test database, to set up or observe what no call shows. */
    sql: (text: string, params: unknown[] = []) => service.ctx.pool.query(text, params),
    stop: world.stop,
  };
}

export type LibraryWorld = Awaited<ReturnType<typeof startLibraryWorld>>;

export async function librariesOf(client: ApiClient): Promise<LibraryView[]> {
  const res = await client.get('/api/user/getLibrary');
  expect(res.body.code, res.body.msg).toBe(200);
  return libraryList.parse(res.body.result).list;
}

/** A library with the named chapters, each with the named sections, built through the admin calls. */
export async function buildLibrary(admin: ApiClient, chapters: Record<string, string[]> = {}) {
  const library = await ok<{ _id: string; name: string }>(admin.post('/api/admin/createLibrary', { name: unique('Mechanics') }), 'Add success');
  const ids: Record<string, { _id: string; sections: Record<string, string> }> = {};
  for (const [chapterName, sectionNames] of Object.entries(chapters)) {
    const chapter = await ok<{ _id: string }>(admin.post('/api/admin/createChapter', { name: chapterName, libraryId: library._id }));
    ids[chapterName] = { _id: chapter._id, sections: {} };
    for (const sectionName of sectionNames) {
      const section = await ok<{ _id: string }>(admin.post('/api/admin/createSection', { name: sectionName, chapterId: chapter._id, libraryId: library._id }));
      ids[chapterName].sections[sectionName] = section._id;
    }
  }
  return { ...library, chapters: ids };
}
