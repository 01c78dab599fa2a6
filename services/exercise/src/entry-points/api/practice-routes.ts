import type { Router } from 'express';
import {
  REPORT_SUBMITTED_MESSAGE, giveUpResourceQuestionRequest, reportResourceQuestionRequest, settingsSavedMessage, submitResourceQuestionRequest,
  type PracticeQuestionBatch, type PracticeRecordPage, type ResourceRecordList, type StudentPracticeRecords,
} from '@tp/contracts';
import { authenticate, createRouter, currentUser, parse, reply, requireRole } from '@tp/service-kit';
import { giveUpPractice, nextQuestions, submitPractice } from '../../domain/practice-play';
import { classStudentPractice, practiceHistory, settingRecords } from '../../domain/practice-records';
import { readSetting, saveSetting } from '../../domain/practice-settings';
import { reportQuestion } from '../../domain/question-reports';
import type { ExerciseContext, ExerciseServiceDeps } from '../exercise-context';
import { classStudentPracticeQuery, recordPageQuery, settingRequest } from './practice-requests';
import { toPracticeQuestion, toPracticeRecord, toPracticeResult } from './practice-views';

/**
 * Self-practice ("Resources"): a student's setting, the questions it serves, their answers, records and bug
 * reports (students only: each works on the caller's own practice); and the class's teacher's view of a student's
 * practice records.
 */
export function practiceRoutes(deps: ExerciseServiceDeps, ctx: ExerciseContext): Router {
  const router = createRouter();
  const signedIn = authenticate(ctx.verifier);
  const student = [signedIn, requireRole('Student')];

  router.get('/api/user/getUserSetting', ...student, async (req, res) => {
    reply(res, await readSetting(deps, currentUser(req)));
  });

  router.post('/api/user/updateUserSetting', ...student, async (req, res) => {
    const count = await saveSetting(deps, currentUser(req), parse(settingRequest, req.body));
    reply(res, count, settingsSavedMessage(count));
  });

  router.get('/api/user/getResourceQuestion', ...student, async (req, res) => {
    const { questions, done, total } = await nextQuestions(deps, currentUser(req));
    const result: PracticeQuestionBatch = { questions: questions.map(toPracticeQuestion), done, total };
    reply(res, result);
  });

  router.post('/api/user/submitResourceQuestion', ...student, async (req, res) => {
    reply(res, toPracticeResult(await submitPractice(deps, currentUser(req), parse(submitResourceQuestionRequest, req.body))), 'Successfully saved');
  });

  router.post('/api/user/giveUpResourceQuestion', ...student, async (req, res) => {
    reply(res, toPracticeResult(await giveUpPractice(deps, currentUser(req), parse(giveUpResourceQuestionRequest, req.body))), 'Successfully saved');
  });

  router.post('/api/user/reportResourceQuestion', ...student, async (req, res) => {
    const report = await reportQuestion(deps, currentUser(req), parse(reportResourceQuestionRequest, req.body));
    reply(res, { _id: report.id }, REPORT_SUBMITTED_MESSAGE);
  });

  router.get('/api/user/getResourceRecord', ...student, async (req, res) => {
    const { rows, counts } = await settingRecords(deps.pool, currentUser(req));
    const result: ResourceRecordList = { list: rows.map(toPracticeRecord), ...counts };
    reply(res, result);
  });

  router.get('/api/user/getStudentQuestionRecord', ...student, async (req, res) => {
    const { rows, total } = await practiceHistory(deps.pool, currentUser(req), parse(recordPageQuery, req.query));
    const result: PracticeRecordPage = { list: rows.map(toPracticeRecord), total };
    reply(res, result);
  });

  router.get('/api/teacher/getStudentExerciseByClass', signedIn, requireRole('Teacher'), async (req, res) => {
    const { rows, total, counts } = await classStudentPractice(deps, currentUser(req), parse(classStudentPracticeQuery, req.query));
    const result: StudentPracticeRecords = { list: rows.map(toPracticeRecord), total, ...counts };
    reply(res, result);
  });

  return router;
}
