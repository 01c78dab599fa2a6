// Serves the built dev page on a free port, with a stand-in for catalog's POST /api/file/upload that
// keeps files in memory and serves them under /uploads/. `npx tsx packages/web-kit/dev/serve.ts` (after build.ts).
import { createServer, type ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DEV_DIR } from './rspack-config';

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.woff': 'font/woff' };

/** MathJax's CHTML fonts, served at /mathjax-fonts/ as every page host does (web-kit math/mathjax-engine.ts). */
const MATHJAX_FONTS = path.join(path.dirname(createRequire(import.meta.url).resolve('mathjax-full/package.json')), 'es5/output/chtml/fonts/woff-v2');

export interface ReceivedUpload {
  name: string;
  type: string;
  size: number;
  uploadType: FormDataEntryValue | null;
}

function send(res: ServerResponse, status: number, body: unknown, type = 'application/json') {
  res.writeHead(status, { 'content-type': type });
  res.end(typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body));
}

export function startDevServer({ port = 0, token = 'dev-token', root = path.join(DEV_DIR, 'dist') } = {}) {
  const uploads = new Map<string, { type: string; bytes: Buffer }>();
  const received: ReceivedUpload[] = []; // what each upload carried, for the look script to check
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (req.method === 'POST' && url.pathname === '/api/file/upload') {
        if (req.headers.authorization !== `Bearer ${token}`) return send(res, 401, { code: 401, msg: 'Please sign in again.', result: null });
        const init = { method: 'POST', headers: req.headers as HeadersInit, body: req as unknown as BodyInit, duplex: 'half' };
        const form = await new Request(url, init as RequestInit).formData();
        const file = form.get('file');
        if (!(file instanceof File)) return send(res, 400, { code: 400, msg: 'Choose a file to upload.', result: null });
        const name = `${randomBytes(6).toString('hex')}-${file.name}`;
        uploads.set(name, { type: file.type, bytes: Buffer.from(await file.arrayBuffer()) });
        received.push({ name: file.name, type: file.type, size: file.size, uploadType: form.get('type') });
        return send(res, 200, { code: 200, msg: 'success', result: { path: name, url: name } });
      }
      if (url.pathname.startsWith('/uploads/')) {
        const file = uploads.get(decodeURIComponent(url.pathname.slice('/uploads/'.length)));
        return file ? send(res, 200, file.bytes, file.type) : send(res, 404, 'not found', 'text/plain');
      }
      if (url.pathname.startsWith('/mathjax-fonts/')) {
        const font = await readFile(path.join(MATHJAX_FONTS, path.basename(url.pathname))).catch(() => null);
        return font ? send(res, 200, font, 'font/woff') : send(res, 404, 'not found', 'text/plain');
      }
      const name = path.basename(url.pathname) || 'index.html';
      const body = await readFile(path.join(root, name)).catch(() => readFile(path.join(root, 'index.html')));
      send(res, 200, body, TYPES[path.extname(name)] ?? 'text/html');
    } catch (error) {
      send(res, 500, { code: 500, msg: String(error), result: null });
    }
  });
  return new Promise<{ url: string; received: ReceivedUpload[]; close: () => void }>((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const { port: actual } = server.address() as { port: number };
      resolve({ url: `http://127.0.0.1:${actual}`, received, close: () => server.close() });
    });
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename ?? '')) {
  const { url } = await startDevServer();
  console.log(`dev page at ${url}`);
}
