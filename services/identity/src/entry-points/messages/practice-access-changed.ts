import type { EventHandler } from '@tp/service-kit';
import { applyPracticeAccess } from '../../data-access/user-repository';

/**
 * Catalog decides who may practise (docs/decisions/014-who-sees-resources.md); identity keeps the answer as the
 * user's sRegister flag, which the header reads to show Resources.
 */
export function onPracticeAccessChanged(): EventHandler<'student.practice-access-changed'> {
  return async (payload, { db }) => {
    await applyPracticeAccess(db, payload.studentId, payload.sRegister, payload.version);
  };
}
