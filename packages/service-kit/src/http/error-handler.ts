import type { ErrorRequestHandler, RequestHandler } from 'express';
import { failure, ErrorCode } from '@tp/contracts';
import type { Logger } from 'pino';
import { AppError } from '../errors';
import { requestErrorReply } from './request-errors';

/** Unknown paths get the envelope too. */
export const notFoundHandler: RequestHandler = (req, res) => {
  res.status(404).json(failure(ErrorCode.NotFound, `No such API: ${req.method} ${req.path}`));
};

/**
 * PostgreSQL data exceptions caused by what the client sent (a NUL character, a character the database encoding
 * lacks): a safety net behind refuseNulCharacters for input that reaches a query some other way.
 */
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);

/**
 * A server the service needs did not answer: a connection refused, reset or timed out (Redis, PostgreSQL), Redis
 * commands given up while it reconnects, PostgreSQL shutting down, starting or out of connections. The same call
 * works again once the server is back, so the client is told to try again (503), not that something broke (500).
 */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', '57P01', '57P02', '57P03', '08001', '08006', '53300',
]);

export function isServerUnreachable(err: unknown): boolean {
  const { name, code, message } = (err ?? {}) as { name?: unknown; code?: unknown; message?: unknown };
  return name === 'MaxRetriesPerRequestError' || message === 'Connection is closed.' || message === 'Command timed out'
    || (typeof code === 'string' && UNREACHABLE_CODES.has(code));
}

/**
 * Maps every error to the envelope: client mistakes are 4xx with a clear message, a server the service cannot reach
 * a 503 to retry, the rest a logged 500.
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, _next) => {
    if (err instanceof AppError) {
      res.status(err.status).json(failure(err.status, err.message));
      return;
    }
    const requestError = requestErrorReply(err);
    if (requestError) {
      res.status(requestError.status).json(requestError.body);
      return;
    }
    if (UNSTORABLE_TEXT.has((err as { code?: unknown })?.code as string)) {
      logger.warn({ err, path: req.path }, 'refused text the database cannot store');
      res.status(400).json(failure(ErrorCode.BadRequest, 'The request contains a character that cannot be stored (such as NUL, \\u0000). Please remove it and try again.'));
      return;
    }
    if (isServerUnreachable(err)) {
      logger.warn({ err: (err as Error).message, path: req.path }, 'a server the service needs is unreachable');
      res.setHeader('Retry-After', '1');
      res.status(503).json(failure(ErrorCode.Unavailable, 'This part of the platform cannot reach its data right now. Please try again in a moment.'));
      return;
    }
    logger.error({ err, path: req.path }, 'unhandled error');
    res.status(500).json(failure(ErrorCode.Internal, 'Something went wrong on our side. Please try again.'));
  };
}
