import type { Router } from 'express';
import type { SourceView, TeacherSource } from '@tp/contracts';
import { authenticate, createRouter, currentUser, parse, reply, requireRole } from '@tp/service-kit';
import type { QuestionBankDeps } from '../../domain/question-bank-deps';
import type { Source } from '../../domain/question-bank-records';
import { sourcePage } from '../../domain/source-lists';
import { createSource, removeSource, updateSource } from '../../domain/sources';
import type { QuestionBankContext } from '../question-bank-context';
import { createSourceRequest, sourceIdRequest, sourceListQuery, updateSourceRequest } from './source-requests';

/** A source as lists show it (its schema is in @tp/contracts, which the screens parse with). */
const toSource = (source: Source): SourceView => ({ _id: source.id, name: source.name });
/** Teachers also see who created each source: only they (or an administrator) may change it. */
const toTeacherSource = (source: Source): TeacherSource => ({ ...toSource(source), creator: { _id: source.createdBy, name: source.createdByName } });

/** Source calls: the teachers' shared list and the student source picker. */
export function sourceRoutes(deps: QuestionBankDeps, ctx: QuestionBankContext): Router {
  const router = createRouter();
  const signedIn = authenticate(ctx.verifier);
  const teacherOnly = [signedIn, requireRole('Teacher')];

  router.get('/api/teacher/getSourceList', ...teacherOnly, async (req, res) => {
    const { rows, total } = await sourcePage(deps.pool, parse(sourceListQuery, req.query));
    reply(res, { list: rows.map(toTeacherSource), total });
  });

  router.post('/api/teacher/createSource', ...teacherOnly, async (req, res) => {
    const { name } = parse(createSourceRequest, req.body);
    reply(res, toTeacherSource(await createSource(deps.pool, currentUser(req), name)), 'Add success');
  });

  router.post('/api/teacher/updateSource', ...teacherOnly, async (req, res) => {
    const { id, name } = parse(updateSourceRequest, req.body);
    reply(res, toTeacherSource(await updateSource(deps.pool, currentUser(req), id, name)), 'Successfully saved');
  });

  router.post('/api/teacher/deleteSource', ...teacherOnly, async (req, res) => {
    const { id } = parse(sourceIdRequest, req.body);
    await removeSource(deps.pool, currentUser(req), id);
    reply(res, { _id: id }, 'Delete success');
  });

  router.get('/api/user/getUserSource', signedIn, async (req, res) => {
    const { rows, total } = await sourcePage(deps.pool, parse(sourceListQuery, req.query));
    reply(res, { list: rows.map(toSource), total });
  });

  return router;
}
