import type { Router } from 'express';
import { z } from 'zod';
import { authenticate, createRouter, parse, reply, requireAdmin, type ServiceContext } from '@tp/service-kit';
import { deleteAdminEmails, listAdminEmails, type EmailRow } from '../../data-access/email-repository';

const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
const deleteRequest = z.object({ ids: z.array(z.string().uuid('Each id must be an e-mail id.')).min(1, 'Please select e-mails to delete.') });

/** An e-mail as the admin e-mail list shows it. */
function toEmail(row: EmailRow) {
  return {
    _id: row.id,
    title: row.title,
    content: row.content,
    recipient: row.recipient,
    emailGroup: row.email_group,
    createdAt: row.created_at.toISOString(),
    status: row.status,
    failEmails: row.fail_emails,
  };
}

export function emailRoutes(ctx: ServiceContext): Router {
  const router = createRouter();
  router.use('/api/admin', authenticate(ctx.verifier), requireAdmin);

  router.get('/api/admin/getEmails', async (req, res) => {
    const { page, pageSize } = parse(pageQuery, req.query);
    const { rows, total } = await listAdminEmails(ctx.pool, page, pageSize);
    reply(res, { list: rows.map(toEmail), total });
  });

  router.post('/api/admin/deleteEmail', async (req, res) => {
    const { ids } = parse(deleteRequest, req.body);
    const deleted = await deleteAdminEmails(ctx.pool, ids);
    reply(res, { deleted }, 'Delete success');
  });

  return router;
}
