import type { Router } from 'express';
import { exerciseIdRequest, giveExtraTimeRequest, type ExamClockResult } from '@tp/contracts';
import { authenticate, createRouter, currentUser, parse, reply, requireRole } from '@tp/service-kit';
import { examHeartbeat, examMonitorSnapshot, giveExtraTime } from '../../domain/exam-monitor';
import { classToManage } from '../../domain/publishing';
import type { ExerciseContext, ExerciseServiceDeps } from '../exercise-context';
import { remainingTime } from './exercise-views';
import { classHomeworkRequest } from './publish-requests';

/**
 * The live exam monitor (a snapshot, and the same as server-sent events), extra time, and the student's exam
 * heartbeat. The class's teacher (catalog says who) and administrators open the monitor; anyone else gets 403.
 */
export function examMonitorRoutes(deps: ExerciseServiceDeps, ctx: ExerciseContext): Router {
  const router = createRouter();
  const signedIn = authenticate(ctx.verifier);
  const teacher = [signedIn, requireRole('Teacher')];
  const { neighbours, monitors } = deps;

  router.get('/api/teacher/getExamMonitor', ...teacher, async (req, res) => {
    const { classID, hwID } = parse(classHomeworkRequest, req.query);
    await classToManage(neighbours, currentUser(req), classID);
    reply(res, await examMonitorSnapshot(deps.pool, classID, hwID));
  });

  router.get('/api/teacher/examMonitorStream', ...teacher, async (req, res) => {
    const { classID, hwID } = parse(classHomeworkRequest, req.query);
    const user = currentUser(req);
    // The token `authenticate` accepted: the stream checks it again while open (sign-out, expiry).
    const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')![1];
    await monitors.serve(req, res, { classId: classID, homeworkId: hwID }, { userId: user.id, token, verifier: ctx.verifier }, () =>
      classToManage(neighbours, user, classID),
    );
  });

  router.post('/api/teacher/giveExtraTime', ...teacher, async (req, res) => {
    const request = parse(giveExtraTimeRequest, req.body);
    const row = await giveExtraTime(deps.pool, currentUser(req), request);
    reply(res, row, `${request.minutes} minute${request.minutes === 1 ? '' : 's'} of extra time given to ${row.student.name}.`);
  });

  router.post('/api/user/examHeartbeat', signedIn, requireRole('Student'), async (req, res) => {
    const { id } = parse(exerciseIdRequest, req.body);
    const { exercise, now } = await examHeartbeat(deps.pool, currentUser(req), id);
    const clock: ExamClockResult = {
      examRemainingTime: remainingTime(exercise, now),
      endExamAt: exercise.endExamAt?.toISOString() ?? null,
      finished: exercise.finishedAt !== null,
    };
    reply(res, clock);
  });

  return router;
}
