import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, inject, test } from 'vitest';
import { waitFor } from '@tp/test-kit';
import { signIn } from '../support/api';
import { createUser, eventually, PASSWORD, publishedClass } from '../support/school';

interface LogLine {
  msg?: string;
  reqId?: string;
  event?: string;
  req?: { id?: string; url?: string };
}

/** The lines of one process of the stack that were written for request `id`. */
async function linesOf(process: string, id: string): Promise<LogLine[]> {
  const text = await readFile(path.join(inject('logDir'), `${process}.log`), 'utf8').catch(() => '');
  const lines: LogLine[] = [];
  for (const raw of text.split('\n')) {
    if (!raw.includes(id)) continue;
    try {
      lines.push(JSON.parse(raw));
    } catch {
      // a line cut by a write still in progress: read again on the next try
    }
  }
  return lines.filter((l) => l.reqId === id || l.req?.id === id);
}

test('one request id follows a teacher\'s Add from the gateway to billing, billing\'s call to catalog, the event catalog handles and the one it sends identity', async () => {
  // With the library included, the registration gives the student Resources: catalog announces it to identity.
  const { admin, teacher, classId } = await publishedClass({ category: 'Physics', includeLibrary: true });
  const studentUser = await createUser('Student', admin);
  const { api: student } = await signIn(studentUser.email, PASSWORD);
  expect((await student.post('/api/user/registerClass', { classId, userId: studentUser._id, durationType: 1 })).body.code).toBe(200);
  const interestId = (await teacher.get(`/api/teacher/getClassRegisterList?id=${classId}`)).body.result.list[0]._id as string;
  const requestId = `e2e-trace-${randomBytes(6).toString('hex')}`;

  const added = await teacher.post('/api/teacher/registerClass', { interestId }, { 'x-request-id': requestId });

  expect(added.body.code).toBe(200);
  expect(added.headers.get('x-request-id')).toBe(requestId);
  await eventually(async () => (await student.get('/api/user/getUserInfo')).body.result?.sRegister === true, 'identity to handle the event');
  const handled = (lines: LogLine[], event: string) => lines.some((l) => l.msg === 'event handled' && l.event === event);
  const trail = await waitFor(async () => {
    const [gateway, billing, catalog, identity] = await Promise.all(['gateway', 'billing', 'catalog', 'identity'].map((p) => linesOf(p, requestId)));
    return handled(catalog, 'enrollment.registered') && handled(identity, 'student.practice-access-changed') ? { gateway, billing, catalog, identity } : undefined;
  }, { what: 'catalog and identity to log the event under the request id', timeoutMs: 30_000, intervalMs: 200 });
  expect(trail.gateway.some((l) => l.req?.url === '/api/teacher/registerClass')).toBe(true);
  expect(trail.billing.some((l) => l.req?.url === '/api/teacher/registerClass')).toBe(true);
  // billing asks catalog whether the caller teaches the class: that call is logged under the same id
  expect(trail.catalog.some((l) => l.req?.url?.startsWith('/internal/classes/'))).toBe(true);
});
