import type { EventHandler } from '@tp/service-kit';
import { markStudentRegistered } from '../../data-access/user-repository';

/** A student registered in a class gets the sRegister flag (the header then shows them Resources). */
export function onEnrollmentRegistered(): EventHandler<'enrollment.registered'> {
  return async (payload, { db }) => {
    await markStudentRegistered(db, payload.studentId);
  };
}
