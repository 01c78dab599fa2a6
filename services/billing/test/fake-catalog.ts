import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import type { InternalClassSummary } from '@tp/contracts';
import { InternalCredentials } from '@tp/service-kit';

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
  const server = createServer(async (req, res) => {
    const id = decodeURIComponent(/^\/internal\/classes\/([^/?]+)/.exec(req.url ?? '')?.[1] ?? '');
    if (unreachable.has(id)) {
      req.socket.destroy();
      return;
    }
    res.setHeader('content-type', 'application/json');
    const token = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    const caller = await credentials.callerOf(token).catch(() => undefined);
    if (!caller) {
      res.statusCode = 401;
      res.end(JSON.stringify({ code: 401, msg: 'The service token is not valid.', result: null }));
      return;
    }
    callers.push(caller);
    const cls = classes.get(id);
    res.statusCode = cls ? 200 : 404;
    res.end(JSON.stringify(cls ? { code: 200, msg: 'success', result: cls } : { code: 404, msg: 'Class not found', result: null }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
