import type { Router } from 'express';
import { createRouter, parse, reply } from '@tp/service-kit';
import { homeworkWithQuestions } from '../../domain/homework';
import type { QuestionBankDeps } from '../../domain/question-bank-deps';
import type { QuestionBankContext } from '../question-bank-context';
import { homeworkIdRequest } from './homework-requests';
import { toHomeworkWithQuestions } from './homework-views';

/**
 * Calls of other services with a service token; the gateway never routes /internal. A homework with every field of
 * its questions in order: catalog checks who made it before a class lists it; the exercise service copies the
 * questions when the homework is published to students.
 */
export function internalHomeworkRoutes(deps: QuestionBankDeps, _ctx: QuestionBankContext): Router {
  const router = createRouter();

  router.get('/internal/homework/:id', async (req, res) => {
    const { id } = parse(homeworkIdRequest, req.params);
    const { homework, questions } = await homeworkWithQuestions(deps.pool, id);
    reply(res, toHomeworkWithQuestions(homework, questions));
  });

  return router;
}
