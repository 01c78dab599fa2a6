import { notFound, withTransaction } from '@tp/service-kit';
import { findInterest, lockStudentClass, markPaid } from '../data-access/interest-repository';
import type { BillingDeps } from './billing-deps';
import type { Interest } from './interest';

/**
 * Stand-in for the payment flow still to come (checkout is announced as coming soon): records that an entry was
 * paid, which makes it 'Pending payment confirmation' until its teacher registers it. Paying twice changes nothing.
 */
export async function recordPayment({ pool }: BillingDeps, interestId: string): Promise<Interest> {
  return withTransaction(pool, async (tx) => {
    const entry = await findInterest(tx, interestId);
    if (!entry) throw notFound('Registration not found');
    await lockStudentClass(tx, entry.studentId, entry.classId);
    await markPaid(tx, entry.id);
    return { ...entry, paid: true };
  });
}
