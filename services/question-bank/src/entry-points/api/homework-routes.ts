import type { Router } from 'express';
import { authenticate, createRouter, currentUser, parse, reply, requireRole } from '@tp/service-kit';
import {
  addQuestionsToHomework, copyHomework, createHomework, questionsOfHomework, readHomework, removeHomework, removeQuestionsFromHomework, reorderHomework, saveHomework,
} from '../../domain/homework';
import { ownHomeworkPage } from '../../domain/homework-lists';
import type { QuestionBankDeps } from '../../domain/question-bank-deps';
import type { QuestionBankContext } from '../question-bank-context';
import {
  createHomeworkRequest, homeworkIdRequest, homeworkListQuery, homeworkQuestionsRequest, reorderHomeworkRequest, updateHomeworkRequest,
} from './homework-requests';
import { toHomeworkView, toHomeworkWithQuestions } from './homework-views';

/** Homework calls: a teacher's own question sets; getHWById also for administrators. */
export function homeworkRoutes(deps: QuestionBankDeps, ctx: QuestionBankContext): Router {
  const router = createRouter();
  const signedIn = authenticate(ctx.verifier);
  const teacherOnly = [signedIn, requireRole('Teacher')];

  router.get('/api/teacher/getHWByTeacher', ...teacherOnly, async (req, res) => {
    const query = parse(homeworkListQuery, req.query);
    const { rows, total } = await ownHomeworkPage(deps.pool, currentUser(req), query);
    reply(res, { list: rows.map(toHomeworkView), total });
  });

  router.post('/api/teacher/createHomeWork', ...teacherOnly, async (req, res) => {
    const { language } = parse(createHomeworkRequest, req.body);
    reply(res, toHomeworkView(await createHomework(deps.pool, currentUser(req), language)), 'Create Homework successfully');
  });

  router.post('/api/teacher/updateHW', ...teacherOnly, async (req, res) => {
    const { _id, numQuestions: _ignored, ...changes } = parse(updateHomeworkRequest, req.body);
    reply(res, toHomeworkView(await saveHomework(deps.pool, currentUser(req), _id, changes)), 'Successfully saved');
  });

  router.post('/api/teacher/copyHomeWork', ...teacherOnly, async (req, res) => {
    const { id } = parse(homeworkIdRequest, req.body);
    reply(res, toHomeworkView(await copyHomework(deps.pool, currentUser(req), id)), 'Create Homework successfully');
  });

  router.post('/api/teacher/deleteHW', ...teacherOnly, async (req, res) => {
    const { id } = parse(homeworkIdRequest, req.body);
    await removeHomework(deps.pool, currentUser(req), id);
    reply(res, { _id: id }, 'Delete Homework successfully');
  });

  router.post('/api/teacher/batchAddQToHW', ...teacherOnly, async (req, res) => {
    const { id, QIds } = parse(homeworkQuestionsRequest, req.body);
    reply(res, toHomeworkView(await addQuestionsToHomework(deps.pool, currentUser(req), id, QIds)), 'Add success');
  });

  router.post('/api/teacher/batchDeleteQFromHW', ...teacherOnly, async (req, res) => {
    const { id, QIds } = parse(homeworkQuestionsRequest, req.body);
    reply(res, toHomeworkView(await removeQuestionsFromHomework(deps.pool, currentUser(req), id, QIds)), 'Delete success');
  });

  router.post('/api/teacher/setQFormHW', ...teacherOnly, async (req, res) => {
    const { id, questionList } = parse(reorderHomeworkRequest, req.body);
    reply(res, toHomeworkView(await reorderHomework(deps.pool, currentUser(req), id, questionList)), 'Successfully saved');
  });

  router.post('/api/user/getHWById', signedIn, async (req, res) => {
    const { id } = parse(homeworkIdRequest, req.body);
    const homework = await readHomework(deps.pool, currentUser(req), id);
    reply(res, toHomeworkWithQuestions(homework, await questionsOfHomework(deps.pool, homework)));
  });

  return router;
}
