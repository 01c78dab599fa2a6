import type { Router } from 'express';
import { getUserByEmailRequest } from '@tp/contracts';
import { authenticate, createRouter, notFound, parse, reply, requireRole, type ServiceContext } from '@tp/service-kit';
import { findUserByEmail } from '../../data-access/user-repository';
import type { IdentityDeps } from '../../domain/identity-deps';
import { requireEmail } from '../../domain/sign-in';
import { toStudentLookup } from '../../domain/user-view';

/** The Add Students screen looks a student up by e-mail before adding them to a class. */
export function teacherRoutes(deps: IdentityDeps, ctx: ServiceContext): Router {
  const router = createRouter();

  router.post('/api/teacher/getUserByEmail', authenticate(ctx.verifier), requireRole('Teacher'), async (req, res) => {
    const { email } = parse(getUserByEmailRequest, req.body);
    requireEmail(email);
    const row = await findUserByEmail(deps.pool, email);
    if (!row || row.role !== 'Student') throw notFound('No student found with this e-mail.');
    reply(res, toStudentLookup(row));
  });

  return router;
}
