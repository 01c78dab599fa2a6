import type { Router, Request } from 'express';
import { authenticate, createRouter, currentUser, parse, reply, requireRole, type ServiceContext } from '@tp/service-kit';
import type { BillingDeps } from '../../domain/billing-deps';
import { cartOfParent, cartOfStudent, registerInterest, removeInterest } from '../../domain/cart';
import { classRegister } from '../../domain/class-register';
import { classIdQuery, parentIdQuery, registerClassRequest, studentClassRequest, studentIdQuery } from './billing-requests';
import { toCartItem, toClassRegister } from './registration-views';

/** DELETE carries its ids as query parameters; a JSON body is accepted too. */
function queryOrBody(req: Request) {
  const body = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? req.body : {};
  return { ...body, ...req.query };
}

/** Calls of students and parents: class register screen, add to cart, cart lists, remove. */
export function userRegistrationRoutes(deps: BillingDeps, ctx: ServiceContext): Router {
  const router = createRouter();
  const familyOnly = [authenticate(ctx.verifier), requireRole('Student', 'Parent')];

  router.get('/api/user/getClassRegister', ...familyOnly, async (req, res) => {
    const { id } = parse(classIdQuery, req.query);
    reply(res, toClassRegister(await classRegister(deps, currentUser(req), id)));
  });

  router.post('/api/user/registerClass', ...familyOnly, async (req, res) => {
    const request = parse(registerClassRequest, req.body);
    reply(res, toCartItem(await registerInterest(deps, currentUser(req), request)), 'Added to cart successfully');
  });

  router.delete('/api/user/deleteInterest', ...familyOnly, async (req, res) => {
    const request = parse(studentClassRequest, queryOrBody(req));
    await removeInterest(deps, currentUser(req), request);
    reply(res, request, 'Item removed from cart');
  });

  router.get('/api/user/getClassRegisterList', ...familyOnly, async (req, res) => {
    const { id } = parse(studentIdQuery, req.query);
    reply(res, { list: (await cartOfStudent(deps, currentUser(req), id)).map(toCartItem) });
  });

  router.get('/api/user/getParentClassRegisterList', ...familyOnly, async (req, res) => {
    const { parentId } = parse(parentIdQuery, req.query);
    reply(res, { list: (await cartOfParent(deps, currentUser(req), parentId)).map(toCartItem) });
  });

  return router;
}
