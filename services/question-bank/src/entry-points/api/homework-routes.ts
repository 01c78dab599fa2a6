import type { Router } from 'express';
import { authenticate, createRouter, currentUser, parse, reply, requireRole, type ServiceContext } from '@tp/service-kit';
import { listTeacherHomework } from '../../data-access/homework-repository';
import {
  addQuestionsToHomework, copyHomework, createHomework, questionsOfHomework, readHomework, removeHomework, removeQuestionsFromHomework, reorderHomework, saveHomework,
} from '../../domain/homework';
import {
  createHomeworkRequest, homeworkIdRequest, homeworkListQuery, homeworkQuestionsRequest, reorderHomeworkRequest, updateHomeworkRequest,
} from './homework-requests';
import { toHomeworkView, toHomeworkWithQuestions } from './homework-views';

/** Homework calls: a teacher's own question sets; getHWById also for administrators. */
export function homeworkRoutes(ctx: ServiceContext): Router {
  const router = createRouter();
  const signedIn = authenticate(ctx.verifier);
  const teacherOnly = [signedIn, requireRole('Teacher')];

  router.get('/api/teacher/getHWByTeacher', ...teacherOnly, async (req, res) => {
    const query = parse(homeworkListQuery, req.query);
    const { rows, total } = await listTeacherHomework(ctx.pool, { ...query, teacherId: currentUser(req).id });
    reply(res, { list: rows.map(toHomeworkView), total });
  });

  router.post('/api/teacher/createHomeWork', ...teacherOnly, async (req, res) => {
    const { language } = parse(createHomeworkRequest, req.body);
    reply(res, toHomeworkView(await createHomework(ctx.pool, currentUser(req), language)), 'Create Homework successfully');
  });

  router.post('/api/teacher/updateHW', ...teacherOnly, async (req, res) => {
    const { _id, numQuestions: _ignored, ...changes } = parse(updateHomeworkRequest, req.body);
    reply(res, toHomeworkView(await saveHomework(ctx.pool, currentUser(req), _id, changes)), 'Successfully saved');
  });

  router.post('/api/teacher/copyHomeWork', ...teacherOnly, async (req, res) => {
    const { id } = parse(homeworkIdRequest, req.body);
    reply(res, toHomeworkView(await copyHomework(ctx.pool, currentUser(req), id)), 'Create Homework successfully');
  });

  router.post('/api/teacher/deleteHW', ...teacherOnly, async (req, res) => {
    const { id } = parse(homeworkIdRequest, req.body);
    await removeHomework(ctx.pool, currentUser(req), id);
    reply(res, { _id: id }, 'Delete Homework successfully');
  });

  router.post('/api/teacher/batchAddQToHW', ...teacherOnly, async (req, res) => {
    const { id, QIds } = parse(homeworkQuestionsRequest, req.body);
    reply(res, toHomeworkView(await addQuestionsToHomework(ctx.pool, currentUser(req), id, QIds)), 'Add success');
  });

  router.post('/api/teacher/batchDeleteQFromHW', ...teacherOnly, async (req, res) => {
    const { id, QIds } = parse(homeworkQuestionsRequest, req.body);
    reply(res, toHomeworkView(await removeQuestionsFromHomework(ctx.pool, currentUser(req), id, QIds)), 'Delete success');
  });

  router.post('/api/teacher/setQFormHW', ...teacherOnly, async (req, res) => {
    const { id, questionList } = parse(reorderHomeworkRequest, req.body);
    reply(res, toHomeworkView(await reorderHomework(ctx.pool, currentUser(req), id, questionList)), 'Successfully saved');
  });

  router.post('/api/user/getHWById', signedIn, async (req, res) => {
    const { id } = parse(homeworkIdRequest, req.body);
    const homework = await readHomework(ctx.pool, currentUser(req), id);
    reply(res, toHomeworkWithQuestions(homework, await questionsOfHomework(ctx.pool, homework)));
  });

  return router;
}
