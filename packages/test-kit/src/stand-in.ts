import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real HTTP server on loopback standing in for another service: `answer` replies (JSON). Taken "down", it drops
 * every connection, as when that service is not running; `calls` counts those too.
 */
export async function startStandIn(answer: (req: IncomingMessage, res: ServerResponse) => unknown) {
  let down = false;
  let calls = 0;
  const server = createServer(async (req, res) => {
    calls += 1;
    if (down) return void req.socket.destroy();
    res.setHeader('content-type', 'application/json');
    await answer(req, res);
  });
  // Idle connections are kept longer than a caller keeps them (as the services do): closed first here, one could go
  // away under the caller's next request.
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    setDown: (value: boolean) => (down = value),
    get calls() {
      return calls;
    },
    close: () => new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
  };
}

/** The bearer token a call carries ('' for none). */
export const bearerTokenOf = (req: IncomingMessage) => /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';

/** Answers with the envelope every service answers with; its `code` is the HTTP status. */
export function sendEnvelope(res: ServerResponse, status: number, result: unknown, msg = 'success') {
  res.statusCode = status;
  res.end(JSON.stringify({ code: status, msg, result }));
}
