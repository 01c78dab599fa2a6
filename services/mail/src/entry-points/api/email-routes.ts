import type { Router } from 'express';
import { z } from 'zod';
import { EMAIL_PAGE_SIZE, adminSendEmailRequest, sendEmailResultMessage, type EmailView } from '@tp/contracts';
import { authenticate, createRouter, parse, reply, requireAdmin, type ServiceContext } from '@tp/service-kit';
import { deleteAdminEmails, listAdminEmails, type EmailProgress, type EmailRow } from '../../data-access/email-repository';
import { sendAdminEmail, type AdminSendDeps } from '../../domain/admin-send';

const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(EMAIL_PAGE_SIZE),
});
const deleteRequest = z.object({ ids: z.array(z.string().uuid('Each id must be an e-mail id.')).min(1, 'Please select e-mails to delete.') });

/** An e-mail as the admin e-mail list shows it. */
function toEmail(row: EmailRow, progress: EmailProgress): EmailView {
  return {
    _id: row.id,
    title: row.title,
    content: row.content,
    recipient: row.recipient,
    emailGroup: row.email_group,
    createdAt: row.created_at.toISOString(),
    status: row.status,
    failEmails: progress.failEmails,
    progress: { sent: progress.sent, failed: progress.failed, total: progress.total },
  };
}

export function emailRoutes(ctx: ServiceContext, send: Omit<AdminSendDeps, 'pool'>): Router {
  const router = createRouter();
  const adminOnly = [authenticate(ctx.verifier), requireAdmin];

  router.get('/api/admin/getEmails', ...adminOnly, async (req, res) => {
    const { page, pageSize } = parse(pageQuery, req.query);
    const { rows, progress, total } = await listAdminEmails(ctx.pool, page, pageSize);
    reply(res, { list: rows.map((row) => toEmail(row, progress.get(row.id)!)), total });
  });

  router.post('/api/admin/deleteEmail', ...adminOnly, async (req, res) => {
    const { ids } = parse(deleteRequest, req.body);
    const deleted = await deleteAdminEmails(ctx.pool, ids);
    reply(res, { deleted }, 'Delete success');
  });

  router.post('/api/admin/sendEmail', ...adminOnly, async (req, res) => {
    const result = await sendAdminEmail({ pool: ctx.pool, ...send }, parse(adminSendEmailRequest, req.body));
    reply(res, result, sendEmailResultMessage(result));
  });

  return router;
}
