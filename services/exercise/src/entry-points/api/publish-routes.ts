import type { Router } from 'express';
import { authenticate, createRouter, currentUser, parse, reply, requireRole } from '@tp/service-kit';
import { publishHomework, studentPublishList, unpublishExercises } from '../../domain/publishing';
import type { ExerciseContext, ExerciseServiceDeps } from '../exercise-context';
import { classHomeworkRequest, publishHomeworkRequest, unpublishHomeworkRequest } from './publish-requests';

/** The teacher's publishing calls: homework of a class to chosen students, taking it back, who has it. */
export function publishRoutes(deps: ExerciseServiceDeps, ctx: ExerciseContext): Router {
  const router = createRouter();
  const teacherOnly = [authenticate(ctx.verifier), requireRole('Teacher')];

  router.post('/api/teacher/publishHomework', ...teacherOnly, async (req, res) => {
    const { classID, hwID, studentIDs } = parse(publishHomeworkRequest, req.body);
    const result = await publishHomework(deps, currentUser(req), { classId: classID, homeworkId: hwID, studentIds: studentIDs });
    reply(res, result, 'Publish homework successfully');
  });

  router.post('/api/teacher/unPublishHomework', ...teacherOnly, async (req, res) => {
    const { exerciseIds } = parse(unpublishHomeworkRequest, req.body);
    reply(res, await unpublishExercises(deps.pool, currentUser(req), exerciseIds), 'Unpublish homework successfully');
  });

  router.post('/api/teacher/getStudentListByExercise', ...teacherOnly, async (req, res) => {
    const { classID, hwID } = parse(classHomeworkRequest, req.body);
    reply(res, { list: await studentPublishList(deps, currentUser(req), classID, hwID) });
  });

  return router;
}
