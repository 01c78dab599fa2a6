import type { DurationType, TokenUser } from '@tp/contracts';
import { conflict, forbidden, notFound, withTransaction } from '@tp/service-kit';
import {
  changePlan, deleteInterest, findInterest, findStudentClassEntries, insertInterest, listByStudents, lockStudentClass,
} from '../data-access/interest-repository';
import type { BillingDeps } from './billing-deps';
import { decideInterest, decideRemoval } from './class-state';
import type { Interest } from './interest';
import { isOpenForRegistration, NOT_OPEN_FOR_REGISTRATION } from '@tp/contracts/class-listing';
import { planPrice } from './plan-price';
import { callerAsPerson, childrenOf, studentActedFor } from './student-access';

export interface InterestRequest {
  classId: string;
  userId: string;
  durationType: DurationType;
}

/**
 * /user/registerClass: the student (or their parent) puts a published class in the cart with a plan. The price
 * is the class's own price for that plan. A second request while the interest is open changes its plan. The
 * entry comes back as stored once the change is committed.
 */
export async function registerInterest({ pool, users, catalog }: BillingDeps, caller: TokenUser, request: InterestRequest): Promise<Interest> {
  const student = await studentActedFor(users, caller, request.userId);
  const cls = await catalog.getClass(request.classId);
  if (!isOpenForRegistration(cls)) throw conflict(NOT_OPEN_FOR_REGISTRATION);
  const price = planPrice(cls, request.durationType);
  if (price === undefined) throw conflict(`This class has no ${request.durationType === 1 ? 'monthly' : 'yearly'} price yet. Please choose the other plan or ask the teacher.`);

  const id = await withTransaction(pool, async (tx) => {
    await lockStudentClass(tx, student.id, request.classId);
    const decision = decideInterest(await findStudentClassEntries(tx, student.id, request.classId), new Date());
    switch (decision.action) {
      case 'refuse':
        if (decision.reason === 'registered') {
          throw conflict(`${student.name || 'This student'} is already registered for this class until ${decision.until.toISOString().slice(0, 10)}.`);
        }
        throw conflict('This registration is paid and waiting for the teacher to confirm it, so its plan cannot be changed.');
      case 'change-plan':
        await changePlan(tx, decision.entry.id, request.durationType, price, cls.name);
        return decision.entry.id;
      case 'create':
        return insertInterest(tx, {
          classId: request.classId, className: cls.name, studentId: student.id, studentName: student.name, studentEmail: student.email,
          createdBy: caller.id, durationType: request.durationType, price,
        });
    }
  });
  return (await findInterest(pool, id))!;
}

/** Cart Remove (/user/deleteInterest). */
export async function removeInterest({ pool, users }: BillingDeps, caller: TokenUser, request: { classId: string; userId: string }) {
  const student = await studentActedFor(users, caller, request.userId);
  await withTransaction(pool, async (tx) => {
    await lockStudentClass(tx, student.id, request.classId);
    const decision = decideRemoval(await findStudentClassEntries(tx, student.id, request.classId), new Date());
    if (decision.action === 'remove') return deleteInterest(tx, decision.entry.id);
    if (decision.reason === 'registered') throw conflict('A registered class cannot be removed from the cart.');
    if (decision.reason === 'paid') throw conflict('This registration is paid and waiting for the teacher to confirm it, so it cannot be removed from the cart. Please ask the teacher if you need to cancel it.');
    throw notFound('This class is not in the cart.');
  });
}

/** /user/getClassRegisterList: one student's entries (the client keeps the unregistered ones as its cart). */
export async function cartOfStudent({ pool, users }: BillingDeps, caller: TokenUser, studentId: string): Promise<Interest[]> {
  const student = await studentActedFor(users, caller, studentId);
  return listByStudents(pool, [student.id]);
}

/** /user/getParentClassRegisterList: the entries of all the parent's children; only that parent may ask. */
export async function cartOfParent({ pool, users }: BillingDeps, caller: TokenUser, parentId: string): Promise<Interest[]> {
  if (caller.role !== 'Parent' || caller.id !== parentId) throw forbidden('Only that parent can see their children\'s registrations.');
  const children = await childrenOf(users, await callerAsPerson(users, caller));
  return children.length ? listByStudents(pool, children.map((c) => c.id)) : [];
}
