import { randomUUID } from 'node:crypto';
import type { InternalClassSummary } from '@tp/contracts';
import { InternalCredentials } from '@tp/service-kit';
import { bearerTokenOf, sendEnvelope, startStandIn } from '@tp/test-kit/stand-in';

export type FakeClass = InternalClassSummary;

/**
 * A real HTTP server standing in for catalog's GET /internal/classes/:id (catalog is its own service). Like catalog,
 * it answers only calls with a service token for catalog signed with `internalSecret`. A class can be made
 * unreachable: the connection is dropped, as when catalog is down.
 */
export async function startFakeCatalog(internalSecret: string) {
  const classes = new Map<string, FakeClass>();
  const unreachable = new Set<string>();
  const credentials = new InternalCredentials(internalSecret, 'catalog');
  const callers: string[] = [];
  const standIn = await startStandIn(async (req, res) => {
    const id = decodeURIComponent(/^\/internal\/classes\/([^/?]+)/.exec(req.url ?? '')?.[1] ?? '');
    if (unreachable.has(id)) return void req.socket.destroy();
    const caller = await credentials.callerOf(bearerTokenOf(req)).catch(() => undefined);
    if (!caller) return sendEnvelope(res, 401, null, 'The service token is not valid.');
    callers.push(caller);
    const cls = classes.get(id);
    return cls ? sendEnvelope(res, 200, cls) : sendEnvelope(res, 404, null, 'Class not found');
  });

  return {
    url: standIn.url,
    addClass(teacher: { id: string; name: string }, overrides: Partial<FakeClass> = {}): FakeClass {
      const suffix = randomUUID().slice(0, 6);
      const cls: FakeClass = {
        _id: randomUUID(), name: `Mechanics ${suffix}`, teacherId: teacher.id, teacherName: teacher.name,
        monthlyPrice: 49.5, yearlyPrice: 480, price: 49.5, language: 'en', isPublish: 1,
        endDate: '2031-06-30T00:00:00.000Z', includeLibrary: false, paymentInfo: '<p>Pay by bank transfer</p>', ...overrides,
      };
      classes.set(cls._id, cls);
      return cls;
    },
    makeUnreachable: (id: string) => unreachable.add(id),
    /** The services whose calls were answered, by their token's name, in order. */
    callers,
    close: standIn.close,
  };
}
