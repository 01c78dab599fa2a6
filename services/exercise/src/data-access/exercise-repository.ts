import type { QuestionView } from '@tp/contracts';
import type { Queryable } from '@tp/service-kit';
import type { AnswerRecord, ExerciseRecord, ExerciseWithAnswers, ExerciseWithCounts } from '../domain/exercise-records';
import { snapshots } from './snapshot-cache';
import { isUuid } from '@tp/contracts/uuid';

export const EXERCISE_COLUMNS = `e.id, e.student_id, e.student_name, e.student_email, e.class_id, e.class_name, e.teacher_id,
  e.homework_id, e.homework_name, e.due_date, e.is_exam, e.exam_duration, e.snapshot_id, e.question_count,
  e.published_by, e.published_at, e.started_at, e.end_exam_at, e.finished_at, e.finished_by, e.correction_status,
  e.correction_done_at, e.extra_minutes`;

interface ExerciseRow {
  id: string;
  student_id: string;
  student_name: string;
  student_email: string;
  class_id: string;
  class_name: string;
  teacher_id: string;
  homework_id: string;
  homework_name: string;
  due_date: Date | null;
  is_exam: boolean;
  exam_duration: number;
  snapshot_id: string;
  question_count: number;
  published_by: string;
  published_at: Date;
  started_at: Date | null;
  end_exam_at: Date | null;
  finished_at: Date | null;
  finished_by: 'student' | 'clock' | null;
  correction_status: '0' | '1';
  correction_done_at: Date | null;
  extra_minutes: number;
}

export function toExerciseRecord(row: ExerciseRow): ExerciseRecord {
  return {
    id: row.id,
    studentId: row.student_id,
    studentName: row.student_name,
    studentEmail: row.student_email,
    classId: row.class_id,
    className: row.class_name,
    teacherId: row.teacher_id,
    homeworkId: row.homework_id,
    homeworkName: row.homework_name,
    dueDate: row.due_date,
    isExam: row.is_exam,
    examDuration: row.exam_duration,
    extraMinutes: row.extra_minutes,
    snapshotId: row.snapshot_id,
    questionCount: row.question_count,
    publishedBy: row.published_by,
    publishedAt: row.published_at,
    startedAt: row.started_at,
    endExamAt: row.end_exam_at,
    finishedAt: row.finished_at,
    finishedBy: row.finished_by,
    correctionStatus: row.correction_status,
    correctionDoneAt: row.correction_done_at,
  };
}

interface AnswerRow {
  exercise_id: string;
  question_id: string;
  answer: string;
  content: string;
  answered_at: Date | null;
  seq: string; // bigint
  locked: boolean;
  auto_correct: boolean | null;
  auto_method: string | null;
  auto_corrected_at: Date | null;
  grading_pending: boolean;
  is_correct: boolean | null;
  comments: string;
  corrected_at: Date | null;
  created_at: Date;
}

export const ANSWER_COLUMNS = `exercise_id, question_id, answer, content, answered_at, seq, locked, auto_correct, auto_method,
  auto_corrected_at, grading_due_at IS NOT NULL AS grading_pending, is_correct, comments, corrected_at, created_at`;

export function toAnswerRecord(row: AnswerRow): AnswerRecord {
  return {
    questionId: row.question_id,
    answer: row.answer,
    content: row.content,
    answeredAt: row.answered_at,
    seq: Number(row.seq),
    locked: row.locked,
    autoCorrect: row.auto_correct,
    autoMethod: row.auto_method,
    autoCorrectedAt: row.auto_corrected_at,
    gradingPending: row.grading_pending,
    isCorrect: row.is_correct,
    comments: row.comments,
    correctedAt: row.corrected_at,
    createdAt: row.created_at,
  };
}

/** A live exercise by id; `forUpdate` locks its row for the caller's transaction (writes to one exercise queue up). */
export async function findExercise(db: Queryable, id: string, options: { forUpdate?: boolean } = {}): Promise<ExerciseRecord | undefined> {
  if (!isUuid(id)) return undefined;
  const { rows } = await db.query<ExerciseRow>(
    `SELECT ${EXERCISE_COLUMNS} FROM exercises e WHERE e.id = $1 AND e.retired_at IS NULL${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] && toExerciseRecord(rows[0]);
}

/** A snapshot's questions, in order and by id: from this process's copy, else read once (snapshot-cache.ts). */
async function snapshotOf(db: Queryable, snapshotId: string) {
  const cached = snapshots.get(snapshotId);
  if (cached) return cached;
  const { rows } = await db.query<{ questions: QuestionView[] }>({ name: 'snapshot-questions', text: 'SELECT questions FROM homework_snapshots WHERE id = $1', values: [snapshotId] });
  return rows[0] ? snapshots.set(snapshotId, rows[0].questions) : { questions: [], byId: new Map<string, QuestionView>() };
}

/** The snapshot questions of an exercise, in order (shared: never change them). */
export async function snapshotQuestions(db: Queryable, snapshotId: string): Promise<QuestionView[]> {
  return (await snapshotOf(db, snapshotId)).questions;
}

/** One question of a snapshot, or undefined when it has no such question. */
export async function snapshotQuestion(db: Queryable, snapshotId: string, questionId: string): Promise<QuestionView | undefined> {
  return (await snapshotOf(db, snapshotId)).byId.get(questionId);
}

/** The stored answers of the exercises given, by exercise id then question id. */
export async function answersOf(db: Queryable, exerciseIds: string[]): Promise<Map<string, Map<string, AnswerRecord>>> {
  const byExercise = new Map<string, Map<string, AnswerRecord>>(exerciseIds.map((id) => [id, new Map()]));
  if (exerciseIds.length === 0) return byExercise;
  const { rows } = await db.query<AnswerRow>(`SELECT ${ANSWER_COLUMNS} FROM exercise_answers WHERE exercise_id = ANY($1::uuid[])`, [exerciseIds]);
  for (const row of rows) byExercise.get(row.exercise_id)?.set(row.question_id, toAnswerRecord(row));
  return byExercise;
}

/** One exercise with its questions and answers. */
export async function withAnswers(db: Queryable, exercise: ExerciseRecord): Promise<ExerciseWithAnswers> {
  const [questions, answers] = await Promise.all([snapshotQuestions(db, exercise.snapshotId), answersOf(db, [exercise.id])]);
  return { ...exercise, questions, answers: answers.get(exercise.id) ?? new Map() };
}

/**
 * Live exercises matching every filter given, newest publish first, with answered and correct counts (correct: the
 * teacher's verdict, else the machine's).
 */
export async function listExercises(
  db: Queryable,
  filter: { studentId?: string; classId?: string; homeworkId?: string; teacherId?: string },
): Promise<ExerciseWithCounts[]> {
  const where = ['e.retired_at IS NULL'];
  const params: unknown[] = [];
  const add = (column: string, value: string | undefined) => {
    if (value === undefined) return;
    params.push(value);
    where.push(`e.${column} = $${params.length}`);
  };
  if ((filter.classId && !isUuid(filter.classId)) || (filter.homeworkId && !isUuid(filter.homeworkId))) return [];
  add('student_id', filter.studentId);
  add('class_id', filter.classId);
  add('homework_id', filter.homeworkId);
  add('teacher_id', filter.teacherId);
  const { rows } = await db.query<ExerciseRow & { answered: number; correct: number }>(
    `SELECT ${EXERCISE_COLUMNS},
       (SELECT count(*)::int FROM exercise_answers a WHERE a.exercise_id = e.id AND a.answer <> '') AS answered,
       (SELECT count(*)::int FROM exercise_answers a
         WHERE a.exercise_id = e.id AND a.answer <> '' AND COALESCE(a.is_correct, a.auto_correct)) AS correct
     FROM exercises e WHERE ${where.join(' AND ')}
     ORDER BY e.published_at DESC, e.id`,
    params,
  );
  return rows.map((row) => ({ ...toExerciseRecord(row), answered: row.answered, correct: row.correct }));
}
