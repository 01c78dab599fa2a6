import { randomUUID } from 'node:crypto';
import type { Language, TokenUser } from '@tp/contracts';
import { QUESTION_NAME_MAX } from '@tp/contracts/question-rules';
import { badRequest, conflict, forbidden, notFound, withTransaction, type Pool, type Queryable } from '@tp/service-kit';
import { deleteQuestion, findQuestion, homeworkUsingQuestion, insertQuestions, updateQuestionFields } from '../data-access/question-repository';
import type { Question, QuestionFields } from './question-bank-records';
import { keepCounterpart } from './question-counterpart';
import { questionDefaults, storedQuestionFields, type QuestionInput } from './question-fields';
import { filingProblem, sourceProblem } from './question-filing';

const COPY_SUFFIX = ' (copy)';

/**
 * A question is its teacher's: another teacher is refused. Administrators (who reach these calls as teachers) may
 * read, edit, copy and delete any, as they may any source: they look after the school's library.
 */
export function mayUseQuestion(question: Pick<Question, 'teacherId'>, caller: Pick<TokenUser, 'id' | 'isAdmin'>): boolean {
  return caller.isAdmin || question.teacherId === caller.id;
}

export async function questionFor(db: Queryable, caller: TokenUser, id: string, options: { forUpdate?: boolean } = {}): Promise<Question> {
  const question = await findQuestion(db, id, options);
  if (!question) throw notFound('Question not found');
  if (!mayUseQuestion(question, caller)) throw forbidden('This question belongs to another teacher.');
  return question;
}

/** The editable fields of a stored question. */
function fieldsOf(question: Question): QuestionFields {
  const { id: _id, teacherId: _teacherId, teacherName: _teacherName, sourceName: _sourceName, createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = question;
  return fields;
}

/** Create: a question with the defaults, owned by the caller; the screen opens its edit page. */
export async function createQuestion(pool: Pool, caller: TokenUser, language: Language): Promise<Question> {
  const id = randomUUID();
  await insertQuestions(pool, [{ id, teacherId: caller.id, teacherName: caller.name, ...questionDefaults(language) }]);
  return (await findQuestion(pool, id))!;
}

/** The Edit Question form as validated: fields left out keep their stored value. */
export type QuestionEdit = Partial<QuestionInput> & { id: string };

const sameFiling = (a: QuestionFields, b: QuestionFields) => a.libraryId === b.libraryId && a.chapterId === b.chapterId && a.sectionId === b.sectionId;

/**
 * updateQuestion: the whole question must pass the shared rules after the edit; a source or filing that changes is
 * checked against the tree and the caller's libraries (an unchanged one stays, even if the teacher was unbound
 * since); the counterpart link is kept both ways. All of it lands together or nothing does.
 */
export async function updateQuestion(pool: Pool, caller: TokenUser, edit: QuestionEdit): Promise<Question> {
  const { id, ...changes } = edit;
  await withTransaction(pool, async (tx) => {
    const current = await questionFor(tx, caller, id, { forUpdate: true });
    const before = fieldsOf(current);
    const next = storedQuestionFields({ ...before, ...definedOnly(changes) });
    if (next.sourceId !== before.sourceId) {
      const problem = await sourceProblem(tx, next.sourceId);
      if (problem) throw badRequest(problem);
    }
    if (!sameFiling(next, before)) {
      const problem = await filingProblem(tx, caller, next);
      if (problem) throw badRequest(problem);
    }
    await keepCounterpart(tx, current, next);
    await updateQuestionFields(tx, id, next);
  });
  return (await findQuestion(pool, id))!;
}

/** A copy of every field, named '<name> (copy)', owned by the caller and linked to no counterpart. */
export async function copyQuestion(pool: Pool, caller: TokenUser, id: string): Promise<Question> {
  const original = await questionFor(pool, caller, id);
  const copyId = randomUUID();
  const name = `${original.name.slice(0, QUESTION_NAME_MAX - COPY_SUFFIX.length)}${COPY_SUFFIX}`.trim();
  await insertQuestions(pool, [{ ...fieldsOf(original), id: copyId, teacherId: caller.id, teacherName: caller.name, name, referenceId: null }]);
  return (await findQuestion(pool, copyId))!;
}

/** The refusal of deleting a question that homework uses, naming the homework. */
export function usedInHomeworkMessage(names: string[], total: number): string {
  const quoted = names.map((name) => `"${name || 'Untitled'}"`);
  if (total <= 1) return `This question is used in the homework ${quoted[0]}. Remove it from the homework first.`;
  const listed = total > quoted.length ? `${quoted.join(', ')} and ${total - quoted.length} more` : `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}`;
  return `This question is used in the homework ${listed}. Remove it from them first.`;
}

/**
 * Deleting a question that homework uses is refused (409), so no homework loses a question; exercises already
 * published keep their own copy of it. Its counterpart simply loses the link.
 */
export async function removeQuestion(pool: Pool, caller: TokenUser, id: string): Promise<void> {
  await withTransaction(pool, async (tx) => {
    await questionFor(tx, caller, id, { forUpdate: true }); // holds off homework adding it until we are done
    const used = await homeworkUsingQuestion(tx, id);
    if (used.total) throw conflict(usedInHomeworkMessage(used.names, used.total));
    await deleteQuestion(tx, id);
  });
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
