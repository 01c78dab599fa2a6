export interface ApiResponse<T = any> {
  status: number;
  body: { code: number; msg: string; result: T };
  headers: Headers;
}

/** A small JSON client for component tests: it never throws on 4xx/5xx, the test asserts on them. */
export function apiClient(baseUrl: string, token?: string) {
  async function call<T>(method: string, path: string, body?: unknown, extraHeaders: Record<string, string> = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...extraHeaders };
    if (token) headers.authorization = `Bearer ${token}`;
    let payload: string | undefined;
    if (body !== undefined) {
      headers['content-type'] ??= 'application/json';
      payload = typeof body === 'string' ? body : JSON.stringify(body);
    }
    const res = await fetch(new URL(path, baseUrl), { method, headers, body: payload });
    const text = await res.text();
    let parsed: any;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = { code: res.status, msg: text, result: null };
    }
    return { status: res.status, body: parsed, headers: res.headers };
  }
  return {
    get: <T = any>(path: string, headers?: Record<string, string>) => call<T>('GET', path, undefined, headers),
    post: <T = any>(path: string, body?: unknown, headers?: Record<string, string>) => call<T>('POST', path, body ?? {}, headers),
    put: <T = any>(path: string, body?: unknown) => call<T>('PUT', path, body ?? {}),
    delete: <T = any>(path: string, body?: unknown) => call<T>('DELETE', path, body),
    withToken: (t: string) => apiClient(baseUrl, t),
  };
}

export type ApiClient = ReturnType<typeof apiClient>;
