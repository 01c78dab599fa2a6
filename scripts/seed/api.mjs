// A small client for seeding through the public API, the same door every user goes through. Every answer is checked:
// a call that does not succeed stops the seeding with its message.

/** @typedef {{ code: number, msg: string, result?: any }} Reply The envelope every call answers. */
/** @typedef {ReturnType<typeof api>} Api */

/**
 * @param {string} baseUrl
 * @param {string} [token]
 */
export function api(baseUrl, token) {
  /** @type {(method: string, path: string, body?: unknown) => Promise<Reply>} */
  const call = async (method, path, body) => {
    const res = await fetch(new URL(path, baseUrl), {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return /** @type {Promise<Reply>} */ (res.json()).catch(() => ({ code: res.status, msg: res.statusText }));
  };
  /** @type {(method: string) => (path: string, body?: unknown, allowed?: number[]) => Promise<Reply>} */
  const checked = (method) => async (path, body, allowed = []) => {
    const res = await call(method, path, body);
    if (res.code !== 200 && !allowed.includes(res.code)) throw new Error(`${method} ${path}: ${res.code} ${res.msg}`);
    return res;
  };
  return {
    /** @param {string} path */
    get: (path) => call('GET', path),
    /** @param {string} path @param {unknown} [body] */
    post: (path, body = {}) => call('POST', path, body),
    /** @param {string} path @param {unknown} [body] */
    put: (path, body = {}) => call('PUT', path, body),
    /** GET whose answer must be a 200 (or a code in `allowed`). @param {string} path @param {number[]} [allowed] */
    mustGet: (path, allowed = []) => checked('GET')(path, undefined, allowed),
    /** POST whose answer must be a 200 (or a code in `allowed`). @param {string} path @param {unknown} [body] @param {number[]} [allowed] */
    must: (path, body = {}, allowed = []) => checked('POST')(path, body, allowed),
    /** PUT whose answer must be a 200 (or a code in `allowed`). @param {string} path @param {unknown} [body] @param {number[]} [allowed] */
    mustPut: (path, body = {}, allowed = []) => checked('PUT')(path, body, allowed),
    /**
     * A multipart upload of one file, whose answer must be a 200.
     * @param {string} path @param {string} field @param {string} fileName @param {Uint8Array} bytes
     * @returns {Promise<Reply>}
     */
    upload: async (path, field, fileName, bytes) => {
      const form = new FormData();
      form.append(field, new Blob([bytes]), fileName);
      const res = await fetch(new URL(path, baseUrl), { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
      const reply = /** @type {Reply} */ (await res.json().catch(() => ({ code: res.status, msg: res.statusText })));
      if (reply.code !== 200) throw new Error(`POST ${path} (${fileName}): ${reply.code} ${reply.msg}`);
      return reply;
    },
  };
}

/**
 * @param {string} baseUrl
 * @param {string} email
 * @param {string} password
 */
export async function signIn(baseUrl, email, password) {
  const res = await api(baseUrl).post('/api/login/authUser', { email, password });
  if (res.code !== 200) throw new Error(`sign-in as ${email} failed: ${res.code} ${res.msg}`);
  return { user: res.result, client: api(baseUrl, res.result.token) };
}

/**
 * Services learn users from each other through events, so a call made right after creating or linking a user can be
 * refused until the event arrives (billing's family check: 403; catalog's student lookup: 404). Repeats `attempt`
 * with growing pauses while it answers one of `waitingCodes`, until it succeeds or `timeoutMs` runs out; any other
 * answer stops at once.
 * @param {string} what
 * @param {() => Promise<Reply>} attempt
 * @param {{ waitingCodes: number[], allowed?: number[], timeoutMs?: number }} options
 */
export async function untilAccepted(what, attempt, { waitingCodes, allowed = [], timeoutMs = 30_000 }) {
  const deadline = Date.now() + timeoutMs;
  let pause = 100;
  for (;;) {
    const res = await attempt();
    if (res.code === 200 || allowed.includes(res.code)) return res;
    if (!waitingCodes.includes(res.code)) throw new Error(`${what}: ${res.code} ${res.msg}`);
    if (Date.now() + pause > deadline) throw new Error(`${what}: still ${res.code} ${res.msg} after ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, pause));
    pause = Math.min(pause * 2, 2_000);
  }
}
