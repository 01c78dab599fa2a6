import type { Envelope } from '@tp/contracts/envelope';
import { TOKEN_FAILED_MESSAGE } from '@tp/contracts/token-failed';
import { ApiError } from '@tp/web-kit/api-error';
import { kitText } from '@tp/web-kit/i18n/kit-texts';
import { currentPathWithQuery, navigate } from '@tp/web-kit/navigate';
import {
  clearPendingVerification,
  clearUser,
  getPendingVerification,
  getToken,
  getUser,
  setPendingVerification,
} from '@tp/web-kit/session-store';

/** Every call goes to /api/ with JSON. */
export const API_BASE = '/api';

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Under /api: `/user/getUserInfo` (a leading `/api` is accepted too). */
  path: string;
  query?: Query;
  /** A JSON body, or FormData for uploads. */
  body?: unknown;
  signal?: AbortSignal;
}

const VERIFY_PATHS = new Set(['/user/verifyEmail', '/public/verifyEmail']);

function apiPath(path: string): string {
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  return withSlash.startsWith(`${API_BASE}/`) ? withSlash.slice(API_BASE.length) : withSlash;
}

function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  // Absolute where there is a page (Node's fetch, used by tests under jsdom, has no base URL); relative elsewhere.
  return `${globalThis.location?.origin ?? ''}${API_BASE}${path}${search ? `?${search}` : ''}`;
}

function goToLogin() {
  const here = window.location.pathname;
  if (here === '/login') return;
  const back = here === '/' ? '' : `?redirect=${encodeURIComponent(currentPathWithQuery())}`;
  navigate(`/login${back}`);
}

function goToVerify() {
  if (window.location.pathname !== '/verify') navigate('/verify');
}

function emailOf(body: unknown): string | undefined {
  const email = body && typeof body === 'object' ? (body as { email?: unknown }).email : undefined;
  return typeof email === 'string' && email ? email : getUser()?.email;
}

async function readBody(response: Response): Promise<Envelope<unknown>> {
  const body = (await response.json().catch(() => null)) as Envelope<unknown> | null;
  if (body && typeof body === 'object' && typeof body.code === 'number') return body;
  const msg = response.ok ? kitText('answerUnreadable') : kitText('noAnswer', { status: response.status });
  return { code: response.ok ? 500 : response.status, msg, result: null };
}

/**
 * The one API client. Resolves with the whole envelope when `code` is 200, otherwise:
 * - body code 401 or HTTP 401, or the message 'Not authorized, token failed' (the leftover shop calls' refusal of a
 *   missing, invalid or expired token) whatever the code: the user is logged out (the stored user is removed) and
 *   the browser goes to /login;
 * - body code 402: the pending-verification flag is set and the browser goes to /verify;
 * - while that flag is set, a /user/* call other than /user/verifyEmail is not sent: the browser goes to /verify;
 * - any other code: rejects with an ApiError carrying the body (screens show its `msg`).
 */
export async function request<T>({ method = 'GET', path, query, body, signal }: ApiRequest): Promise<Envelope<T>> {
  const target = apiPath(path);
  if (getPendingVerification() && target.startsWith('/user/') && target !== '/user/verifyEmail') {
    goToVerify();
    throw new ApiError({ code: 402, msg: 'Please verify your e-mail address first.', result: null }, 0, true);
  }
  const headers = authHeaders({ accept: 'application/json' });
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(buildUrl(target, query), {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError({ code: 0, msg: 'The server could not be reached. Check your connection and try again.', result: null }, 0);
  }
  const envelope = await envelopeOf<T>(response, body);
  if (VERIFY_PATHS.has(target)) clearPendingVerification();
  return envelope;
}

/** `headers` with the signed-in user's token. */
export function authHeaders(headers: Record<string, string>): Record<string, string> {
  const token = getToken();
  return token ? { ...headers, authorization: `Bearer ${token}` } : headers;
}

/** The absolute URL of a call under /api (`path` as `request` takes it). */
export const apiUrl = (path: string, query?: Query): string => buildUrl(apiPath(path), query);

/**
 * A response's envelope when its code is 200; otherwise what `request` does with a refusal (401: to /login, 402: to
 * /verify) and an ApiError thrown. Also for answers read another way (event streams) that were refused.
 */
export async function envelopeOf<T>(response: Response, body?: unknown): Promise<Envelope<T>> {
  const envelope = await readBody(response);
  if (response.status === 401 || envelope.code === 401 || envelope.msg === TOKEN_FAILED_MESSAGE) {
    clearUser();
    goToLogin();
    throw new ApiError(envelope, response.status, true);
  }
  if (envelope.code === 402) {
    setPendingVerification({ email: emailOf(body) });
    goToVerify();
    throw new ApiError(envelope, response.status, true);
  }
  if (envelope.code !== 200) throw new ApiError(envelope, response.status);
  return envelope as Envelope<T>;
}

/** GET under /api, resolving with `result`. */
export async function apiGet<T>(path: string, query?: Query, signal?: AbortSignal): Promise<T> {
  return (await request<T>({ method: 'GET', path, query, signal })).result;
}

/** POST under /api, resolving with `result`. */
export async function apiPost<T>(path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  return (await request<T>({ method: 'POST', path, body: body ?? {}, signal })).result;
}

/** PUT under /api, resolving with `result`. */
export async function apiPut<T>(path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  return (await request<T>({ method: 'PUT', path, body: body ?? {}, signal })).result;
}

/** DELETE under /api (its parameters go in the query), resolving with `result`. */
export async function apiDelete<T>(path: string, query?: Query, signal?: AbortSignal): Promise<T> {
  return (await request<T>({ method: 'DELETE', path, query, signal })).result;
}
