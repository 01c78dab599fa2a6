import type { EventHandler, ServiceContext } from '@tp/service-kit';
import { findClass } from '../../data-access/class-repository';
import { upsertEnrollment } from '../../data-access/roster-repository';
import type { CatalogDeps } from '../../domain/catalog-deps';
import { refreshPracticeAccess } from '../../domain/practice-access';
import { isUuid } from '@tp/contracts/uuid';

/**
 * billing registered a student: they are on the class roster until the registration's expiration date (a renewal
 * extends it), and their practice access is computed again. A class deleted meanwhile, or a deleted student, leaves
 * nothing to update.
 */
export function onEnrollmentRegistered({ users }: Pick<CatalogDeps, 'users'>, { logger }: Pick<ServiceContext, 'logger'>): EventHandler<'enrollment.registered'> {
  return async (payload, { db }) => {
    const classId = payload.classId.toLowerCase();
    if (!isUuid(classId) || !(await findClass(db, classId))) {
      logger.warn({ classId: payload.classId, registrationId: payload.registrationId }, 'enrollment for an unknown class ignored');
      return;
    }
    if (await users.isDeleted(payload.studentId, db)) return;
    await upsertEnrollment(db, {
      classId,
      studentId: payload.studentId,
      studentName: payload.studentName,
      studentEmail: payload.studentEmail,
      expirationDate: new Date(payload.expirationDate),
    });
    await refreshPracticeAccess(db, [payload.studentId]);
  };
}
