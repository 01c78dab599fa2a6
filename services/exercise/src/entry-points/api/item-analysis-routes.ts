import type { Router } from 'express';
import type { ItemAnalysisResult } from '@tp/contracts';
import { authenticate, createRouter, currentUser, parse, reply, requireRole } from '@tp/service-kit';
import { homeworkItemAnalysis } from '../../domain/homework-item-analysis';
import type { ExerciseContext, ExerciseServiceDeps } from '../exercise-context';
import { classHomeworkRequest } from './publish-requests';

/** The correction screen's item analysis of one homework, for the class's teacher and administrators. */
export function itemAnalysisRoutes(deps: ExerciseServiceDeps, ctx: ExerciseContext): Router {
  const router = createRouter();

  router.get('/api/teacher/getItemAnalysis', authenticate(ctx.verifier), requireRole('Teacher'), async (req, res) => {
    const { classID, hwID } = parse(classHomeworkRequest, req.query);
    const analysis: ItemAnalysisResult = await homeworkItemAnalysis(deps, currentUser(req), classID, hwID);
    reply(res, analysis);
  });

  return router;
}
