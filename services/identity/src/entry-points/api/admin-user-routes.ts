import type { Router } from 'express';
import { z } from 'zod';
import { adminCreateUserRequest, adminUpdateUserRequest, idRequest } from '@tp/contracts';
import { authenticate, createRouter, currentUser, parse, reply, requireAdmin, type ServiceContext } from '@tp/service-kit';
import { listUsersByRole, searchUsers } from '../../data-access/user-repository';
import { createUser, deleteUserAsAdmin, findUserOrFail, updateUserAsAdmin } from '../../domain/admin-users';
import type { IdentityDeps } from '../../domain/identity-deps';
import { toListItem, toSummary, toUserRecord } from '../../domain/user-view';

const keywordQuery = z.object({ keyword: z.string().trim().max(200, 'The search keyword is too long.').optional().default('') });
const idQuery = z.object({ id: z.string().trim().min(1, 'Please give the user id.') });

/** Admin user management: list and search, create, read, edit, delete, and the teachers list. */
export function adminUserRoutes(deps: IdentityDeps, ctx: ServiceContext): Router {
  const router = createRouter();
  router.use('/api/admin', authenticate(ctx.verifier), requireAdmin);

  router.get('/api/admin/getUsers', async (req, res) => {
    const { keyword } = parse(keywordQuery, req.query);
    const rows = await searchUsers(deps.pool, keyword);
    reply(res, { list: rows.map(toListItem), total: rows.length });
  });

  router.get('/api/admin/getTeachers', async (_req, res) => {
    reply(res, { list: (await listUsersByRole(deps.pool, 'Teacher')).map(toSummary) });
  });

  router.get('/api/admin/getUserById', async (req, res) => {
    const { id } = parse(idQuery, req.query);
    reply(res, toUserRecord(await findUserOrFail(deps, id)));
  });

  router.post('/api/admin/createUser', async (req, res) => {
    reply(res, await createUser(deps, parse(adminCreateUserRequest, req.body)), 'User created');
  });

  router.post('/api/admin/updateUser', async (req, res) => {
    reply(res, await updateUserAsAdmin(deps, currentUser(req), parse(adminUpdateUserRequest, req.body)), 'Information updated successfully');
  });

  router.post('/api/admin/deleteUser', async (req, res) => {
    const { id } = parse(idRequest, req.body);
    await deleteUserAsAdmin(deps, currentUser(req), id);
    reply(res, null, 'Delete success');
  });

  return router;
}
