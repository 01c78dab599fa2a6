import type { z } from 'zod';
import { ErrorCode } from '@tp/contracts';
import { AppError } from '../errors';
import type { InternalCredentials } from '../auth/internal-credentials';
import { currentRequestId } from '../request-context';

export interface InternalGetOptions {
  /** The calling service's credentials (`ctx.internal`): each call carries its service token. */
  credentials: InternalCredentials;
  /** The called service's name (its SERVICE_NAME): the token is valid for that service only. */
  audience: string;
  /** How long the other service has to answer. */
  timeoutMs: number;
  /** The 503 message the caller's client sees when the other service cannot answer. */
  unavailable: string;
  /** What a 404 answer means to the caller (e.g. 'Class not found'); without it a 404 is "unavailable" too. */
  notFound?: () => AppError;
}

/**
 * GET on another service's `/internal/...` API (never routed by the gateway) with this service's token, and its
 * envelope's `result` read with `schema`. No answer in time, a failed call (a refused token too), or a body that is
 * not a 200 envelope of that shape is a 503 with the caller's message: a service never passes another's failure on
 * as a 500.
 */
export async function getInternal<T>(url: URL, schema: z.ZodType<T>, options: InternalGetOptions): Promise<T> {
  return callInternal(url, schema, options);
}

/**
 * POST of a JSON body to another service's `/internal/...` API, for a question too big for a URL (e.g. a list of
 * ids); answered and refused exactly as getInternal.
 */
export async function postInternal<T>(url: URL, body: unknown, schema: z.ZodType<T>, options: InternalGetOptions): Promise<T> {
  return callInternal(url, schema, options, body);
}

/**
 * The other service's raw answer to a call with this service's token (a JSON `body` makes it a POST), for an answer
 * that is not an envelope (e.g. a file's bytes). No answer in time or a failed call is a 503 with the caller's message.
 */
export async function fetchInternal(url: URL, options: Omit<InternalGetOptions, 'notFound'>, body?: unknown): Promise<Response> {
  try {
    const token = await options.credentials.tokenFor(options.audience);
    // The request id goes along, so the other service logs this call under the same id.
    const requestId = currentRequestId();
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, ...(requestId ? { 'x-request-id': requestId } : {}) };
    const post = body === undefined ? {} : { method: 'POST', body: JSON.stringify(body), headers: { ...headers, 'content-type': 'application/json' } };
    return await fetch(url, { headers, signal: AbortSignal.timeout(options.timeoutMs), ...post });
  } catch (err) {
    throw err instanceof AppError ? err : new AppError(ErrorCode.Unavailable, options.unavailable);
  }
}

async function callInternal<T>(url: URL, schema: z.ZodType<T>, options: InternalGetOptions, body?: unknown): Promise<T> {
  const unavailable = () => new AppError(ErrorCode.Unavailable, options.unavailable);
  let res: Response;
  let answer: unknown;
  try {
    res = await fetchInternal(url, options, body);
    if (res.status === 404 && options.notFound) throw options.notFound();
    answer = await res.json();
  } catch (err) {
    throw err instanceof AppError ? err : unavailable();
  }
  const envelope = answer as { code?: unknown; result?: unknown } | null;
  if (!res.ok || typeof envelope !== 'object' || envelope === null || envelope.code !== 200) throw unavailable();
  const result = schema.safeParse(envelope.result);
  if (!result.success) throw unavailable();
  return result.data;
}
