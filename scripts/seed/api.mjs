// A small client for seeding through the public API, the same door every user goes through.
export function api(baseUrl, token) {
  const call = async (method, path, body) => {
    const res = await fetch(new URL(path, baseUrl), {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await res.json().catch(() => ({ code: res.status, msg: res.statusText }));
    return json;
  };
  return {
    get: (path) => call('GET', path),
    post: (path, body = {}) => call('POST', path, body),
    put: (path, body = {}) => call('PUT', path, body),
    /** Like post, but a non-200 answer (other than those in `allowed`) stops the seeding with its message. */
    async must(path, body = {}, allowed = []) {
      const res = await call('POST', path, body);
      if (res.code !== 200 && !allowed.includes(res.code)) throw new Error(`${path}: ${res.code} ${res.msg}`);
      return res;
    },
  };
}

export async function signIn(baseUrl, email, password) {
  const res = await api(baseUrl).post('/api/login/authUser', { email, password });
  if (res.code !== 200) throw new Error(`sign-in as ${email} failed: ${res.code} ${res.msg}`);
  return { user: res.result, client: api(baseUrl, res.result.token) };
}
