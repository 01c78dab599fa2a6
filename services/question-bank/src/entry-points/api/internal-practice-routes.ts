import type { Router } from 'express';
import { internalPracticeRequest, type InternalPracticeAnswer } from '@tp/contracts';
import { createRouter, parse, reply, type ServiceContext } from '@tp/service-kit';
import type { QuestionBankConfig } from '../../config';
import { libraryIdsOfTeacher } from '../../data-access/library-repository';
import { LibraryTeachersClient } from '../../data-access/library-teachers-client';
import { practiceScope } from '../../domain/practice-scope';
import { toQuestionView } from './question-views';

/**
 * Calls of the exercise service (self-practice) with a service token; the gateway never routes /internal. What a
 * student's setting gives, checked against the libraries they may use; and a teacher's libraries (the teacher's
 * view of a student's practice shows what was practised from them).
 */
export function internalPracticeRoutes(ctx: ServiceContext<QuestionBankConfig>): Router {
  const router = createRouter();
  const catalog = new LibraryTeachersClient(ctx.config.CATALOG_URL, ctx.config.CATALOG_TIMEOUT_MS, ctx.internal);

  router.post('/internal/practice/questions', async (req, res) => {
    const scope = await practiceScope(ctx.pool, catalog, parse(internalPracticeRequest, req.body));
    const result: InternalPracticeAnswer = { ...scope, questions: scope.questions.map(toQuestionView) };
    reply(res, result);
  });

  router.get('/internal/teachers/:id/libraries', async (req, res) => {
    reply(res, { libraryIds: await libraryIdsOfTeacher(ctx.pool, req.params.id) });
  });

  return router;
}
