import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { questionPage, questionView, type QuestionView } from '@tp/contracts';
import { apiClient, createIsolation, startTokenIssuer, type ApiClient, type TokenIssuer } from '@tp/test-kit';
import { startQuestionBank } from '../src/main';

/** One question-bank on its own database, with signed-in callers of every kind the question calls care about. */
export async function startQuestionWorld() {
  const iso = createIsolation();
  const issuer: TokenIssuer = await startTokenIssuer();
  const service = await startQuestionBank({ ...iso.envFor('question-bank'), PORT: '0', JWKS_URL: issuer.jwksUrl });
  const signIn = async (role: 'Teacher' | 'Student' | 'Parent', { isAdmin = false, name = `${role} ${randomUUID().slice(0, 6)}` } = {}) => {
    const id = randomUUID();
    return Object.assign(apiClient(service.url, await issuer.tokenFor({ id, role, isAdmin, name })), { id, name });
  };
  return {
    service,
    signIn,
    anonymous: apiClient(service.url),
    /** SQL on this service's own test database, to set up what another area's calls would. */
    sql: (text: string, params: unknown[] = []) => service.ctx.pool.query(text, params),
    async stop() {
      await service.stop();
      await issuer.close();
      await iso.cleanup();
    },
  };
}

export type Caller = ApiClient & { id: string; name: string };

export async function createQuestion(client: ApiClient, language: 'en' | 'zh' = 'en'): Promise<QuestionView> {
  const res = await client.post('/api/teacher/createQuestion', { language });
  expect(res.body).toMatchObject({ code: 200, msg: 'Add success' });
  return questionView.parse(res.body.result);
}

export async function readQuestion(client: ApiClient, id: string): Promise<QuestionView> {
  const res = await client.post('/api/teacher/getQuestionById', { id });
  expect(res.body.code).toBe(200);
  return questionView.parse(res.body.result);
}

/** Saves changes on top of the question as read, the way the edit form sends the whole question back. */
export async function saveQuestion(client: ApiClient, question: QuestionView, changes: Partial<Record<keyof QuestionView, unknown>>): Promise<QuestionView> {
  const res = await client.put('/api/teacher/updateQuestion', { ...question, ...changes });
  expect(res.body).toMatchObject({ code: 200, msg: 'Successfully saved' });
  return questionView.parse(res.body.result);
}

/** A question created and saved with the given fields. */
export async function writeQuestion(client: ApiClient, fields: Partial<Record<keyof QuestionView, unknown>>, language: 'en' | 'zh' = 'en') {
  return saveQuestion(client, await createQuestion(client, language), fields);
}

export async function listQuestions(client: ApiClient, body: Record<string, unknown>) {
  const res = await client.post('/api/teacher/getQuestionsByTeacher', body);
  expect(res.body.code).toBe(200);
  return questionPage.parse(res.body.result);
}

export const tag = () => randomUUID().slice(0, 8);
