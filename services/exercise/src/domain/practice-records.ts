import type { TokenUser } from '@tp/contracts';
import { notFound, type Pool } from '@tp/service-kit';
import { openExamQuestionIds } from '../data-access/exam-question-repository';
import { findSetting, outcomeCounts, recordPage, roundRecords } from '../data-access/practice-repository';
import type { Neighbours } from './neighbours';
import type { OutcomeCounts, PracticeRecordRow } from './practice-types';
import { classToManage } from './publishing';

export const STUDENT_NOT_IN_CLASS_MESSAGE = 'Student not found in this class';

/**
 * A student's own records with the correct answer and solution left out for the questions of an exam they have not
 * finished (practised before the exam was published): until the exam is over, no call shows its answers.
 */
async function withOpenExamAnswersHidden(pool: Pool, student: TokenUser, rows: PracticeRecordRow[]): Promise<PracticeRecordRow[]> {
  const examIds = await openExamQuestionIds(pool, student.id);
  if (examIds.size === 0) return rows;
  return rows.map((row) => (examIds.has(row.questionId.toLowerCase()) ? { ...row, question: { ...row.question, correctAnswer: '', description: '' } } : row));
}

/** getResourceRecord (REPORT): the saved setting's records, newest first, and their counts; none before a save. */
export async function settingRecords(pool: Pool, student: TokenUser): Promise<{ rows: PracticeRecordRow[]; counts: OutcomeCounts }> {
  const setting = await findSetting(pool, student.id);
  if (!setting) return { rows: [], counts: { correct: 0, wrong: 0, gaveUp: 0 } };
  const rows = await roundRecords(pool, student.id, setting.roundId);
  const counts: OutcomeCounts = { correct: 0, wrong: 0, gaveUp: 0 };
  for (const row of rows) counts[row.outcome] += 1;
  return { rows: await withOpenExamAnswersHidden(pool, student, rows), counts };
}

/** getStudentQuestionRecord (HISTORY): every record of the student, in every setting, newest first. */
export async function practiceHistory(pool: Pool, student: TokenUser, page: { page: number; pageSize: number }) {
  const found = await recordPage(pool, student.id, page);
  return { ...found, rows: await withOpenExamAnswersHidden(pool, student, found.rows) };
}

/**
 * getStudentExerciseByClass (the teacher's Resource Records): a student of the class's roster, for the class's
 * teacher or an administrator (another teacher: 403, as every class-keyed call). It shows what the student practised
 * from the libraries of the class's teacher, which the class gives the student; practice from another teacher's
 * class is that teacher's to see.
 */
export async function classStudentPractice(
  { pool, neighbours }: { pool: Pool; neighbours: Neighbours },
  caller: TokenUser,
  query: { classId: string; studentId: string; page: number; pageSize: number },
) {
  const cls = await classToManage(neighbours, caller, query.classId);
  if (!cls.students.some((s) => s._id === query.studentId)) throw notFound(STUDENT_NOT_IN_CLASS_MESSAGE);
  const libraryIds = await neighbours.questionBank.teacherLibraries(cls.teacherId);
  const [page, counts] = await Promise.all([
    recordPage(pool, query.studentId, { page: query.page, pageSize: query.pageSize, libraryIds }),
    outcomeCounts(pool, query.studentId, { libraryIds }),
  ]);
  return { ...page, counts };
}
