/** HTTP status and envelope `code` agree: a failed call answers the same number in both. */
export const ErrorCode = {
  BadRequest: 400,
  Unauthorized: 401,
  EmailNotVerified: 402,
  Forbidden: 403,
  NotFound: 404,
  Conflict: 409,
  PayloadTooLarge: 413,
  UnsupportedMediaType: 415,
  TooManyRequests: 429,
  Internal: 500,
  Unavailable: 503,
  /** The gateway got no answer from a service in time. */
  GatewayTimeout: 504,
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];
