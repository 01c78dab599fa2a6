import type { Router } from 'express';
import { ErrorCode } from '@tp/contracts';
import type { ImportRefusal, ImportResult } from '@tp/contracts/question-import';
import { authenticate, createRouter, currentUser, parse, reply, requireRole } from '@tp/service-kit';
import type { QuestionBankDeps } from '../../domain/question-bank-deps';
import { importQuestions } from '../../domain/question-import';
import { questionTemplate } from '../../domain/question-template';
import type { QuestionBankContext } from '../question-bank-context';
import { batchCreateRequest, uploadKeyOf } from './question-import-requests';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The spreadsheet import of questions and its template. */
export function questionImportRoutes(deps: QuestionBankDeps, ctx: QuestionBankContext): Router {
  const router = createRouter();
  let template: Promise<Buffer> | undefined;

  // Public: a download link cannot send the bearer header, and the template holds nothing but examples.
  router.get('/api/question_template.xlsx', async (_req, res) => {
    // Built once: it is the same for everyone.
    template ??= questionTemplate().catch((err: unknown) => {
      template = undefined;
      throw err;
    });
    const bytes = await template;
    res.setHeader('Content-Type', XLSX_TYPE);
    res.setHeader('Content-Disposition', 'attachment; filename="question_template.xlsx"');
    res.setHeader('Cache-Control', 'no-cache');
    res.send(bytes);
  });

  router.post('/api/teacher/batchCreateQuestion', authenticate(ctx.verifier), requireRole('Teacher'), async (req, res) => {
    const { filePath, language } = parse(batchCreateRequest, req.body);
    const outcome = await importQuestions(deps.pool, deps.uploads, deps.questionFiles, currentUser(req), { key: uploadKeyOf(filePath), language });
    if ('created' in outcome) {
      reply(res, outcome satisfies ImportResult, 'Add success');
      return;
    }
    const count = outcome.problems.length;
    const result: ImportRefusal = { problems: outcome.problems };
    res.status(ErrorCode.BadRequest).json({ code: ErrorCode.BadRequest, msg: `The file was not imported: ${count} problem${count === 1 ? '' : 's'}. Nothing was created.`, result });
  });

  return router;
}
