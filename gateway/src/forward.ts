import { request, type ClientRequest, type IncomingHttpHeaders, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { failure, ErrorCode } from '@tp/contracts';
import type { Replica, Upstream } from './upstream';

export interface ForwardOptions {
  logger: Logger;
  /** A replica that has not accepted the connection within this is taken as down (the next one is tried). */
  connectTimeoutMs: number;
  /** A replica that has not begun to answer within this gets the request cancelled; the client a 503. */
  responseTimeoutMs: number;
}

const UNAVAILABLE = 'This part of the platform is not available right now. Please try again shortly.';
/** Bodies up to this size are read before sending, so a request a replica refused can go to another one. */
const RESENDABLE_BODY_BYTES = 64 * 1024;
/** Connection-level headers, which belong to one hop and are never passed on. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer', 'expect']);
/** The request certainly never reached the replica: sending it to another one cannot do anything twice. */
const NOT_CONNECTED = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'CONNECT_TIMEOUT']);
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS']);

type Body = { kind: 'buffer'; bytes: Buffer } | { kind: 'stream' };

/**
 * Sends the request to a replica of `upstream` and streams its answer back unchanged. A replica that refuses the
 * connection (dead, or not listening yet) is taken out and the next one is tried; so is a kept-alive connection
 * that turned out closed, for a call that is safe to repeat. When no replica can take it, the client gets a 503
 * envelope at once, never a hang. A replica that dies while working on a call gives that call a 503 too: the
 * client sends it again (saves carry an operation id, so a repeat is harmless).
 */
export async function forward(upstream: Upstream, req: Request, res: Response, options: ForwardOptions): Promise<void> {
  let body: Body;
  try {
    body = await bodyOf(req);
  } catch {
    return void res.destroy(); // the client went away while sending its body: nobody to answer
  }
  const tried = new Set<Replica>();
  for (;;) {
    const replica = upstream.pick(tried);
    if (!replica) return unavailable(res, upstream.service, options.logger, 'no replica answers');
    tried.add(replica);
    const outcome = await sendTo(replica, req, res, body, options);
    if (outcome.kind === 'answered') return;
    if (outcome.kind === 'refused') upstream.markDown(replica, outcome.reason);
    const canRetry = body.kind === 'buffer' && (outcome.kind === 'refused' || (outcome.kind === 'reset-idle' && IDEMPOTENT.has(req.method)));
    if (!canRetry || res.headersSent) return unavailable(res, upstream.service, options.logger, outcome.reason);
  }
}

/** What a body parser in front (the rate limits') read is sent again as JSON; a small body is read whole to be resendable. */
async function bodyOf(req: Request): Promise<Body> {
  if (req.body !== undefined) return { kind: 'buffer', bytes: Buffer.from(JSON.stringify(req.body)) };
  const length = req.headers['content-length'];
  const chunked = req.headers['transfer-encoding'] !== undefined;
  if (!chunked && (length === undefined || Number(length) === 0)) return { kind: 'buffer', bytes: Buffer.alloc(0) };
  if (chunked || Number(length) > RESENDABLE_BODY_BYTES) return { kind: 'stream' };
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return { kind: 'buffer', bytes: Buffer.concat(chunks) };
}

type Outcome = { kind: 'answered' } | { kind: 'refused' | 'reset-idle' | 'failed'; reason: string };

function sendTo(replica: Replica, req: Request, res: Response, body: Body, options: ForwardOptions): Promise<Outcome> {
  return new Promise((resolve) => {
    replica.pending++;
    let settled = false;
    const settle = (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(responseTimer);
      resolve(outcome);
    };
    const upstreamReq: ClientRequest = request({
      host: replica.hostname,
      port: replica.port,
      method: req.method,
      path: req.originalUrl,
      headers: forwardedHeaders(req, body),
      agent: replica.agent,
    });
    const responseTimer = setTimeout(() => upstreamReq.destroy(Object.assign(new Error('no answer in time'), { code: 'RESPONSE_TIMEOUT' })), options.responseTimeoutMs);
    upstreamReq.once('socket', (socket) => {
      if (!socket.connecting) return; // a kept-alive connection
      const connectTimer = setTimeout(() => upstreamReq.destroy(Object.assign(new Error('connect timeout'), { code: 'CONNECT_TIMEOUT' })), options.connectTimeoutMs);
      socket.once('connect', () => clearTimeout(connectTimer));
      upstreamReq.once('close', () => clearTimeout(connectTimer));
    });
    upstreamReq.once('close', () => replica.pending--);
    upstreamReq.on('error', (err: NodeJS.ErrnoException) => {
      const code = err.code ?? 'ERROR';
      if (NOT_CONNECTED.has(code)) return settle({ kind: 'refused', reason: code });
      // Node's own advice: a reused connection the replica had just closed is reset before any answer.
      if (upstreamReq.reusedSocket && code === 'ECONNRESET' && !res.headersSent) return settle({ kind: 'reset-idle', reason: code });
      if (res.headersSent) res.destroy(); // the answer was under way: the client sees a broken response, not a wrong one
      settle({ kind: 'failed', reason: code });
    });
    upstreamReq.once('response', (answer: IncomingMessage) => {
      clearTimeout(responseTimer);
      res.status(answer.statusCode ?? 502);
      for (const [name, value] of Object.entries(answer.headers)) if (!HOP_BY_HOP.has(name) && value !== undefined) res.setHeader(name, value);
      answer.pipe(res);
      answer.once('error', () => res.destroy());
      answer.once('end', () => settle({ kind: 'answered' }));
      answer.once('close', () => settle({ kind: 'answered' }));
    });
    // The client went away: the replica's work is cancelled too.
    res.once('close', () => {
      if (!res.writableFinished) upstreamReq.destroy();
      settle({ kind: 'answered' });
    });
    if (body.kind === 'buffer') upstreamReq.end(body.bytes);
    else req.pipe(upstreamReq);
  });
}

function forwardedHeaders(req: Request, body: Body): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(req.headers as IncomingHttpHeaders)) if (!HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value;
  if (body.kind === 'buffer') headers['content-length'] = String(body.bytes.length);
  else if (req.headers['transfer-encoding']) delete headers['content-length'];
  const client = req.socket.remoteAddress ?? '';
  headers['x-forwarded-for'] = req.headers['x-forwarded-for'] ? `${String(req.headers['x-forwarded-for'])}, ${client}` : client;
  headers['x-forwarded-proto'] = req.headers['x-forwarded-proto'] ?? (('encrypted' in req.socket && req.socket.encrypted) ? 'https' : 'http');
  headers['x-forwarded-host'] = req.headers['x-forwarded-host'] ?? req.headers.host ?? '';
  return headers;
}

function unavailable(res: Response, service: string, logger: Logger, reason: string): void {
  logger.warn({ service, reason }, 'service unreachable');
  if (res.headersSent) return void res.destroy();
  res.setHeader('Retry-After', '1');
  res.status(503).json(failure(ErrorCode.Unavailable, UNAVAILABLE));
}
