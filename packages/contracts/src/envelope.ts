/** Every /api response body: `code` mirrors the HTTP status, `msg` is a sentence a person can act on. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  result: T;
}

export function ok<T>(result: T, msg = 'success'): Envelope<T> {
  return { code: 200, msg, result };
}

export function failure(code: number, msg: string): Envelope<null> {
  return { code, msg, result: null };
}
