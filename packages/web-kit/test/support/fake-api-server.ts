import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { movePageTo } from './page-address';

export interface Received {
  method: string;
  path: string;
  query: URLSearchParams;
  authorization?: string;
  body: unknown;
}

export interface Answer {
  status?: number;
  body: unknown;
}

type Handler = (request: Received) => Answer;

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : undefined;
}

/**
 * A real HTTP server standing in for the gateway: each test says what a path answers and reads what arrived.
 * The jsdom page is moved to the server's origin, so the client's `/api/...` calls reach it over the network.
 */
export async function startFakeApi() {
  const routes = new Map<string, Handler>();
  const received: Received[] = [];
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const request: Received = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      authorization: req.headers.authorization,
      body: await readJson(req).catch(() => 'unreadable'),
    };
    received.push(request);
    const handler = routes.get(`${request.method} ${request.path}`);
    const answer = handler ? handler(request) : { status: 404, body: { code: 404, msg: 'No such call.', result: null } };
    res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
    res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
  });
  // The page's fetch keeps a connection for 4 s; closed by the server at Node's 5 s, one could go away under the next
  // test's request when a busy page ran its timer late ("The server could not be reached", in some runs only).
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  movePageTo(`${origin}/start`);
  return {
    origin,
    received,
    answer(method: string, path: string, handler: Handler | Answer) {
      routes.set(`${method} ${path}`, typeof handler === 'function' ? handler : () => handler);
    },
    reset() {
      routes.clear();
      received.length = 0;
    },
    close: () => new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
  };
}

export const ok = (result: unknown, msg = 'success'): Answer => ({ status: 200, body: { code: 200, msg, result } });
export const fail = (code: number, msg: string, status = code): Answer => ({ status, body: { code, msg, result: null } });
