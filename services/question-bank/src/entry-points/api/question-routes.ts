import type { Router } from 'express';
import { ALL_QUESTIONS_LIMIT } from '@tp/contracts';
import { authenticate, createRouter, currentUser, parse, reply, requireRole, type ServiceContext } from '@tp/service-kit';
import { listAllTeacherQuestions, listTeacherQuestions } from '../../data-access/question-repository';
import { copyQuestion, createQuestion, questionFor, removeQuestion, updateQuestion } from '../../domain/questions';
import { createQuestionRequest, languageRequest, questionIdRequest, questionListRequest, updateQuestionRequest } from './question-requests';
import { toQuestionView } from './question-views';

/** The teacher's question bank: each call works on the caller's own questions (administrators: any). */
export function questionRoutes(ctx: ServiceContext): Router {
  const router = createRouter();
  const asTeacher = [authenticate(ctx.verifier), requireRole('Teacher')];

  router.post('/api/teacher/createQuestion', ...asTeacher, async (req, res) => {
    const { language } = parse(createQuestionRequest, req.body);
    reply(res, toQuestionView(await createQuestion(ctx.pool, currentUser(req), language)), 'Add success');
  });

  router.post('/api/teacher/getQuestionById', ...asTeacher, async (req, res) => {
    const { id } = parse(questionIdRequest, req.body);
    reply(res, toQuestionView(await questionFor(ctx.pool, currentUser(req), id)));
  });

  router.put('/api/teacher/updateQuestion', ...asTeacher, async (req, res) => {
    const edit = parse(updateQuestionRequest, req.body);
    reply(res, toQuestionView(await updateQuestion(ctx.pool, currentUser(req), edit)), 'Successfully saved');
  });

  router.post('/api/teacher/copyQuestion', ...asTeacher, async (req, res) => {
    const { id } = parse(questionIdRequest, req.body);
    reply(res, toQuestionView(await copyQuestion(ctx.pool, currentUser(req), id)), 'Add success');
  });

  router.post('/api/teacher/deleteQuestion', ...asTeacher, async (req, res) => {
    const { id } = parse(questionIdRequest, req.body);
    await removeQuestion(ctx.pool, currentUser(req), id);
    reply(res, { _id: id }, 'Delete success');
  });

  router.post('/api/teacher/getQuestionsByTeacher', ...asTeacher, async (req, res) => {
    const { rows, total } = await listTeacherQuestions(ctx.pool, { teacherId: currentUser(req).id, ...parse(questionListRequest, req.body) });
    reply(res, { list: rows.map(toQuestionView), total });
  });

  router.post('/api/teacher/getAllQuestionsByTeacher', ...asTeacher, async (req, res) => {
    const { language } = parse(languageRequest, req.body);
    const rows = await listAllTeacherQuestions(ctx.pool, currentUser(req).id, language, ALL_QUESTIONS_LIMIT);
    reply(res, { list: rows.map(toQuestionView) });
  });

  return router;
}
