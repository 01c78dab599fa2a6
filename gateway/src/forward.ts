import { request, type ClientRequest, type IncomingHttpHeaders, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { failure, ErrorCode } from '@tp/contracts';
import type { Replica, Upstream } from './upstream';

export interface ForwardOptions {
  logger: Logger;
  /** A replica that has not accepted the connection within this is taken as down (the next one is tried). */
  connectTimeoutMs: number;
  /** A replica that has not begun to answer within this, once it has the whole request, gets it cancelled; the client a 504. */
  responseTimeoutMs: number;
}

const UNAVAILABLE = 'This part of the platform is not available right now. Please try again shortly.';
const NO_ANSWER = 'This part of the platform did not answer in time. Please try again shortly.';
const STREAMS_FULL = 'Too many live views are open on this part of the platform right now. Please try again in a moment.';
/** Bodies up to this size are read before sending, so a request a replica refused can go to another one. */
const RESENDABLE_BODY_BYTES = 64 * 1024;
/** Connection-level headers, which belong to one hop and are never passed on (with those a `Connection` header names). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer', 'expect']);
/** Set by the gateway from what it knows, or taken from a trusted proxy only. */
const FORWARDED = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'forwarded'];
/** The request certainly never reached the replica: sending it to another one cannot do anything twice. */
const NOT_CONNECTED = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'CONNECT_TIMEOUT']);
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS']);

type Body = { kind: 'buffer'; bytes: Buffer } | { kind: 'stream' };

/**
 * Sends the request to a replica of `upstream` and streams its answer back unchanged. A replica that refuses the
 * connection (dead, or not listening yet) is taken out and the next one is tried; so is a kept-alive connection
 * that turned out closed, for a call that is safe to repeat. When no replica can take it, the client gets a 503
 * envelope at once, never a hang. A replica that dies while working on a call gives that call a 503 too, and one that
 * has not begun to answer `responseTimeoutMs` after it had the whole request a 504: the client sends it again (saves
 * carry an operation id, so a repeat is harmless).
 *
 * A long-lived answer (`longLived`, or a client asking for an event stream) goes over the replica's stream
 * connections, capped apart from the calls': over the cap the client gets a 503 at once, not a wait.
 */
export async function forward(upstream: Upstream, req: Request, res: Response, options: ForwardOptions, longLived = false): Promise<void> {
  const stream = longLived || wantsEventStream(req);
  let body: Body;
  try {
    body = await bodyOf(req);
  } catch {
    return void res.destroy(); // the client went away while sending its body: nobody to answer
  }
  const tried = new Set<Replica>();
  for (;;) {
    const replica = stream ? upstream.pickForStream(tried) : upstream.pick(tried);
    if (replica === 'full') return refuse(res, 503, STREAMS_FULL, upstream.service, options.logger, 'every replica has its most streams open');
    if (!replica) return refuse(res, 503, UNAVAILABLE, upstream.service, options.logger, 'no replica answers');
    tried.add(replica);
    const outcome = await sendTo(replica, req, res, body, stream, options);
    if (outcome.kind === 'answered') return;
    if (outcome.kind === 'refused') upstream.markDown(replica, outcome.reason);
    if (outcome.kind === 'timed-out') {
      upstream.noAnswer(replica);
      return refuse(res, 504, NO_ANSWER, upstream.service, options.logger, outcome.reason);
    }
    const canRetry = body.kind === 'buffer' && (outcome.kind === 'refused' || (outcome.kind === 'reset-idle' && IDEMPOTENT.has(req.method)));
    if (!canRetry || res.headersSent) return refuse(res, 503, UNAVAILABLE, upstream.service, options.logger, outcome.reason);
  }
}

/** A client reading server-sent events (the exam monitor) says so; its answer stays open as long as it reads. */
const wantsEventStream = (req: Request) => /\btext\/event-stream\b/i.test(String(req.headers.accept ?? ''));

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

type Outcome = { kind: 'answered' } | { kind: 'refused' | 'reset-idle' | 'timed-out' | 'failed'; reason: string };

function sendTo(replica: Replica, req: Request, res: Response, body: Body, stream: boolean, options: ForwardOptions): Promise<Outcome> {
  return new Promise((resolve) => {
    if (stream) replica.streams++;
    else replica.pending++;
    let settled = false;
    let responseTimer: NodeJS.Timeout | undefined;
    let answering = false;
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
      agent: stream ? replica.streamAgent : replica.agent,
    });
    // The replica's time to answer runs from when it has the whole request: a large upload over a slow line takes
    // as long as it takes to arrive.
    upstreamReq.once('finish', () => {
      if (settled || answering || upstreamReq.destroyed) return;
      responseTimer = setTimeout(() => upstreamReq.destroy(Object.assign(new Error('no answer in time'), { code: 'RESPONSE_TIMEOUT' })), options.responseTimeoutMs);
    });
    upstreamReq.once('socket', (socket) => {
      if (!socket.connecting) return; // a kept-alive connection
      const connectTimer = setTimeout(() => upstreamReq.destroy(Object.assign(new Error('connect timeout'), { code: 'CONNECT_TIMEOUT' })), options.connectTimeoutMs);
      socket.once('connect', () => clearTimeout(connectTimer));
      upstreamReq.once('close', () => clearTimeout(connectTimer));
    });
    upstreamReq.once('close', () => {
      clearTimeout(responseTimer);
      if (stream) replica.streams--;
      else replica.pending--;
    });
    upstreamReq.on('error', (err: NodeJS.ErrnoException) => {
      const code = err.code ?? 'ERROR';
      if (NOT_CONNECTED.has(code)) return settle({ kind: 'refused', reason: code });
      if (code === 'RESPONSE_TIMEOUT') return settle({ kind: 'timed-out', reason: code });
      // Node's own advice: a reused connection the replica had just closed is reset before any answer.
      if (upstreamReq.reusedSocket && code === 'ECONNRESET' && !res.headersSent) return settle({ kind: 'reset-idle', reason: code });
      if (res.headersSent) res.destroy(); // the answer was under way: the client sees a broken response, not a wrong one
      settle({ kind: 'failed', reason: code });
    });
    upstreamReq.once('response', (answer: IncomingMessage) => {
      answering = true;
      clearTimeout(responseTimer);
      res.status(answer.statusCode ?? 502);
      const hopByHop = hopByHopOf(answer.headers);
      for (const [name, value] of Object.entries(answer.headers)) if (!hopByHop.has(name) && value !== undefined) res.setHeader(name, value);
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

/**
 * The request's headers for the replica: the hop-by-hop ones left out, and X-Forwarded-For/-Proto/-Host set from what
 * the gateway knows. A client's own X-Forwarded-* (and Forwarded) are believed only from a proxy in TRUSTED_PROXIES
 * (Express's `trust proxy`): from anyone else they could name any address, scheme or host.
 */
function forwardedHeaders(req: Request, body: Body): OutgoingHttpHeaders {
  const hopByHop = hopByHopOf(req.headers);
  const peer = req.socket.remoteAddress ?? '';
  const trustedPeer = (req.app.get('trust proxy fn') as (address: string, hop: number) => boolean)(peer, 0);
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(req.headers as IncomingHttpHeaders)) {
    if (hopByHop.has(name) || value === undefined || (!trustedPeer && FORWARDED.includes(name))) continue;
    headers[name] = value;
  }
  if (body.kind === 'buffer') headers['content-length'] = String(body.bytes.length);
  else if (req.headers['transfer-encoding']) delete headers['content-length'];
  const from = trustedPeer ? req.headers['x-forwarded-for'] : undefined;
  headers['x-forwarded-for'] = from ? `${from}, ${peer}` : peer;
  const scheme = ('encrypted' in req.socket && req.socket.encrypted) ? 'https' : 'http';
  headers['x-forwarded-proto'] = (trustedPeer && req.headers['x-forwarded-proto']) || scheme;
  headers['x-forwarded-host'] = (trustedPeer && req.headers['x-forwarded-host']) || req.headers.host || '';
  return headers;
}

/** The fixed hop-by-hop headers and those a message's `Connection` header names (RFC 9110, section 7.6.1). */
function hopByHopOf(headers: IncomingHttpHeaders): Set<string> {
  const named = String(headers.connection ?? '').split(',').map((name) => name.trim().toLowerCase()).filter(Boolean);
  return named.length ? new Set([...HOP_BY_HOP, ...named]) : HOP_BY_HOP;
}

function refuse(res: Response, status: 503 | 504, msg: string, service: string, logger: Logger, reason: string): void {
  logger.warn({ service, reason, status }, status === 504 ? 'service did not answer in time' : 'service unreachable');
  if (res.headersSent) return void res.destroy();
  res.setHeader('Retry-After', '1');
  res.status(status).json(failure(status === 504 ? ErrorCode.GatewayTimeout : ErrorCode.Unavailable, msg));
}
