import { randomUUID } from 'node:crypto';
import type { Queryable } from '@tp/service-kit';
import type { Positioned } from '../domain/library-order';
import type { BoundTeacher, ChapterRow, LibraryRow, LibraryTree, SectionRow } from '../domain/question-bank-records';

/** Which libraries a read covers: all of them, or those bound to any of some teachers (optionally not expired). */
export type LibraryScope = { all: true } | { all?: false; teacherIds: string[]; withExpired: boolean };

const ORDER = 'position, created_at, id';

export async function findLibraryTree(db: Queryable, scope: LibraryScope): Promise<LibraryTree> {
  const { rows: libraries } = scope.all
    ? await db.query<LibraryRow>(`SELECT id, name, position, expired FROM libraries ORDER BY ${ORDER}`)
    : await db.query<LibraryRow>(
        `SELECT id, name, position, expired FROM libraries
         WHERE id IN (SELECT library_id FROM library_teachers WHERE teacher_id = ANY($1::text[])) AND ($2 OR NOT expired)
         ORDER BY ${ORDER}`,
        [scope.teacherIds, scope.withExpired],
      );
  const ids = libraries.map((l) => l.id);
  if (ids.length === 0) return { libraries, chapters: [], sections: [], teachers: [] };
  const [chapters, sections, teachers] = await Promise.all([
    db.query<ChapterRow>(`SELECT id, library_id AS "libraryId", name, position FROM chapters WHERE library_id = ANY($1::uuid[]) ORDER BY ${ORDER}`, [ids]),
    db.query<SectionRow>(
      `SELECT s.id, s.chapter_id AS "chapterId", s.name, s.position FROM sections s JOIN chapters c ON c.id = s.chapter_id
       WHERE c.library_id = ANY($1::uuid[]) ORDER BY s.position, s.created_at, s.id`,
      [ids],
    ),
    // Names from the users copy; a deleted teacher no longer shows.
    db.query<BoundTeacher>(
      `SELECT lt.library_id AS "libraryId", lt.teacher_id AS "teacherId", u.name FROM library_teachers lt
       JOIN users u ON u.id = lt.teacher_id AND NOT u.deleted
       WHERE lt.library_id = ANY($1::uuid[]) ORDER BY u.name, lt.teacher_id`,
      [ids],
    ),
  ]);
  return { libraries, chapters: chapters.rows, sections: sections.rows, teachers: teachers.rows };
}

const lock = (forUpdate: boolean) => (forUpdate ? ' FOR UPDATE' : '');

export async function findLibrary(db: Queryable, id: string, { forUpdate = false } = {}): Promise<LibraryRow | undefined> {
  const { rows } = await db.query<LibraryRow>(`SELECT id, name, position, expired FROM libraries WHERE id = $1${lock(forUpdate)}`, [id]);
  return rows[0];
}

/** The chapter, only if it is in that library. */
export async function findChapter(db: Queryable, libraryId: string, chapterId: string, { forUpdate = false } = {}): Promise<ChapterRow | undefined> {
  const { rows } = await db.query<ChapterRow>(
    `SELECT id, library_id AS "libraryId", name, position FROM chapters WHERE id = $1 AND library_id = $2${lock(forUpdate)}`,
    [chapterId, libraryId],
  );
  return rows[0];
}

/** The section, only if it is in that chapter. */
export async function findSection(db: Queryable, chapterId: string, sectionId: string, { forUpdate = false } = {}): Promise<SectionRow | undefined> {
  const { rows } = await db.query<SectionRow>(
    `SELECT id, chapter_id AS "chapterId", name, position FROM sections WHERE id = $1 AND chapter_id = $2${lock(forUpdate)}`,
    [sectionId, chapterId],
  );
  return rows[0];
}

/** The section and its chapter, only if they are in that library. */
export async function findSectionInLibrary(db: Queryable, libraryId: string, sectionId: string): Promise<SectionRow | undefined> {
  const { rows } = await db.query<SectionRow>(
    `SELECT s.id, s.chapter_id AS "chapterId", s.name, s.position FROM sections s JOIN chapters c ON c.id = s.chapter_id
     WHERE s.id = $1 AND c.library_id = $2`,
    [sectionId, libraryId],
  );
  return rows[0];
}

/** Creating libraries one at a time keeps their positions distinct (there is no parent row to lock). */
export async function lockLibraryOrder(db: Queryable) {
  await db.query("SELECT pg_advisory_xact_lock(hashtext('question-bank:libraries-order'))");
}

export async function insertLibrary(db: Queryable, name: string): Promise<LibraryRow> {
  const { rows } = await db.query<LibraryRow>(
    `INSERT INTO libraries (id, name, position) SELECT $1, $2, COALESCE(MAX(position), 0) + 1 FROM libraries
     RETURNING id, name, position, expired`,
    [randomUUID(), name],
  );
  return rows[0];
}

export async function insertChapter(db: Queryable, libraryId: string, name: string): Promise<ChapterRow> {
  const { rows } = await db.query<ChapterRow>(
    `INSERT INTO chapters (id, library_id, name, position)
     SELECT $1, $2, $3, COALESCE(MAX(position), 0) + 1 FROM chapters WHERE library_id = $2
     RETURNING id, library_id AS "libraryId", name, position`,
    [randomUUID(), libraryId, name],
  );
  return rows[0];
}

export async function insertSection(db: Queryable, chapterId: string, name: string): Promise<SectionRow> {
  const { rows } = await db.query<SectionRow>(
    `INSERT INTO sections (id, chapter_id, name, position)
     SELECT $1, $2, $3, COALESCE(MAX(position), 0) + 1 FROM sections WHERE chapter_id = $2
     RETURNING id, chapter_id AS "chapterId", name, position`,
    [randomUUID(), chapterId, name],
  );
  return rows[0];
}

export type TreeLevel = 'libraries' | 'chapters' | 'sections';

export async function renameNode(db: Queryable, level: TreeLevel, id: string, name: string) {
  const touched = level === 'libraries' ? ', updated_at = now()' : '';
  await db.query(`UPDATE ${level} SET name = $2${touched} WHERE id = $1`, [id, name]);
}

export async function deleteNode(db: Queryable, level: TreeLevel, id: string) {
  await db.query(`DELETE FROM ${level} WHERE id = $1`, [id]);
}

const FILED_UNDER: Record<TreeLevel, string> = { libraries: 'library_id', chapters: 'chapter_id', sections: 'section_id' };

/**
 * Clears library, chapter and section together on the questions filed under a node: a question keeps no filing
 * that is half gone (a library without its chapter). Returns how many were unfiled.
 */
export async function unfileQuestionsUnder(db: Queryable, level: TreeLevel, id: string): Promise<number> {
  const { rowCount } = await db.query(
    `UPDATE questions SET library_id = NULL, chapter_id = NULL, section_id = NULL, updated_at = now() WHERE ${FILED_UNDER[level]} = $1`,
    [id],
  );
  return rowCount ?? 0;
}

/** The siblings under one parent (none for libraries), in their shown order, locked until the transaction ends. */
export async function lockSiblings(db: Queryable, level: TreeLevel, parentId?: string): Promise<Positioned[]> {
  const where = level === 'chapters' ? 'WHERE library_id = $1' : level === 'sections' ? 'WHERE chapter_id = $1' : '';
  const { rows } = await db.query<Positioned>(`SELECT id, position FROM ${level} ${where} ORDER BY ${ORDER} FOR UPDATE`, parentId ? [parentId] : []);
  return rows;
}

export async function writePositions(db: Queryable, level: TreeLevel, positions: Positioned[]) {
  for (const { id, position } of positions) await db.query(`UPDATE ${level} SET position = $2 WHERE id = $1`, [id, position]);
}

/** False when the teacher was bound already. */
export async function bindTeacher(db: Queryable, libraryId: string, teacherId: string): Promise<boolean> {
  const { rowCount } = await db.query('INSERT INTO library_teachers (library_id, teacher_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [libraryId, teacherId]);
  return (rowCount ?? 0) > 0;
}

/** False when the teacher was not bound. */
export async function unbindTeacher(db: Queryable, libraryId: string, teacherId: string): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM library_teachers WHERE library_id = $1 AND teacher_id = $2', [libraryId, teacherId]);
  return (rowCount ?? 0) > 0;
}

export async function isBound(db: Queryable, libraryId: string, teacherId: string): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM library_teachers WHERE library_id = $1 AND teacher_id = $2', [libraryId, teacherId]);
  return (rowCount ?? 0) > 0;
}

/** A deleted user leaves every library they were bound to (identity's user.deleted). */
export async function unbindTeacherEverywhere(db: Queryable, teacherId: string) {
  await db.query('DELETE FROM library_teachers WHERE teacher_id = $1', [teacherId]);
}

/** The libraries bound to a teacher, expired ones too. */
export async function libraryIdsOfTeacher(db: Queryable, teacherId: string): Promise<string[]> {
  const { rows } = await db.query<{ libraryId: string }>('SELECT library_id AS "libraryId" FROM library_teachers WHERE teacher_id = $1 ORDER BY library_id', [teacherId]);
  return rows.map((row) => row.libraryId);
}
