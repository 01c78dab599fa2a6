import type { Router } from 'express';
import { ErrorCode } from '@tp/contracts';
import type { ImportRefusal, ImportResult } from '@tp/contracts/question-import';
import { authenticate, createRouter, currentUser, parse, reply, requireRole, type ServiceContext } from '@tp/service-kit';
import type { QuestionBankConfig } from '../../config';
import { UploadClient } from '../../data-access/upload-client';
import { importQuestions, type QuestionFiles } from '../../domain/question-import';
import { questionTemplate } from '../../domain/question-template';
import { batchCreateRequest, uploadKeyOf } from './question-import-requests';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The spreadsheet import of questions and its template. */
export function questionImportRoutes(ctx: ServiceContext<QuestionBankConfig>, files: QuestionFiles): Router {
  const router = createRouter();
  const uploads = new UploadClient(ctx.config.CATALOG_URL, ctx.config.CATALOG_TIMEOUT_MS, ctx.internal);
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
    const outcome = await importQuestions(ctx.pool, uploads, files, currentUser(req), { key: uploadKeyOf(filePath), language });
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
