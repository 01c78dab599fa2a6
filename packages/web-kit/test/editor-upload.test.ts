// @vitest-environment node
// Node's own fetch, FormData and File, which match as a browser's do: under jsdom, Node's fetch never finishes
// sending a jsdom File (vitest-dev/vitest#7080). What a page has beyond them is added below: local storage, and
// relative URLs resolved against the page's origin (here, the stand-in server).
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { acceptsFile, toUploadUrl, uploadEditorFile, uploadFile } from '../src/editor/editor-upload';
import { USER_STORAGE_KEY } from '../src/session-store';

interface Received {
  url: string;
  headers: IncomingHttpHeaders;
  fields: Record<string, string>;
  file?: { name: string; type: string; text: string };
}

/** Node 22 has no Web Storage (without a flag): the browser's localStorage, in memory. */
class MemoryStorage implements Storage {
  #items = new Map<string, string>();
  get length() {
    return this.#items.size;
  }
  key = (index: number) => [...this.#items.keys()][index] ?? null;
  getItem = (key: string) => this.#items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.#items.set(key, String(value));
  removeItem = (key: string) => void this.#items.delete(key);
  clear = () => this.#items.clear();
}
globalThis.localStorage ??= new MemoryStorage();
const nodeFetch = globalThis.fetch;
let origin = '';
globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => nodeFetch(new URL(String(input), origin), init);

/** Splits a multipart body into its parts (name, filename, type, value). */
function multipartParts(contentType: string, body: Buffer) {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType);
  if (!boundary) return [];
  return body
    .toString('latin1')
    .split(`--${boundary[1] ?? boundary[2]}`)
    .slice(1, -1)
    .map((part) => {
      const [head, ...rest] = part.replace(/^\r\n/, '').split('\r\n\r\n');
      const disposition = /name="([^"]*)"(?:; filename="([^"]*)")?/.exec(head) ?? [];
      return {
        name: disposition[1],
        filename: disposition[2],
        type: /content-type: ([^\r\n]+)/i.exec(head)?.[1],
        value: rest.join('\r\n\r\n').replace(/\r\n$/, ''),
      };
    });
}

/** A stand-in for catalog's upload endpoint, answering what the test set and recording what it was sent. */
let server: Server;
let received: Received[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: null };

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const fields: Record<string, string> = {};
    let file: Received['file'];
    for (const part of multipartParts(req.headers['content-type'] ?? '', Buffer.concat(chunks))) {
      if (part.filename === undefined) fields[part.name] = part.value;
      else if (part.name === 'file') file = { name: part.filename, type: part.type ?? '', text: part.value };
    }
    received.push({ url: req.url ?? '', headers: req.headers, fields, file });
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  origin = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  globalThis.fetch = nodeFetch;
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

afterEach(() => {
  received = [];
  localStorage.clear();
});

const signedIn = (token: string) => localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ name: 'T', token }));
const ok = (path: string) => ({ status: 200, body: { code: 200, msg: 'success', result: { path } } });
const suffix = () => Math.random().toString(36).slice(2, 8);

describe('uploadEditorFile', () => {
  test('an image goes as multipart field `file` with the stored bearer token and no type; its URL comes back', async () => {
    const token = `token-${suffix()}`;
    signedIn(token);
    answer = ok(`img-${token}.png`);
    const url = await uploadEditorFile(new File(['png bytes'], 'board.png', { type: 'image/png' }), 'image');

    expect(url).toBe(`/uploads/img-${token}.png`);
    expect(received).toHaveLength(1);
    expect(received[0].url).toBe('/api/file/upload');
    expect(received[0].headers.authorization).toBe(`Bearer ${token}`);
    expect(received[0].file).toEqual({ name: 'board.png', type: 'image/png', text: 'png bytes' });
    expect(received[0].fields).toEqual({});
  });

  test('a private file: uploadFile gives the stored path and the signed url that shows it now; the editor gets the url', async () => {
    signedIn(`token-${suffix()}`);
    const path = `/uploads/2026/05/${suffix()}.png`;
    const url = `${path}?exp=${Math.floor(Date.now() / 1000) + 600}&sig=${'s'.repeat(43)}`;
    answer = { status: 200, body: { code: 200, msg: 'Upload success', result: { path, url } } };

    expect(await uploadFile(new File(['png'], 'board.png', { type: 'image/png' }), 'image')).toEqual({ path, url });
    expect(await uploadEditorFile(new File(['png'], 'board.png', { type: 'image/png' }), 'image')).toBe(url);
  });

  test('a video also carries type 3', async () => {
    signedIn(`token-${suffix()}`);
    answer = ok('/uploads/clip.mp4');
    const url = await uploadEditorFile(new File(['mp4'], 'clip.mp4', { type: 'video/mp4' }), 'video');
    expect(url).toBe('/uploads/clip.mp4');
    expect(received[0].fields).toEqual({ type: '3' });
  });

  test('without a stored user no Authorization header is sent', async () => {
    answer = ok('a.png');
    await uploadEditorFile(new File(['x'], 'a.png', { type: 'image/png' }), 'image');
    expect(received[0].headers.authorization).toBeUndefined();
  });

  test('a refusal is an error with the server\'s message', async () => {
    signedIn(`token-${suffix()}`);
    answer = { status: 415, body: { code: 415, msg: 'This file type is not accepted.', result: null } };
    await expect(uploadEditorFile(new File(['x'], 'a.bmp', { type: 'image/bmp' }), 'image')).rejects.toThrow(
      'This file type is not accepted.',
    );
  });

  test('an envelope error inside HTTP 200 is an error too, with its message', async () => {
    signedIn(`token-${suffix()}`);
    answer = { status: 200, body: { code: 413, msg: 'The file is too large.', result: null } };
    await expect(uploadEditorFile(new File(['x'], 'big.png', { type: 'image/png' }), 'image')).rejects.toThrow(
      'The file is too large.',
    );
  });

  test('a reply without a path is an error, not a broken image', async () => {
    signedIn(`token-${suffix()}`);
    answer = { status: 200, body: { code: 200, msg: 'success', result: null } };
    await expect(uploadEditorFile(new File(['x'], 'a.png', { type: 'image/png' }), 'image')).rejects.toThrow(
      'The upload did not say where the file is. Please try again.',
    );
  });

  test('a stored user record that is not JSON is ignored rather than breaking the upload', async () => {
    localStorage.setItem(USER_STORAGE_KEY, '{not json');
    answer = ok('a.png');
    await expect(uploadEditorFile(new File(['x'], 'a.png', { type: 'image/png' }), 'image')).resolves.toBe('/uploads/a.png');
    expect(received[0].headers.authorization).toBeUndefined();
  });
});

describe('what the editor accepts', () => {
  test('images for the image button, videos for the video button, nothing else', () => {
    expect(acceptsFile({ type: 'image/png' }, 'image')).toBe(true);
    expect(acceptsFile({ type: 'image/svg+xml' }, 'image')).toBe(true);
    expect(acceptsFile({ type: 'video/mp4' }, 'video')).toBe(true);
    expect(acceptsFile({ type: 'video/mp4' }, 'image')).toBe(false);
    expect(acceptsFile({ type: 'application/pdf' }, 'image')).toBe(false);
    expect(acceptsFile({ type: '' }, 'video')).toBe(false);
  });

  test('a path from the server becomes a URL under /uploads/', () => {
    expect(toUploadUrl('abc.png')).toBe('/uploads/abc.png');
    expect(toUploadUrl('uploads/abc.png')).toBe('/uploads/abc.png');
    expect(toUploadUrl('/uploads/abc.png')).toBe('/uploads/abc.png');
    expect(toUploadUrl('https://cdn.example/abc.png')).toBe('https://cdn.example/abc.png');
  });
});
