import express, { type RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { failure, ErrorCode } from '@tp/contracts';
import type { GatewayConfig } from './config';
import { FailureCounter, type CountedKey, type Outcome } from './failure-counter';

const SIGN_IN_PATHS = ['/api/login/authUser', '/api/login/googleAuth'];
/** Calls that check an e-mailed code: guessing them is limited like signing in. */
const CODE_CHECK_PATHS = ['/api/login/resetPassword', '/api/login/registerFamily', '/api/login/validateEmailByCode', '/api/public/verifyEmail', '/api/user/verifyEmail'];
const CODE_SEND_PATHS = ['/api/login/sendEmail'];
/** The call whose code goes to the parent's e-mail: a right code proves that address, not a top-level one. */
const PARENT_CODE_PATH = '/api/login/registerfamily';

/**
 * How long an attempt may wait for attempts in flight from its address before it is refused: under the proxy's 60 s,
 * long enough for a school's burst to pass through a slow identity.
 */
const MAX_WAIT_MS = 45_000;

interface Limit {
  limiter: RateLimiterRedis;
  /** What the request is counted under; each key is counted once per request. */
  keysOf: (req: express.Request) => string[];
  message: string;
}

/**
 * Brute-force limits kept in Redis so every gateway replica counts together. Sign-in and code checks count
 * failures, per address and per e-mail: a right password or code costs nothing and clears its e-mail's count, so a
 * school behind one address signs in as fast as identity answers, while a guesser gets no more wrong answers than
 * before. Code e-mails count every request, per address and per e-mail. Over a limit: 429 with how long to wait.
 */
export function rateLimits(redis: Redis, config: GatewayConfig): RequestHandler[] {
  const limiter = (keyPrefix: string, points: number, duration: number) => new RateLimiterRedis({ storeClient: redis, keyPrefix: `rl:${keyPrefix}`, points, duration });
  const codeSend: Limit[] = [
    { limiter: limiter('code-ip', config.CODE_LIMIT_PER_IP, 10 * 60), keysOf: (req) => [clientAddress(req)], message: 'Too many codes requested from this address.' },
    { limiter: limiter('code-email', config.CODE_LIMIT_PER_EMAIL, 10 * 60), keysOf: namedEmails, message: 'Too many codes requested for this e-mail.' },
  ];
  const guesses = (req: express.Request): CountedKey[] => {
    const proven = provenEmail(req);
    return [
      { key: `sign-in-ip:${clientAddress(req)}`, points: config.SIGN_IN_LIMIT_PER_IP, windowMs: 60_000, clearOnSuccess: false },
      ...namedEmails(req).map((email) => ({
        key: `sign-in-email:${email}`, points: config.SIGN_IN_LIMIT_PER_EMAIL, windowMs: 15 * 60_000, clearOnSuccess: email === proven,
      })),
    ];
  };
  // The body is read here (to know the e-mail) and passed on to the service by the proxy.
  const json = express.json({ limit: '64kb' });
  return [
    failureGuard([...SIGN_IN_PATHS, ...CODE_CHECK_PATHS], json, new FailureCounter(redis, 'rl'), guesses),
    guard(CODE_SEND_PATHS, json, codeSend),
  ];
}

/** The client's address: the socket's, or the one a configured trusted proxy names (Express's `trust proxy`). */
const clientAddress = (req: express.Request): string => req.ip ?? 'unknown';

/**
 * Every e-mail the body names (top-level, parent's, student's), lowercased and once each: all are counted, so a
 * decoy address beside the real one cannot spare it.
 */
function namedEmails(req: express.Request): string[] {
  const body = req.body as { email?: unknown; parent?: { email?: unknown }; student?: { email?: unknown } } | undefined;
  const named = [body?.email, body?.parent?.email, body?.student?.email];
  return [...new Set(named.map(emailKey).filter((email): email is string => email !== undefined))];
}

const emailKey = (email: unknown): string | undefined => (typeof email === 'string' && email.trim() !== '' ? email.trim().toLowerCase() : undefined);

/**
 * The e-mail a successful call proves its caller holds (the password's or the code's address): only its count is
 * cleared. A decoy named beside it stays counted, so nobody clears someone else's count with their own success.
 */
function provenEmail(req: express.Request): string | undefined {
  const body = req.body as { email?: unknown; parent?: { email?: unknown } } | undefined;
  return emailKey(limitedPathKey(req.path) === PARENT_CODE_PATH ? body?.parent?.email : body?.email);
}

/**
 * What identity's answer says about the guess: answered (2xx) or a right password on an address still to verify
 * (402) is a success; any other refusal (4xx) a failure; the service failing (5xx) tells nothing. A client gone
 * before the answer counts as a failure: identity may have checked the guess all the same.
 */
function outcomeOf(res: express.Response): Outcome {
  if (!res.headersSent) return 'failure';
  if (res.statusCode < 300 || res.statusCode === 402) return 'success';
  return res.statusCode >= 500 ? 'none' : 'failure';
}

/**
 * The one spelling a path is compared in: lower case, escapes decoded, repeated and trailing slashes dropped. The
 * services route one exact spelling, but counting every other spelling too means no router setting (or a future
 * looser route) can let attempts through uncounted.
 */
export function limitedPathKey(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // a malformed escape: compare it as it came
  }
  return decoded.toLowerCase().replace(/\/{2,}/g, '/').replace(/(.)\/+$/, '$1');
}

function tooMany(res: express.Response, msBeforeNext: number, message: string): void {
  const seconds = Math.max(Math.ceil(msBeforeNext / 1000), 1);
  res.setHeader('Retry-After', String(seconds));
  res.status(429).json(failure(ErrorCode.TooManyRequests, `${message} Please try again in ${seconds} seconds.`));
}

/** Reads the JSON body of a POST to one of `paths`, then runs `handle`; other requests pass by. */
function onLimitedPost(paths: string[], json: RequestHandler, handle: (req: express.Request, res: express.Response, next: express.NextFunction) => Promise<void>): RequestHandler {
  const keys = new Set(paths.map(limitedPathKey));
  return (req, res, next) => {
    if (req.method !== 'POST' || !keys.has(limitedPathKey(req.path))) return next();
    json(req, res, (err?: unknown) => {
      if (err) return next(err);
      handle(req, res, next).catch(next);
    });
  };
}

/**
 * Guesses of a secret: an attempt is let through only while its address and every e-mail it names are under their
 * failure limits counting attempts still in flight; one that would only be over if those fail waits for them
 * (MAX_WAIT_MS at most). Its answer then settles the count.
 */
function failureGuard(paths: string[], json: RequestHandler, counter: FailureCounter, keysOf: (req: express.Request) => CountedKey[]): RequestHandler {
  return onLimitedPost(paths, json, async (req, res, next) => {
    const keys = keysOf(req);
    const left = new AbortController();
    res.once('close', () => left.abort());
    const admission = await counter.admitInTurn(keys, MAX_WAIT_MS, left.signal);
    // The client left before its attempt was passed on: identity never checked it.
    if (left.signal.aborted) {
      if (admission.kind === 'admitted') await counter.settle(keys, 'none');
      return;
    }
    if (admission.kind === 'over') {
      const message = admission.index === 0 ? 'Too many sign-in attempts from this address.' : 'Too many sign-in attempts for this e-mail.';
      return tooMany(res, admission.msBeforeNext, message);
    }
    if (admission.kind === 'busy') return tooMany(res, 5_000, 'Too many sign-in attempts from this address at once.');
    res.once('close', () => void counter.settle(keys, outcomeOf(res)).catch((err: unknown) => req.log?.warn({ err }, 'a sign-in attempt was not settled')));
    next();
  });
}

function guard(paths: string[], json: RequestHandler, limits: Limit[]): RequestHandler {
  return onLimitedPost(paths, json, async (req, res, next) => {
    for (const { limiter, keysOf, message } of limits) {
      // Every key is counted, even once one is over: the attempt was made on each of them.
      const outcomes = await Promise.allSettled(keysOf(req).map((key) => limiter.consume(key)));
      const rejections = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as unknown] : []));
      const broken = rejections.find((rejection) => !(rejection instanceof RateLimiterRes));
      if (broken) return next(broken);
      if (rejections.length) return tooMany(res, Math.max(...rejections.map((rejection) => (rejection as RateLimiterRes).msBeforeNext)), message);
    }
    next();
  });
}
