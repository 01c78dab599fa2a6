import type { Queryable } from '@tp/service-kit';
import type { ClassPlace } from '../domain/class-expiry';

/** One class a student is on that includes its teacher's library, with what the expiry rule needs. */
export interface LibraryPlace extends ClassPlace {
  teacherId: string;
}

/** The student's places in classes whose teacher's library is included (include_library on). */
export async function listLibraryPlaces(db: Queryable, studentId: string): Promise<LibraryPlace[]> {
  const { rows } = await db.query<LibraryPlace>(
    `SELECT c.teacher_id AS "teacherId", c.include_library AS "includeLibrary", c.end_date AS "classEndDate",
       r.expiration_date AS "expirationDate"
     FROM roster r JOIN classes c ON c.id = r.class_id
     WHERE r.student_id = $1 AND c.include_library`,
    [studentId],
  );
  return rows;
}
