import type { Router } from 'express';
import { createRouter, notFound, parse, reply, type ServiceContext } from '@tp/service-kit';
import { findHomework } from '../../data-access/homework-repository';
import { questionsOfHomework } from '../../domain/homework';
import { homeworkIdRequest } from './homework-requests';
import { toHomeworkWithQuestions } from './homework-views';

/**
 * Calls of other services with a service token; the gateway never routes /internal. A homework with every field of
 * its questions in order: catalog checks who made it before a class lists it; the exercise service copies the
 * questions when the homework is published to students.
 */
export function internalHomeworkRoutes(ctx: ServiceContext): Router {
  const router = createRouter();

  router.get('/internal/homework/:id', async (req, res) => {
    const { id } = parse(homeworkIdRequest, req.params);
    const homework = await findHomework(ctx.pool, id);
    if (!homework) throw notFound('Homework not found');
    reply(res, toHomeworkWithQuestions(homework, await questionsOfHomework(ctx.pool, homework)));
  });

  return router;
}
