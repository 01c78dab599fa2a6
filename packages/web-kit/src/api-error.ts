import type { Envelope } from '@tp/contracts/envelope';
import { inInterfaceLanguage } from '@tp/web-kit/i18n/spec-messages';

/**
 * A call that did not succeed. It carries the response body (screens show its `msg`), so `error.msg` and
 * `error.code` read like the envelope.
 */
export class ApiError extends Error {
  readonly code: number;
  readonly msg: string;
  readonly result: unknown;
  /** The HTTP status, or 0 when the server could not be reached. */
  readonly status: number;
  /** True when the client already sent the browser elsewhere (/login, /verify): nothing to show. */
  readonly redirected: boolean;

  constructor(body: Envelope<unknown>, status: number, redirected = false) {
    super(body.msg);
    this.name = 'ApiError';
    this.code = body.code;
    this.msg = body.msg;
    this.result = body.result;
    this.status = status;
    this.redirected = redirected;
  }
}

/** The message to show for any error a call rejected with. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  return inInterfaceLanguage(messageOf(error) || fallback);
}

function messageOf(error: unknown): string | undefined {
  if (error instanceof ApiError || (error instanceof Error && error.message)) return error.message;
  if (error && typeof error === 'object' && typeof (error as { msg?: unknown }).msg === 'string') return (error as { msg: string }).msg;
  return undefined;
}
