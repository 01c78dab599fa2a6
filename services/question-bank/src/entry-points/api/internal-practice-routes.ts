import type { Router } from 'express';
import { internalPracticeRequest, type InternalPracticeAnswer } from '@tp/contracts';
import { createRouter, parse, reply } from '@tp/service-kit';
import { librariesOfTeacher } from '../../domain/library-access';
import { practiceScope } from '../../domain/practice-scope';
import type { QuestionBankDeps } from '../../domain/question-bank-deps';
import type { QuestionBankContext } from '../question-bank-context';
import { toQuestionView } from './question-views';

/**
 * Calls of the exercise service (self-practice) with a service token; the gateway never routes /internal. What a
 * student's setting gives, checked against the libraries they may use; and a teacher's libraries (the teacher's
 * view of a student's practice shows what was practised from them).
 */
export function internalPracticeRoutes(deps: QuestionBankDeps, _ctx: QuestionBankContext): Router {
  const router = createRouter();

  router.post('/internal/practice/questions', async (req, res) => {
    const scope = await practiceScope(deps.pool, deps.libraryTeachers, parse(internalPracticeRequest, req.body));
    const result: InternalPracticeAnswer = { ...scope, questions: scope.questions.map(toQuestionView) };
    reply(res, result);
  });

  router.get('/internal/teachers/:id/libraries', async (req, res) => {
    reply(res, { libraryIds: await librariesOfTeacher(deps.pool, req.params.id) });
  });

  return router;
}
