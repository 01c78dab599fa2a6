import { ALL_QUESTIONS_LIMIT, type Language, type TokenUser } from '@tp/contracts';
import type { Queryable } from '@tp/service-kit';
import { listAllTeacherQuestions, listTeacherQuestions } from '../data-access/question-repository';
import type { Question } from './question-bank-records';

// A teacher's own lists of questions: each lists only the caller's questions (an administrator's too are their own);
// other teachers' questions are reached through the libraries they are filed in.

/** One page of the caller's questions in a language, newest first, optionally only names containing `name`. */
export function ownQuestionPage(
  db: Queryable,
  caller: TokenUser,
  query: { language: Language; name: string; page: number; pageSize: number },
): Promise<{ rows: Question[]; total: number }> {
  return listTeacherQuestions(db, { ...query, teacherId: caller.id });
}

/** The caller's newest questions in a language, at most ALL_QUESTIONS_LIMIT (the homework editor's picker). */
export function allOwnQuestions(db: Queryable, caller: TokenUser, language: Language): Promise<Question[]> {
  return listAllTeacherQuestions(db, caller.id, language, ALL_QUESTIONS_LIMIT);
}
