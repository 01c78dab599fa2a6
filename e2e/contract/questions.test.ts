import { randomBytes } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import type { ApiClient } from '@tp/test-kit';
import { signIn } from '../support/api';
import { createUser, PASSWORD } from '../support/school';
import { count, eachItem, success, text } from './spec-shapes';

/**
 * Question: _id, name, category, qText (rich text), image, showImg, isChoice (0 single select, 1 multi select, 2 free
 * response), numChoice (4 or 5), correctAnswer, difficuty (1 to 5, default 3), description (the solution), source,
 * copyright, answerA to answerE, language, referenceId, libraryId, chapterId, sectionId.
 */
const question = {
  _id: text, name: text, category: text, qText: text, image: text, showImg: expect.any(Boolean),
  isChoice: expect.toBeOneOf([0, 1, 2]), numChoice: expect.toBeOneOf([4, 5]), correctAnswer: text, difficuty: count,
  description: text, source: text, copyright: text, answerA: text, answerB: text, answerC: text, answerD: text, answerE: text,
  language: expect.toBeOneOf(['en', 'zh']), referenceId: text, libraryId: text, chapterId: text, sectionId: text,
};

async function teacher(): Promise<ApiClient> {
  return (await signIn((await createUser('Teacher')).email, PASSWORD)).api;
}

/** The question fields the specification names, as the edit form sends them back. */
const questionFields = (q: Record<string, unknown>) => Object.fromEntries(['_id', ...Object.keys(question).filter((k) => k !== '_id')].map((k) => [k, q[k]]));

describe('question calls', () => {
  test('POST /teacher/createQuestion {language}: single choice, 4 choices, difficulty 3; POST /teacher/getQuestionById {id} reads it', async () => {
    const api = await teacher();
    const created = success(await api.post('/api/teacher/createQuestion', { language: 'zh' }));

    expect(created).toMatchObject({ ...question, isChoice: 0, numChoice: 4, difficuty: 3, language: 'zh' });
    expect(success(await api.post('/api/teacher/getQuestionById', { id: created._id }))).toMatchObject({ ...question, _id: created._id });
  });

  test('PUT /teacher/updateQuestion (question fields): multiple choice letters are stored sorted', async () => {
    const api = await teacher();
    const created = success(await api.post('/api/teacher/createQuestion', { language: 'en' }));
    const name = `Primes ${randomBytes(3).toString('hex')}`;

    success(await api.put('/api/teacher/updateQuestion', { ...questionFields(created), name, isChoice: 1, correctAnswer: 'C,A', qText: '<p>$p > 1$</p>' }));

    expect(success(await api.post('/api/teacher/getQuestionById', { id: created._id }))).toMatchObject({ ...question, name, isChoice: 1, correctAnswer: 'A,C' });
  });

  test('POST /teacher/getQuestionsByTeacher {name, language, page, pageSize} -> list, total; POST /teacher/getAllQuestionsByTeacher {language}', async () => {
    const api = await teacher();
    const name = `Vectors ${randomBytes(3).toString('hex')}`;
    const created = success(await api.post('/api/teacher/createQuestion', { language: 'en' }));
    success(await api.put('/api/teacher/updateQuestion', { ...questionFields(created), name, correctAnswer: 'B' }));

    const page = success(await api.post('/api/teacher/getQuestionsByTeacher', { name, language: 'en', page: 1, pageSize: 100 }));
    expect(page).toMatchObject({ total: 1 });
    expect(eachItem(page.list, question)).toEqual([expect.objectContaining({ _id: created._id, name })]);
    const all = success(await api.post('/api/teacher/getAllQuestionsByTeacher', { language: 'en' }));
    expect(eachItem(all.list, question).map((q) => q._id)).toEqual([created._id]);
  });

  test('POST /teacher/copyQuestion {id} and POST /teacher/deleteQuestion {id}', async () => {
    const api = await teacher();
    const name = `Optics ${randomBytes(3).toString('hex')}`;
    const created = success(await api.post('/api/teacher/createQuestion', { language: 'en' }));
    success(await api.put('/api/teacher/updateQuestion', { ...questionFields(created), name, correctAnswer: 'D' }));

    success(await api.post('/api/teacher/copyQuestion', { id: created._id }));
    success(await api.post('/api/teacher/deleteQuestion', { id: created._id }));

    const left = success(await api.post('/api/teacher/getQuestionsByTeacher', { name, language: 'en', page: 1, pageSize: 100 }));
    expect(eachItem(left.list, question).map((q) => q.name)).toEqual([`${name} (copy)`]);
  });
});
