import type { Router } from 'express';
import { authenticate, createRouter, currentUser, parse, reply, requireRole, type ServiceContext } from '@tp/service-kit';
import type { BillingDeps } from '../../domain/billing-deps';
import { classRegistrations, deleteByTeacher, registerByTeacher } from '../../domain/teacher-registrations';
import { classIdQuery, interestIdRequest } from './billing-requests';
import { toTeacherEntry } from './registration-views';

/** Teacher calls on a class's interests: list, Add (register), Delete. */
export function teacherRegistrationRoutes(deps: BillingDeps, ctx: ServiceContext): Router {
  const router = createRouter();
  const teacherOnly = [authenticate(ctx.verifier), requireRole('Teacher')];

  router.get('/api/teacher/getClassRegisterList', ...teacherOnly, async (req, res) => {
    const { id } = parse(classIdQuery, req.query);
    reply(res, { list: (await classRegistrations(deps, currentUser(req), id)).map(toTeacherEntry) });
  });

  router.post('/api/teacher/registerClass', ...teacherOnly, async (req, res) => {
    const { interestId } = parse(interestIdRequest, req.body);
    const registered = await registerByTeacher(deps, currentUser(req), interestId);
    reply(res, toTeacherEntry(registered), 'Add success');
  });

  router.post('/api/teacher/deleteRegisterClass', ...teacherOnly, async (req, res) => {
    const { interestId } = parse(interestIdRequest, req.body);
    await deleteByTeacher(deps, currentUser(req), interestId);
    reply(res, { _id: interestId }, 'Delete success');
  });

  return router;
}
