import type { ClassPlace } from './class-expiry';

/** One class a student is on that includes its teacher's library, with what the expiry rule needs. */
export interface LibraryPlace extends ClassPlace {
  studentId: string;
  teacherId: string;
}
