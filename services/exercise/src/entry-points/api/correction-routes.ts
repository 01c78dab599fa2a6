import type { Router } from 'express';
import { correctExerciseRequest, finishCorrectionRequest } from '@tp/contracts';
import { authenticate, createRouter, currentUser, parse, reply, requireRole } from '@tp/service-kit';
import { uploadLinkOptions } from '@tp/service-kit/upload-links';
import { correctQuestion, finishCorrection } from '../../domain/correction';
import type { ExerciseContext, ExerciseServiceDeps } from '../exercise-context';
import { toExerciseQuestion, toExerciseView } from './exercise-views';

/** The class's teacher corrects a student's exercise: a mark and a comment per answered question, then FINISH. */
export function correctionRoutes(deps: ExerciseServiceDeps, ctx: ExerciseContext): Router {
  const router = createRouter();
  const teacher = [authenticate(ctx.verifier), requireRole('Teacher')];
  const links = uploadLinkOptions(ctx.config);

  router.post('/api/teacher/correctExercise', ...teacher, async (req, res) => {
    const request = parse(correctExerciseRequest, req.body);
    const { exercise, question, answer } = await correctQuestion(deps.pool, currentUser(req), request);
    reply(res, toExerciseQuestion(question, answer, 'teacher', exercise, links), 'Successfully saved');
  });

  router.post('/api/teacher/finishCorrection', ...teacher, async (req, res) => {
    const { exerciseId } = parse(finishCorrectionRequest, req.body);
    const { questionList: _questions, ...summary } = toExerciseView(await finishCorrection(deps.pool, currentUser(req), exerciseId), 'teacher');
    reply(res, summary, 'Successfully saved');
  });

  return router;
}
