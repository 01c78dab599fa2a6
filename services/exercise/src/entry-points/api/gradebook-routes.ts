import type { Router } from 'express';
import { z } from 'zod';
import { GRADEBOOK_EXPORT_FORMATS, type Gradebook, type GradebookChildRow } from '@tp/contracts';
import { authenticate, createRouter, currentUser, idField, parse, reply, requireRole } from '@tp/service-kit';
import { childGradebookRow, classGradebook } from '../../domain/gradebook/gradebook';
import { gradebookFileName } from '../../gradebook-files/gradebook-table';
import type { ExerciseContext, ExerciseServiceDeps } from '../exercise-context';
import { classStudentQuery } from './publish-requests';

const classQuery = z.object({ classID: idField('class', 'classID') });
const exportQuery = classQuery.extend({
  format: z.enum(GRADEBOOK_EXPORT_FORMATS, { error: 'The format must be xlsx or csv.' }).default('xlsx'),
});

const CONTENT_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
} as const;

/** The gradebook: the class's teacher reads and downloads the whole class; a parent reads their child's row. */
export function gradebookRoutes(deps: ExerciseServiceDeps, ctx: ExerciseContext): Router {
  const router = createRouter();
  const signedIn = authenticate(ctx.verifier);

  router.get('/api/teacher/getGradebook', signedIn, requireRole('Teacher'), async (req, res) => {
    const { classID } = parse(classQuery, req.query);
    const book: Gradebook = await classGradebook(deps, currentUser(req), classID);
    reply(res, book);
  });

  // A download: the file itself, not the envelope (refusals still come as the envelope, with their status).
  router.get('/api/teacher/exportGradebook', signedIn, requireRole('Teacher'), async (req, res) => {
    const { classID, format } = parse(exportQuery, req.query);
    const book = await classGradebook(deps, currentUser(req), classID);
    const body = await deps.gradebookFiles.build(book, format);
    res.setHeader('Content-Type', CONTENT_TYPES[format]);
    res.setHeader('Content-Disposition', `attachment; filename="${gradebookFileName(book.class.name, format)}"`);
    res.setHeader('Cache-Control', 'no-store');
    res.send(body);
  });

  router.get('/api/user/getGradebookRow', signedIn, requireRole('Parent'), async (req, res) => {
    const { classID, studentID } = parse(classStudentQuery, req.query);
    const row: GradebookChildRow = await childGradebookRow(deps, currentUser(req), classID, studentID);
    reply(res, row);
  });

  return router;
}
