import { ErrorCode } from '@tp/contracts';

/** A refusal a client can act on: becomes `{code: status, msg, result: null}` with the same HTTP status. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (msg: string) => new AppError(ErrorCode.BadRequest, msg);
export const unauthorized = (msg = 'Please sign in.') => new AppError(ErrorCode.Unauthorized, msg);
export const emailNotVerified = (msg = 'Please verify your e-mail address.') => new AppError(ErrorCode.EmailNotVerified, msg);
export const forbidden = (msg = 'You are not allowed to do this.') => new AppError(ErrorCode.Forbidden, msg);
export const notFound = (msg: string) => new AppError(ErrorCode.NotFound, msg);
export const conflict = (msg: string) => new AppError(ErrorCode.Conflict, msg);
export const tooManyRequests = (msg: string) => new AppError(ErrorCode.TooManyRequests, msg);
