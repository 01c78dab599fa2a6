import type { Router } from 'express';
import { z } from 'zod';
import { INTERNAL_USERS_PAGE_MAX, type InternalUserPage } from '@tp/contracts';
import { createRouter, parse, reply, type ServiceContext } from '@tp/service-kit';
import { listUsersAfter } from '../../data-access/user-repository';
import type { IdentityDeps } from '../../domain/identity-deps';
import { toChangedPayload } from '../../domain/user-view';

const pageQuery = z.object({
  after: z.uuid('after must be a user id.').optional(),
  limit: z.coerce.number().int().min(1).max(INTERNAL_USERS_PAGE_MAX).default(INTERNAL_USERS_PAGE_MAX),
});

/**
 * Calls of other services with a service token (the kit refuses any other on /internal); the gateway never routes
 * /internal. A service that starts keeping a copy of the users after they were announced (mail's groups) reads them
 * here once, a page at a time, then follows the user.* events.
 */
export function internalRoutes(deps: IdentityDeps, _ctx: ServiceContext): Router {
  const router = createRouter();

  router.get('/internal/users', async (req, res) => {
    const { after, limit } = parse(pageQuery, req.query);
    // Taken before the read: the page is at least this new, so an event that happened later wins over it.
    const asOf = new Date().toISOString();
    const result: InternalUserPage = { list: (await listUsersAfter(deps.pool, after, limit)).map(toChangedPayload), asOf };
    reply(res, result);
  });

  return router;
}
