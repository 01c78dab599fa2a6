import type { Router } from 'express';
import { authenticate, createRouter, currentUser, parse, reply, requireRole, type ServiceContext } from '@tp/service-kit';
import { listTeacherClasses } from '../../data-access/class-repository';
import type { CatalogDeps } from '../../domain/catalog-deps';
import { classHomeworkFor } from '../../domain/class-homework';
import { updateClassIntro } from '../../domain/class-editing';
import { copyOwnClass, createClass, deleteOwnClass, ownClass, publishOwnClass } from '../../domain/teacher-classes';
import { classIdRequest, classListQuery, createClassRequest, setPublishRequest, updateClassIntroRequest } from './class-requests';
import { toClassView } from './class-views';

/** Teacher class calls: each works on the caller's own classes only. */
export function teacherClassRoutes(deps: CatalogDeps, ctx: ServiceContext): Router {
  const router = createRouter();
  const asTeacher = [authenticate(ctx.verifier), requireRole('Teacher')];

  router.get('/api/teacher/getClassesByTeacher', ...asTeacher, async (req, res) => {
    const { name, language } = parse(classListQuery, req.query);
    const classes = await listTeacherClasses(deps.pool, currentUser(req).id, language, name);
    reply(res, { list: classes.map((cls) => toClassView(cls)) });
  });

  router.get('/api/teacher/getClassById', ...asTeacher, async (req, res) => {
    const { id } = parse(classIdRequest, req.query);
    const cls = await ownClass(deps.pool, currentUser(req), id);
    reply(res, toClassView(cls, await classHomeworkFor(deps.pool, currentUser(req), cls.id)));
  });

  router.post('/api/teacher/createClassByTeacher', ...asTeacher, async (req, res) => {
    const { language } = parse(createClassRequest, req.body);
    reply(res, toClassView(await createClass(deps, currentUser(req), language)), 'Add success');
  });

  router.post('/api/teacher/copyClass', ...asTeacher, async (req, res) => {
    const { id } = parse(classIdRequest, req.body);
    reply(res, toClassView(await copyOwnClass(deps, currentUser(req), id)), 'Add success');
  });

  router.post('/api/teacher/deleteClassByTeacher', ...asTeacher, async (req, res) => {
    const { id } = parse(classIdRequest, req.body);
    await deleteOwnClass(deps, currentUser(req), id);
    reply(res, { _id: id }, 'Delete success');
  });

  router.post('/api/teacher/setPublishClass', ...asTeacher, async (req, res) => {
    const { id, publish } = parse(setPublishRequest, req.body);
    reply(res, toClassView(await publishOwnClass(deps, currentUser(req), id, publish)));
  });

  router.post('/api/teacher/updateClassIntro', ...asTeacher, async (req, res) => {
    const { _id, ...fields } = parse(updateClassIntroRequest, req.body);
    reply(res, toClassView(await updateClassIntro(deps, currentUser(req), { id: _id, ...fields })), 'Successfully saved');
  });

  return router;
}
