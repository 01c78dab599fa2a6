import type { Router } from 'express';
import { z } from 'zod';
import type { ClassProgressResult } from '@tp/contracts';
import { authenticate, createRouter, currentUser, idField, parse, reply, requireRole } from '@tp/service-kit';
import { classProgress } from '../../domain/class-progress';
import type { ExerciseContext, ExerciseServiceDeps } from '../exercise-context';
import { userIdField } from './publish-requests';

const classProgressQuery = z.object({ classId: idField('class', 'classId'), studentId: userIdField('student', 'studentId') });

/** A student's progress charts in one class, for the student and their parents. */
export function classProgressRoutes(deps: ExerciseServiceDeps, ctx: ExerciseContext): Router {
  const router = createRouter();

  router.get('/api/user/getClassProgress', authenticate(ctx.verifier), requireRole('Student', 'Parent'), async (req, res) => {
    const { classId, studentId } = parse(classProgressQuery, req.query);
    const progress: ClassProgressResult = await classProgress(deps, currentUser(req), studentId, classId);
    reply(res, progress);
  });

  return router;
}
