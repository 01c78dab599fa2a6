import type { Router } from 'express';
import { authenticate, createRouter, currentUser, parse, reply, requireRole, type ServiceContext } from '@tp/service-kit';
import type { CatalogDeps } from '../../domain/catalog-deps';
import { addHomeworkToClass, removeAllHomeworkFromClass, removeHomeworkFromClass } from '../../domain/class-homework';
import { addHomeworkRequest, classIdBody, removeHomeworkRequest } from './class-homework-requests';
import { toClassHomework } from './class-views';

/** A class's homework: its teacher (or an administrator) adds and removes it; getClassById lists it. */
export function classHomeworkRoutes(deps: CatalogDeps, ctx: ServiceContext): Router {
  const router = createRouter();
  const asTeacher = [authenticate(ctx.verifier), requireRole('Teacher')];

  router.post('/api/teacher/addHWToClass', ...asTeacher, async (req, res) => {
    const { id, hwID, isPub } = parse(addHomeworkRequest, req.body);
    const link = await addHomeworkToClass(deps, currentUser(req), { classId: id, homeworkId: hwID, isPublish: isPub });
    reply(res, toClassHomework(link), 'Add success');
  });

  router.post('/api/teacher/deleteHWFromClass', ...asTeacher, async (req, res) => {
    const { id, hwID } = parse(removeHomeworkRequest, req.body);
    await removeHomeworkFromClass(deps, currentUser(req), id, hwID);
    reply(res, { _id: hwID }, 'Delete success');
  });

  router.post('/api/teacher/deleteAllHomework', ...asTeacher, async (req, res) => {
    const { id } = parse(classIdBody, req.body);
    await removeAllHomeworkFromClass(deps, currentUser(req), id);
    reply(res, { _id: id }, 'Delete success');
  });

  return router;
}
