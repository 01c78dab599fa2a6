import type { Language, TokenUser } from '@tp/contracts';
import type { Queryable } from '@tp/service-kit';
import { listTeacherHomework } from '../data-access/homework-repository';
import type { Homework } from './question-bank-records';

/** A page of homework: HOMEWORK_PAGE_SIZE unless asked, at most 100; a page past the end is simply empty. */
export const MAX_HOMEWORK_PAGE_SIZE = 100;

/** A teacher lists only their own homework (getHWByTeacher), newest first, optionally only names containing `name`. */
export function ownHomeworkPage(
  db: Queryable,
  caller: TokenUser,
  query: { language: Language; name: string; page: number; pageSize: number },
): Promise<{ rows: Homework[]; total: number }> {
  return listTeacherHomework(db, { ...query, teacherId: caller.id });
}
