import type { Router } from 'express';
import { z } from 'zod';
import type { internalCorrectionRecipient, InternalStudentExercises } from '@tp/contracts';
import { createRouter, idField, parse, reply } from '@tp/service-kit';
import { mayReceiveCorrection } from '../../domain/correction';
import { exercisesOfStudentInClass } from '../../domain/exercise-reads';
import { exerciseStateOf } from '../../domain/exercise-state';
import { toExerciseSummary } from './exercise-views';
import { userIdField } from './publish-requests';
import type { ExerciseContext, ExerciseServiceDeps } from '../exercise-context';

const recipientQuery = z.object({ email: z.string().min(1, 'Please give an e-mail address.') });
const classStudentParams = z.object({ classId: idField('class', 'classId'), studentId: userIdField('student', 'studentId') });

/**
 * Calls of other services with a service token (the kit refuses any other on /internal); the gateway never routes
 * /internal. Mail asks whether a teacher's correction e-mail may go to an address; catalog where a student stands in
 * each homework of a class (it has checked who asks).
 */
export function internalRoutes(deps: ExerciseServiceDeps, _ctx: ExerciseContext): Router {
  const router = createRouter();

  router.get('/internal/teachers/:teacherId/students', async (req, res) => {
    const { email } = parse(recipientQuery, req.query);
    const result: z.infer<typeof internalCorrectionRecipient> = { allowed: await mayReceiveCorrection(deps.pool, req.params.teacherId, email) };
    reply(res, result);
  });

  router.get('/internal/classes/:classId/students/:studentId/exercises', async (req, res) => {
    const { classId, studentId } = parse(classStudentParams, req.params);
    const exercises = await exercisesOfStudentInClass(deps.pool, studentId, classId);
    const result: InternalStudentExercises = {
      // Progress and accuracy as the student's own lists show them (accuracy only once finished).
      list: exercises.map((exercise) => {
        const { progress, accuracy } = toExerciseSummary(exercise, 'student');
        return { homeworkId: exercise.homeworkId, exerciseId: exercise.id, state: exerciseStateOf(exercise), progress, accuracy };
      }),
    };
    reply(res, result);
  });

  return router;
}
