import type { Queryable } from '@tp/service-kit';
import type { LibraryPlace } from '../domain/library-place';

/** The students' places in classes whose teacher's library is included (include_library on). */
export async function listLibraryPlacesOf(db: Queryable, studentIds: string[]): Promise<LibraryPlace[]> {
  if (studentIds.length === 0) return [];
  const { rows } = await db.query<LibraryPlace>(
    `SELECT r.student_id AS "studentId", c.teacher_id AS "teacherId", c.include_library AS "includeLibrary",
       c.end_date AS "classEndDate", r.expiration_date AS "expirationDate"
     FROM roster r JOIN classes c ON c.id = r.class_id
     WHERE r.student_id = ANY($1::text[]) AND c.include_library`,
    [studentIds],
  );
  return rows;
}

/** One student's places in classes whose teacher's library is included. */
export function listLibraryPlaces(db: Queryable, studentId: string): Promise<LibraryPlace[]> {
  return listLibraryPlacesOf(db, [studentId]);
}
