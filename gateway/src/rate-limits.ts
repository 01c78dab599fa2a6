import express, { type RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { failure, ErrorCode } from '@tp/contracts';
import type { GatewayConfig } from './config';

const SIGN_IN_PATHS = ['/api/login/authUser', '/api/login/googleAuth'];
/** Calls that check an e-mailed code: guessing them is limited like signing in. */
const CODE_CHECK_PATHS = ['/api/login/resetPassword', '/api/login/registerFamily', '/api/login/validateEmailByCode', '/api/public/verifyEmail', '/api/user/verifyEmail'];
const CODE_SEND_PATHS = ['/api/login/sendEmail'];

interface Limit {
  limiter: RateLimiterRedis;
  /** What the request is counted under; each key is counted once per request. */
  keysOf: (req: express.Request) => string[];
  message: string;
}

/**
 * Brute-force limits kept in Redis so every gateway replica counts together: sign-in and code checks per IP and
 * per e-mail, code e-mails per IP and per e-mail. Over the limit: 429 with how long to wait.
 */
export function rateLimits(redis: Redis, config: GatewayConfig): RequestHandler[] {
  const limiter = (keyPrefix: string, points: number, duration: number) => new RateLimiterRedis({ storeClient: redis, keyPrefix: `rl:${keyPrefix}`, points, duration });
  const byIp = (req: express.Request) => [req.ip ?? 'unknown'];
  const signIn: Limit[] = [
    { limiter: limiter('sign-in-ip', config.SIGN_IN_LIMIT_PER_IP, 60), keysOf: byIp, message: 'Too many sign-in attempts from this address.' },
    { limiter: limiter('sign-in-email', config.SIGN_IN_LIMIT_PER_EMAIL, 15 * 60), keysOf: namedEmails, message: 'Too many sign-in attempts for this e-mail.' },
  ];
  const codeSend: Limit[] = [
    { limiter: limiter('code-ip', config.CODE_LIMIT_PER_IP, 10 * 60), keysOf: byIp, message: 'Too many codes requested from this address.' },
    { limiter: limiter('code-email', config.CODE_LIMIT_PER_EMAIL, 10 * 60), keysOf: namedEmails, message: 'Too many codes requested for this e-mail.' },
  ];
  // The body is read here (to know the e-mail) and passed on to the service by the proxy.
  const json = express.json({ limit: '64kb' });
  return [
    guard([...SIGN_IN_PATHS, ...CODE_CHECK_PATHS], json, signIn),
    guard(CODE_SEND_PATHS, json, codeSend),
  ];
}

/**
 * Every e-mail the body names (top-level, parent's, student's), lowercased and once each: all are counted, so a
 * decoy address beside the real one cannot spare it.
 */
function namedEmails(req: express.Request): string[] {
  const body = req.body as { email?: unknown; parent?: { email?: unknown }; student?: { email?: unknown } } | undefined;
  const named = [body?.email, body?.parent?.email, body?.student?.email];
  const emails = named.filter((email): email is string => typeof email === 'string' && email.trim() !== '').map((email) => email.trim().toLowerCase());
  return [...new Set(emails)];
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

function guard(paths: string[], json: RequestHandler, limits: Limit[]): RequestHandler {
  const keys = new Set(paths.map(limitedPathKey));
  return (req, res, next) => {
    if (req.method !== 'POST' || !keys.has(limitedPathKey(req.path))) return next();
    json(req, res, async (err?: unknown) => {
      if (err) return next(err);
      for (const { limiter, keysOf, message } of limits) {
        // Every key is counted, even once one is over: the attempt was made on each of them.
        const outcomes = await Promise.allSettled(keysOf(req).map((key) => limiter.consume(key)));
        const rejections = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as unknown] : []));
        const broken = rejections.find((rejection) => !(rejection instanceof RateLimiterRes));
        if (broken) return next(broken);
        if (rejections.length) {
          const waitMs = Math.max(...rejections.map((rejection) => (rejection as RateLimiterRes).msBeforeNext));
          const seconds = Math.ceil(waitMs / 1000);
          res.setHeader('Retry-After', String(seconds));
          res.status(429).json(failure(ErrorCode.TooManyRequests, `${message} Please try again in ${seconds} seconds.`));
          return;
        }
      }
      next();
    });
  };
}
