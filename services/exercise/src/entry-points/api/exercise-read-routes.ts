import type { Router } from 'express';
import { authenticate, createRouter, currentUser, parse, reply, requireRole } from '@tp/service-kit';
import { uploadLinkOptions } from '@tp/service-kit/upload-links';
import { classHomeworkExercises, classStudentExercises, ownExercises, readExercise, studentExercises } from '../../domain/exercise-reads';
import type { ExerciseContext, ExerciseServiceDeps } from '../exercise-context';
import { toExerciseSummary, toExerciseView } from './exercise-views';
import { classHomeworkRequest, classIdQuery, classStudentQuery, exerciseIdQuery, studentExercisesQuery } from './publish-requests';

/**
 * Reads of exercises, each for whoever may see it (domain/exercise-access): the student their own, a parent their
 * linked children's, the class's teacher their class's. Lists are newest published first.
 */
export function exerciseReadRoutes(deps: ExerciseServiceDeps, ctx: ExerciseContext): Router {
  const router = createRouter();
  const signedIn = authenticate(ctx.verifier);
  const teacherOnly = [signedIn, requireRole('Teacher')];
  const studentOnly = [signedIn, requireRole('Student')];
  // The answers' working is read by the reader each route has let in: its links to private uploads are signed for them.
  const links = uploadLinkOptions(ctx.config);

  router.get('/api/teacher/getExerciseByClass', ...teacherOnly, async (req, res) => {
    const { classID, studentID } = parse(classStudentQuery, req.query);
    const exercises = await classStudentExercises(deps, currentUser(req), classID, studentID);
    reply(res, { list: exercises.map((e) => toExerciseSummary(e, 'teacher')) });
  });

  router.get('/api/teacher/getExerciseByClassAndHomework', ...teacherOnly, async (req, res) => {
    const { classID, hwID } = parse(classHomeworkRequest, req.query);
    const exercises = await classHomeworkExercises(deps, currentUser(req), classID, hwID);
    reply(res, { list: exercises.map((e) => toExerciseView(e, 'teacher', new Date(), links)) });
  });

  router.get('/api/user/getExerciseList', ...studentOnly, async (req, res) => {
    const exercises = await ownExercises(deps.pool, currentUser(req));
    reply(res, { list: exercises.map((e) => toExerciseSummary(e, 'student')) });
  });

  router.get('/api/user/getExerciseByClassId', ...studentOnly, async (req, res) => {
    const { id } = parse(classIdQuery, req.query);
    const exercises = await ownExercises(deps.pool, currentUser(req), id);
    reply(res, { list: exercises.map((e) => toExerciseSummary(e, 'student')) });
  });

  // The exercise screens: the student's own, and the same page opened by the class's teacher (Detail) or a parent.
  for (const path of ['/api/user/getExerciseById', '/api/user/getStudentExerciseDetail']) {
    router.get(path, signedIn, async (req, res) => {
      const { id } = parse(exerciseIdQuery, req.query);
      const { exercise, audience } = await readExercise(deps, currentUser(req), id);
      reply(res, toExerciseView(exercise, audience, new Date(), links));
    });
  }

  router.get('/api/user/getStudentExerciseList', signedIn, async (req, res) => {
    const { studentId, classId } = parse(studentExercisesQuery, req.query);
    const readable = await studentExercises(deps, currentUser(req), studentId, classId);
    reply(res, { list: readable.map(({ exercise, audience }) => toExerciseSummary(exercise, audience)) });
  });

  return router;
}
