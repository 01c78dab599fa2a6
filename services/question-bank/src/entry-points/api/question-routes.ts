import type { Router } from 'express';
import { authenticate, createRouter, currentUser, parse, reply, requireRole } from '@tp/service-kit';
import type { QuestionBankDeps } from '../../domain/question-bank-deps';
import { allOwnQuestions, ownQuestionPage } from '../../domain/question-lists';
import { copyQuestion, createQuestion, questionFor, removeQuestion, updateQuestion } from '../../domain/questions';
import type { QuestionBankContext } from '../question-bank-context';
import { createQuestionRequest, languageRequest, questionIdRequest, questionListRequest, updateQuestionRequest } from './question-requests';
import { toQuestionView } from './question-views';

/** The teacher's question bank: each call works on the caller's own questions (administrators: any). */
export function questionRoutes(deps: QuestionBankDeps, ctx: QuestionBankContext): Router {
  const router = createRouter();
  const asTeacher = [authenticate(ctx.verifier), requireRole('Teacher')];

  router.post('/api/teacher/createQuestion', ...asTeacher, async (req, res) => {
    const { language } = parse(createQuestionRequest, req.body);
    reply(res, toQuestionView(await createQuestion(deps.pool, currentUser(req), language)), 'Add success');
  });

  router.post('/api/teacher/getQuestionById', ...asTeacher, async (req, res) => {
    const { id } = parse(questionIdRequest, req.body);
    reply(res, toQuestionView(await questionFor(deps.pool, currentUser(req), id)));
  });

  router.put('/api/teacher/updateQuestion', ...asTeacher, async (req, res) => {
    const edit = parse(updateQuestionRequest, req.body);
    reply(res, toQuestionView(await updateQuestion(deps.pool, currentUser(req), edit)), 'Successfully saved');
  });

  router.post('/api/teacher/copyQuestion', ...asTeacher, async (req, res) => {
    const { id } = parse(questionIdRequest, req.body);
    reply(res, toQuestionView(await copyQuestion(deps.pool, currentUser(req), id)), 'Add success');
  });

  router.post('/api/teacher/deleteQuestion', ...asTeacher, async (req, res) => {
    const { id } = parse(questionIdRequest, req.body);
    await removeQuestion(deps.pool, currentUser(req), id);
    reply(res, { _id: id }, 'Delete success');
  });

  router.post('/api/teacher/getQuestionsByTeacher', ...asTeacher, async (req, res) => {
    const { rows, total } = await ownQuestionPage(deps.pool, currentUser(req), parse(questionListRequest, req.body));
    reply(res, { list: rows.map(toQuestionView), total });
  });

  router.post('/api/teacher/getAllQuestionsByTeacher', ...asTeacher, async (req, res) => {
    const { language } = parse(languageRequest, req.body);
    const rows = await allOwnQuestions(deps.pool, currentUser(req), language);
    reply(res, { list: rows.map(toQuestionView) });
  });

  return router;
}
