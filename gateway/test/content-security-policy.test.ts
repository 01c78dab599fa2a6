import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createIsolation, freePort } from '@tp/test-kit';
import { startGateway } from '../src/main';

const iso = createIsolation();
/** A built site of one page, so the policy is read off the page a browser would get. */
const webRoot = mkdtempSync(path.join(tmpdir(), 'gateway-csp-'));
let withoutGoogle: Awaited<ReturnType<typeof startGateway>>;
let withGoogle: Awaited<ReturnType<typeof startGateway>>;

beforeAll(async () => {
  mkdirSync(path.join(webRoot, 'shell', 'dist'), { recursive: true });
  writeFileSync(path.join(webRoot, 'shell', 'dist', 'index.html'), '<!doctype html><title>t</title>');
  const nowhere = `http://127.0.0.1:${await freePort()}`;
  const env = {
    GATEWAY_PORT: '0', GATEWAY_HOST: '127.0.0.1', LOG_LEVEL: 'silent', REDIS_PREFIX: `${iso.runId}:`, WEB_ROOT: webRoot,
    IDENTITY_URL: nowhere, MAIL_URL: nowhere, CATALOG_URL: nowhere, QUESTION_BANK_URL: nowhere, EXERCISE_URL: nowhere, BILLING_URL: nowhere,
  };
  withoutGoogle = await startGateway({ ...env, GOOGLE_CLIENT_ID: '' });
  withGoogle = await startGateway({ ...env, GOOGLE_CLIENT_ID: 'gateway-tests.apps.googleusercontent.com' });
});

afterAll(async () => {
  await withoutGoogle?.stop();
  await withGoogle?.stop();
  rmSync(webRoot, { recursive: true, force: true });
  await iso.cleanup();
});

/** The page's Content-Security-Policy, directive by directive. */
async function policyOf(url: string): Promise<Record<string, string[]>> {
  const res = await fetch(`${url}/login`);
  expect(res.status).toBe(200);
  const header = res.headers.get('content-security-policy') ?? '';
  return Object.fromEntries(header.split(';').map((part) => part.trim().split(/\s+/)).filter(([name]) => name).map(([name, ...sources]) => [name, sources]));
}

describe('the page\'s Content-Security-Policy', () => {
  test('scripts come from this site only and may not eval; nothing is allowed from Google while Google sign-in is not configured', async () => {
    const policy = await policyOf(withoutGoogle.url);

    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['script-src-attr']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(JSON.stringify(policy)).not.toContain('unsafe-eval');
    expect(JSON.stringify(policy)).not.toContain('accounts.google.com');
  });

  test('with GOOGLE_CLIENT_ID set, Google\'s sign-in origin may bring its script, frame, styles and calls, and still no eval', async () => {
    const policy = await policyOf(withGoogle.url);

    expect(policy['script-src']).toEqual(["'self'", 'https://accounts.google.com']);
    for (const directive of ['frame-src', 'connect-src', 'style-src']) expect(policy[directive], directive).toContain('https://accounts.google.com');
    expect(JSON.stringify(policy)).not.toContain('unsafe-eval');
  });
});
