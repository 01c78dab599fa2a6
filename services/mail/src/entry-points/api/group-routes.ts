import type { Router } from 'express';
import { addEmailGroupRequest, deleteEmailGroupRequest, editEmailGroupRequest } from '@tp/contracts';
import { authenticate, createRouter, parse, reply, requireAdmin, type ServiceContext } from '@tp/service-kit';
import { addGroup, editGroup, groupViews, removeGroup } from '../../domain/email-groups';
import type { MailDeps } from '../../domain/mail-deps';

/** The admin's e-mail groups: a name and users, chosen on the send page instead of one address at a time. */
export function groupRoutes(deps: MailDeps, ctx: ServiceContext): Router {
  const router = createRouter();
  const adminOnly = [authenticate(ctx.verifier), requireAdmin];

  router.get('/api/admin/getGroupEmails', ...adminOnly, async (_req, res) => {
    reply(res, { list: await groupViews(deps.pool) });
  });

  router.post('/api/admin/addGroupEmail', ...adminOnly, async (req, res) => {
    reply(res, await addGroup(deps.pool, parse(addEmailGroupRequest, req.body)), 'Add success');
  });

  router.post('/api/admin/editGroupEmail', ...adminOnly, async (req, res) => {
    reply(res, await editGroup(deps.pool, parse(editEmailGroupRequest, req.body)), 'Successfully saved');
  });

  router.post('/api/admin/deleteGroupEmail', ...adminOnly, async (req, res) => {
    await removeGroup(deps.pool, parse(deleteEmailGroupRequest, req.body).id);
    reply(res, null, 'Delete success');
  });

  return router;
}
