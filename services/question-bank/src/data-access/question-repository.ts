import type { Language } from '@tp/contracts';
import { containsPattern, type Queryable } from '@tp/service-kit';
import type { FilingFacts, NewQuestion, Question, QuestionFields } from '../domain/question-bank-records';

/** Property → column, in the order of every INSERT. */
const COLUMN_OF: Record<keyof NewQuestion, string> = {
  id: 'id', teacherId: 'teacher_id', teacherName: 'teacher_name', name: 'name', category: 'category', qText: 'q_text',
  image: 'image', showImg: 'show_img', isChoice: 'is_choice', numChoice: 'num_choice', correctAnswer: 'correct_answer',
  difficulty: 'difficulty', description: 'description', sourceId: 'source_id', copyright: 'copyright',
  answerA: 'answer_a', answerB: 'answer_b', answerC: 'answer_c', answerD: 'answer_d', answerE: 'answer_e',
  language: 'language', referenceId: 'reference_id', libraryId: 'library_id', chapterId: 'chapter_id', sectionId: 'section_id',
};
const PROPERTIES = Object.keys(COLUMN_OF) as (keyof NewQuestion)[];
const FIELD_PROPERTIES = PROPERTIES.filter((p) => !['id', 'teacherId', 'teacherName'].includes(p)) as (keyof QuestionFields)[];

/** Questions with their teacher's current name (from the users copy, else as known at creation). */
const SELECT_QUESTIONS = `
  SELECT ${PROPERTIES.filter((p) => p !== 'teacherName').map((p) => `q.${COLUMN_OF[p]} AS "${p}"`).join(', ')},
    COALESCE(NULLIF(u.name, ''), q.teacher_name) AS "teacherName", COALESCE(s.name, '') AS "sourceName",
    q.created_at AS "createdAt", q.updated_at AS "updatedAt"
  FROM questions q LEFT JOIN users u ON u.id = q.teacher_id AND NOT u.deleted LEFT JOIN sources s ON s.id = q.source_id`;

export async function findQuestion(db: Queryable, id: string, { forUpdate = false } = {}): Promise<Question | undefined> {
  const { rows } = await db.query<Question>(`${SELECT_QUESTIONS} WHERE q.id = $1${forUpdate ? ' FOR UPDATE OF q' : ''}`, [id]);
  return rows[0];
}

/** The questions named, in the order asked; unknown ids are left out, a repeated id comes once. */
export async function findQuestionsByIds(db: Queryable, ids: string[]): Promise<Question[]> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return [];
  const { rows } = await db.query<Question>(`${SELECT_QUESTIONS} WHERE q.id = ANY($1::uuid[])`, [wanted]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return wanted.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

/**
 * Inserts many questions with one statement (an import of 1,000 rows is one round trip): the rows travel as one
 * JSON array that PostgreSQL expands with the table's own column types.
 */
export async function insertQuestions(db: Queryable, questions: NewQuestion[]): Promise<void> {
  if (!questions.length) return;
  const columns = PROPERTIES.map((p) => COLUMN_OF[p]).join(', ');
  const records = questions.map((question) => Object.fromEntries(PROPERTIES.map((p) => [COLUMN_OF[p], question[p]])));
  await db.query(`INSERT INTO questions (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::questions, $1::json)`, [JSON.stringify(records)]);
}

/** Saves every editable field; `updated_at` says when. */
export async function updateQuestionFields(db: Queryable, id: string, fields: QuestionFields): Promise<void> {
  const assignments = FIELD_PROPERTIES.map((p, i) => `${COLUMN_OF[p]} = $${i + 2}`).join(', ');
  await db.query(`UPDATE questions SET ${assignments}, updated_at = now() WHERE id = $1`, [id, ...FIELD_PROPERTIES.map((p) => fields[p])]);
}

export async function deleteQuestion(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM questions WHERE id = $1', [id]);
}

/** The names of the homework that use a question, alphabetically, at most `limit`, with how many there are. */
export async function homeworkUsingQuestion(db: Queryable, questionId: string, limit = 3): Promise<{ names: string[]; total: number }> {
  const { rows } = await db.query<{ name: string; total: string }>(
    `SELECT h.name, count(*) OVER () AS total FROM homework_questions hq JOIN homework h ON h.id = hq.homework_id
     WHERE hq.question_id = $1 ORDER BY lower(h.name), h.id LIMIT $2`,
    [questionId, limit],
  );
  return { names: rows.map((row) => row.name), total: rows.length ? Number(rows[0].total) : 0 };
}

/**
 * Links two questions as each other's counterpart in the other language; whatever pointed at either before is
 * unlinked first, so a question has at most one counterpart and the link always goes both ways.
 */
export async function linkCounterparts(db: Queryable, a: string, b: string): Promise<void> {
  await db.query('UPDATE questions SET reference_id = NULL WHERE reference_id = ANY($1::uuid[]) OR id = ANY($1::uuid[])', [[a, b]]);
  await db.query('UPDATE questions SET reference_id = CASE id WHEN $1::uuid THEN $2::uuid ELSE $1::uuid END WHERE id IN ($1, $2)', [a, b]);
}

/** Unlinks a question and the question that named it as counterpart. */
export async function unlinkCounterpart(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE questions SET reference_id = NULL WHERE reference_id = $1 OR id = $1', [id]);
}

/**
 * One page of the teacher's questions in a language, newest first, optionally only names containing `name`. The page's
 * ids are found first on the narrow index, then only those rows are read whole: a late page skips ids, not whole
 * questions with their rich text.
 */
export async function listTeacherQuestions(
  db: Queryable,
  { teacherId, language, name, page, pageSize }: { teacherId: string; language: Language; name: string; page: number; pageSize: number },
): Promise<{ rows: Question[]; total: number }> {
  const where = `q.teacher_id = $1 AND q.language = $2${name ? ' AND q.name ILIKE $3' : ''}`;
  const params = name ? [teacherId, language, containsPattern(name)] : [teacherId, language];
  const next = params.length + 1;
  const [{ rows }, count] = await Promise.all([
    db.query<Question>(
      `WITH page AS (SELECT q.id, q.created_at FROM questions q WHERE ${where} ORDER BY q.created_at DESC, q.id LIMIT $${next} OFFSET $${next + 1})
       ${SELECT_QUESTIONS} JOIN page ON page.id = q.id ORDER BY page.created_at DESC, page.id`,
      [...params, pageSize, (page - 1) * pageSize],
    ),
    db.query<{ total: string }>(`SELECT count(*) AS total FROM questions q WHERE ${where}`, params),
  ]);
  return { rows, total: Number(count.rows[0].total) };
}

/** The teacher's newest questions in a language, at most `limit`. */
export async function listAllTeacherQuestions(db: Queryable, teacherId: string, language: Language, limit: number): Promise<Question[]> {
  const { rows } = await db.query<Question>(
    `${SELECT_QUESTIONS} WHERE q.teacher_id = $1 AND q.language = $2 ORDER BY q.created_at DESC, q.id LIMIT $3`,
    [teacherId, language, limit],
  );
  return rows;
}

/**
 * Whether the source exists, kept (FOR KEY SHARE) until the transaction ends so it cannot be deleted before the
 * question that names it is saved.
 */
export async function lockSourceInUse(db: Queryable, sourceId: string): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM sources WHERE id = $1 FOR KEY SHARE', [sourceId]);
  return Boolean(rowCount);
}

/** What the filing rule needs to know about a library, chapter and section, each kept until the transaction ends. */
export async function findFilingFacts(db: Queryable, teacherId: string, libraryId: string, chapterId: string | null, sectionId: string | null): Promise<FilingFacts> {
  const lock = async (sql: string, params: unknown[]) => Boolean((await db.query(`${sql} FOR KEY SHARE`, params)).rowCount);
  return {
    libraryExists: await lock('SELECT 1 FROM libraries WHERE id = $1', [libraryId]),
    chapterInLibrary: chapterId ? await lock('SELECT 1 FROM chapters WHERE id = $1 AND library_id = $2', [chapterId, libraryId]) : false,
    sectionInChapter: sectionId && chapterId ? await lock('SELECT 1 FROM sections WHERE id = $1 AND chapter_id = $2', [sectionId, chapterId]) : false,
    teacherBound: Boolean((await db.query('SELECT 1 FROM library_teachers WHERE library_id = $1 AND teacher_id = $2', [libraryId, teacherId])).rowCount),
  };
}
