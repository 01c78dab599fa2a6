import type { Queryable } from '@tp/service-kit';
import type { Question } from './question-repository';

/** With the teacher's current name from the users copy, else as known when the question was written. */
const COLUMNS = `q.id, q.teacher_id AS "teacherId", COALESCE(NULLIF(u.name, ''), q.teacher_name) AS "teacherName", q.name,
  q.category, q.q_text AS "qText", q.image, q.show_img AS "showImg", q.is_choice AS "isChoice", q.num_choice AS "numChoice",
  q.correct_answer AS "correctAnswer", q.difficulty, q.description, q.source_id AS "sourceId", q.copyright,
  q.answer_a AS "answerA", q.answer_b AS "answerB", q.answer_c AS "answerC", q.answer_d AS "answerD", q.answer_e AS "answerE",
  q.language, q.reference_id AS "referenceId", q.library_id AS "libraryId", q.chapter_id AS "chapterId",
  q.section_id AS "sectionId", q.created_at AS "createdAt", q.updated_at AS "updatedAt"`;

export interface LibraryQuestionFilter {
  libraryId: string;
  chapterId?: string;
  sectionId?: string;
  sourceId?: string;
  page: number;
  pageSize: number;
}

/** The questions filed in a library (narrowed to a chapter or section, and a source), newest first. */
export async function listLibraryQuestions(db: Queryable, f: LibraryQuestionFilter): Promise<{ rows: Question[]; total: number }> {
  const where = `q.library_id = $1 AND ($2::uuid IS NULL OR q.chapter_id = $2) AND ($3::uuid IS NULL OR q.section_id = $3)
    AND ($4::uuid IS NULL OR q.source_id = $4)`;
  const params = [f.libraryId, f.chapterId ?? null, f.sectionId ?? null, f.sourceId ?? null];
  const [{ rows }, count] = await Promise.all([
    db.query<Question>(`SELECT ${COLUMNS} FROM questions q LEFT JOIN users u ON u.id = q.teacher_id AND NOT u.deleted
       WHERE ${where} ORDER BY q.created_at DESC, q.id LIMIT $5 OFFSET $6`, [
      ...params, f.pageSize, (f.page - 1) * f.pageSize,
    ]),
    db.query<{ total: string }>(`SELECT count(*) AS total FROM questions q WHERE ${where}`, params),
  ]);
  return { rows, total: Number(count.rows[0].total) };
}
