import { addToOutbox, type Queryable } from '@tp/service-kit';
import { listLibraryPlacesOf } from '../data-access/library-teacher-repository';
import { lockAnnouncedAccess, saveAccess } from '../data-access/practice-access-repository';
import { needsAnnouncement, practiceAccess } from './practice-access-rule';

/**
 * After a change to the students' places (a registration, a teacher adding or removing them, a class deleted or its
 * library switched, a place expiring), in that change's transaction: their access is computed again and, where it
 * differs from what was last announced, `student.practice-access-changed` goes to the outbox with the next version.
 * The rows are locked first, so two changes about one student take turns and the second sees the first's result.
 */
export async function refreshPracticeAccess(db: Queryable, studentIds: string[], now: Date = new Date()): Promise<void> {
  const announced = await lockAnnouncedAccess(db, studentIds);
  if (announced.length === 0) return;
  const places = await listLibraryPlacesOf(db, announced.map((row) => row.studentId));
  for (const last of announced) {
    const access = practiceAccess(places.filter((place) => place.studentId === last.studentId), now);
    let { version } = last;
    if (needsAnnouncement(last.sRegister, access)) {
      version += 1;
      await addToOutbox(db, 'student.practice-access-changed', { studentId: last.studentId, sRegister: access.sRegister, version });
    }
    await saveAccess(db, last.studentId, { sRegister: access.sRegister, version, nextCheckAt: access.nextCheckAt });
  }
}
