import type { Router } from 'express';
import { resolveQuestionReportRequest } from '@tp/contracts';
import { authenticate, createRouter, currentUser, parse, reply, requireRole } from '@tp/service-kit';
import { questionReports, reportCounts, resolveQuestionReport } from '../../domain/question-reports';
import type { ExerciseContext, ExerciseServiceDeps } from '../exercise-context';
import { questionReportsQuery } from './practice-requests';
import { toQuestionReport } from './practice-views';

/** Students' bug reports as the questions' authors read them (My Questions' badges, Edit Question's panel). */
export function questionReportRoutes(deps: ExerciseServiceDeps, ctx: ExerciseContext): Router {
  const router = createRouter();
  const teacher = [authenticate(ctx.verifier), requireRole('Teacher')];

  router.get('/api/teacher/getQuestionReports', ...teacher, async (req, res) => {
    const { questionId } = parse(questionReportsQuery, req.query);
    reply(res, { list: (await questionReports(deps.pool, currentUser(req), questionId)).map(toQuestionReport) });
  });

  router.get('/api/teacher/getQuestionReportCounts', ...teacher, async (req, res) => {
    reply(res, { list: await reportCounts(deps.pool, currentUser(req)) });
  });

  router.post('/api/teacher/resolveQuestionReport', ...teacher, async (req, res) => {
    const { id } = parse(resolveQuestionReportRequest, req.body);
    reply(res, toQuestionReport(await resolveQuestionReport(deps.pool, currentUser(req), id)), 'Successfully saved');
  });

  return router;
}
