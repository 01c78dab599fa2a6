import type { TokenUser } from '@tp/contracts';
import { addToOutbox, conflict, forbidden, notFound, withTransaction, type Pool, type PoolClient } from '@tp/service-kit';
import { deleteInterest, findInterest, listByClass, lockStudentClass, markRegistered } from '../data-access/interest-repository';
import type { BillingDeps } from './billing-deps';
import type { ClassCatalog } from './class-catalog';
import { expirationDate } from './expiration';
import type { Interest } from './interest';

/** Only the class's own teacher manages its interests and registrations. */
async function assertTeachesClass(catalog: ClassCatalog, caller: TokenUser, classId: string) {
  const cls = await catalog.getClass(classId);
  if (cls.teacherId !== caller.id) throw forbidden('Only the teacher of this class can manage its registrations.');
  return cls;
}

/** Runs `change` on the entry under the student-and-class lock, re-read inside the transaction. */
async function changeEntry<T>(pool: Pool, entry: Interest, change: (tx: PoolClient, current: Interest) => Promise<T>): Promise<T> {
  return withTransaction(pool, async (tx) => {
    await lockStudentClass(tx, entry.studentId, entry.classId);
    const current = await findInterest(tx, entry.id);
    if (!current) throw notFound('Registration not found');
    return change(tx, current);
  });
}

async function entryOfOwnClass({ pool, catalog }: BillingDeps, caller: TokenUser, interestId: string): Promise<Interest> {
  const entry = await findInterest(pool, interestId);
  if (!entry) throw notFound('Registration not found');
  await assertTeachesClass(catalog, caller, entry.classId);
  return entry;
}

/** /teacher/getClassRegisterList: the interests and registrations of the caller's own class. */
export async function classRegistrations({ pool, catalog }: BillingDeps, caller: TokenUser, classId: string): Promise<Interest[]> {
  await assertTeachesClass(catalog, caller, classId);
  return listByClass(pool, classId);
}

/**
 * The teacher's Add: the interest becomes a registration running for its plan from now, and catalog learns of it
 * through `enrollment.registered`, written in the same transaction.
 */
export async function registerByTeacher(deps: BillingDeps, caller: TokenUser, interestId: string): Promise<Interest> {
  const entry = await entryOfOwnClass(deps, caller, interestId);
  return changeEntry(deps.pool, entry, async (tx, current) => {
    if (current.registered) throw conflict('This student is already registered.');
    const registeredAt = new Date();
    const expiration = expirationDate(registeredAt, current.durationType);
    await markRegistered(tx, current.id, registeredAt, expiration);
    await addToOutbox(tx, 'enrollment.registered', {
      registrationId: current.id,
      classId: current.classId,
      studentId: current.studentId,
      studentName: current.studentName,
      studentEmail: current.studentEmail,
      durationType: current.durationType,
      registeredAt: registeredAt.toISOString(),
      expirationDate: expiration.toISOString(),
    });
    return { ...current, registered: true, registeredAt, expirationDate: expiration };
  });
}

/** The teacher's Delete: only while not registered. */
export async function deleteByTeacher(deps: BillingDeps, caller: TokenUser, interestId: string) {
  const entry = await entryOfOwnClass(deps, caller, interestId);
  await changeEntry(deps.pool, entry, async (tx, current) => {
    if (current.registered) throw conflict('A registered student cannot be deleted');
    await deleteInterest(tx, current.id);
  });
}

