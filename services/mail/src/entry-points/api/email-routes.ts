import type { Router } from 'express';
import { z } from 'zod';
import { EMAIL_PAGE_SIZE, adminSendEmailRequest, sendEmailResultMessage, type EmailView } from '@tp/contracts';
import { authenticate, createRouter, parse, reply, requireAdmin, type ServiceContext } from '@tp/service-kit';
import { deleteAdminEmails, listAdminEmails } from '../../data-access/email-repository';
import { sendAdminEmail } from '../../domain/admin-send';
import type { EmailProgress, EmailRow } from '../../domain/email';
import type { MailDeps } from '../../domain/mail-deps';

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

export function emailRoutes(deps: MailDeps, ctx: ServiceContext): Router {
  const router = createRouter();
  const adminOnly = [authenticate(ctx.verifier), requireAdmin];

  router.get('/api/admin/getEmails', ...adminOnly, async (req, res) => {
    const { page, pageSize } = parse(pageQuery, req.query);
    const { rows, progress, total } = await listAdminEmails(deps.pool, page, pageSize);
    reply(res, { list: rows.map((row) => toEmail(row, progress.get(row.id)!)), total });
  });

  router.post('/api/admin/deleteEmail', ...adminOnly, async (req, res) => {
    const { ids } = parse(deleteRequest, req.body);
    const deleted = await deleteAdminEmails(deps.pool, ids);
    reply(res, { deleted }, 'Delete success');
  });

  router.post('/api/admin/sendEmail', ...adminOnly, async (req, res) => {
    const result = await sendAdminEmail(deps, parse(adminSendEmailRequest, req.body));
    reply(res, result, sendEmailResultMessage(result));
  });

  return router;
}
