import { randomBytes } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import type { ApiClient } from '@tp/test-kit';
import { signIn } from '../support/api';
import { createUser, PASSWORD } from '../support/school';
import { eachItem, source, success } from './spec-shapes';

async function signedIn(role: 'Teacher' | 'Student') {
  return (await signIn((await createUser(role)).email, PASSWORD)).api;
}

/** GET /teacher/getSourceList ?page,keyword,pageSize: the specification gives no result; the screen reads list and total. */
async function sourcesNamed(teacher: ApiClient, keyword: string) {
  const result = success(await teacher.get(`/api/teacher/getSourceList?page=1&keyword=${encodeURIComponent(keyword)}&pageSize=10`));
  expect(result).toMatchObject({ list: expect.any(Array), total: expect.any(Number) });
  return result.list as { _id: string; name: string }[];
}

describe('source calls', () => {
  test('POST /teacher/createSource {name}; GET /teacher/getSourceList ?page,keyword,pageSize lists it', async () => {
    const teacher = await signedIn('Teacher');
    const name = `Textbook ${randomBytes(3).toString('hex')}`;

    success(await teacher.post('/api/teacher/createSource', { name }));

    expect(eachItem(await sourcesNamed(teacher, name), source)).toEqual([expect.objectContaining({ name })]);
  });

  test('POST /teacher/updateSource {id, name} renames it', async () => {
    const teacher = await signedIn('Teacher');
    const name = `Olympiad ${randomBytes(3).toString('hex')}`;
    success(await teacher.post('/api/teacher/createSource', { name }));
    const [{ _id: id }] = await sourcesNamed(teacher, name);

    success(await teacher.post('/api/teacher/updateSource', { id, name: `${name} 2025` }));

    expect(await sourcesNamed(teacher, name)).toEqual([expect.objectContaining({ _id: id, name: `${name} 2025` })]);
  });

  test('POST /teacher/deleteSource {id} removes it', async () => {
    const teacher = await signedIn('Teacher');
    const name = `Worksheet ${randomBytes(3).toString('hex')}`;
    success(await teacher.post('/api/teacher/createSource', { name }));
    const [{ _id: id }] = await sourcesNamed(teacher, name);

    success(await teacher.post('/api/teacher/deleteSource', { id }));

    expect(await sourcesNamed(teacher, name)).toEqual([]);
  });

  test('GET /user/getUserSource (page, keyword, pageSize) -> result: list, total (the student source picker)', async () => {
    const teacher = await signedIn('Teacher');
    const name = `Past papers ${randomBytes(3).toString('hex')}`;
    success(await teacher.post('/api/teacher/createSource', { name }));
    const student = await signedIn('Student');

    const result = success(await student.get(`/api/user/getUserSource?page=1&keyword=${encodeURIComponent(name)}&pageSize=10`));

    expect(result).toMatchObject({ total: 1 });
    expect(eachItem(result.list, source)).toEqual([{ ...source, _id: expect.any(String), name }]);
  });
});
