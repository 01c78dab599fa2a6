import type { ErrorRequestHandler, RequestHandler } from 'express';
import { failure, ErrorCode } from '@tp/contracts';
import type { Logger } from 'pino';
import { AppError } from '../errors';

/** Unknown paths get the envelope too. */
export const notFoundHandler: RequestHandler = (req, res) => {
  res.status(404).json(failure(ErrorCode.NotFound, `No such API: ${req.method} ${req.path}`));
};

interface HttpParserError extends Error {
  status?: number;
  type?: string;
}

/** Maps every error to the envelope: client mistakes are 4xx with a clear message, the rest a logged 500. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, _next) => {
    if (err instanceof AppError) {
      res.status(err.status).json(failure(err.status, err.message));
      return;
    }
    const parserError = err as HttpParserError;
    if (parserError?.type === 'entity.too.large') {
      res.status(413).json(failure(ErrorCode.PayloadTooLarge, 'The request body is too large.'));
      return;
    }
    if (parserError?.type === 'entity.parse.failed') {
      res.status(400).json(failure(ErrorCode.BadRequest, 'The request body is not valid JSON.'));
      return;
    }
    if (typeof parserError?.status === 'number' && parserError.status >= 400 && parserError.status < 500) {
      res.status(parserError.status).json(failure(parserError.status, parserError.message || 'Bad request.'));
      return;
    }
    logger.error({ err, path: req.path }, 'unhandled error');
    res.status(500).json(failure(ErrorCode.Internal, 'Something went wrong on our side. Please try again.'));
  };
}
