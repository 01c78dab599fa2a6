import { randomUUID } from 'node:crypto';
import { DEFAULT_EXAM_DURATION, HOMEWORK_NAME_MAX, NEW_HOMEWORK_NAME, type Language, type TokenUser } from '@tp/contracts';
import { addToOutbox, badRequest, forbidden, notFound, withTransaction, type Pool, type Queryable } from '@tp/service-kit';
import { storableRichText } from '@tp/service-kit/rich-text';
import { deleteHomework, findHomework, findQuestionOwners, insertHomework, setHomeworkQuestions, updateHomework } from '../data-access/homework-repository';
import { findQuestionsByIds } from '../data-access/question-repository';
import { appendQuestions, changesWhatClassesShow, isReorderOf, removeQuestions } from './homework-rules';
import type { Homework, HomeworkFields, Question } from './question-bank-records';

const COPY_SUFFIX = ' (copy)';

/** Only the teacher who made a homework changes it (administrators included: it is that teacher's work). */
async function ownHomework(tx: Queryable, caller: TokenUser, id: string): Promise<Homework> {
  const homework = await findHomework(tx, id, { forUpdate: true });
  if (!homework) throw notFound('Homework not found');
  if (homework.teacherId !== caller.id) throw forbidden('This homework belongs to another teacher.');
  return homework;
}

/** Its creator reads a homework, and administrators; students will read theirs through their exercises. */
export async function readHomework(db: Queryable, caller: TokenUser, id: string): Promise<Homework> {
  const homework = await findHomework(db, id);
  if (!homework) throw notFound('Homework not found');
  if (homework.teacherId !== caller.id && !caller.isAdmin) throw forbidden('This homework belongs to another teacher.');
  return homework;
}

/** Every field of the homework's questions, in its order. */
export async function questionsOfHomework(db: Queryable, homework: Homework): Promise<Question[]> {
  return findQuestionsByIds(db, homework.questionIds);
}

/** Any homework with its questions in order, for another service (catalog, exercise): no caller to check. */
export async function homeworkWithQuestions(db: Queryable, id: string): Promise<{ homework: Homework; questions: Question[] }> {
  const homework = await findHomework(db, id);
  if (!homework) throw notFound('Homework not found');
  return { homework, questions: await questionsOfHomework(db, homework) };
}

/** A new, empty homework owned by the caller; the screen opens its edit page. */
export async function createHomework(db: Queryable, caller: TokenUser, language: Language): Promise<Homework> {
  const id = randomUUID();
  await insertHomework(db, {
    id, teacherId: caller.id, teacherName: caller.name, name: NEW_HOMEWORK_NAME, description: '', language,
    dueDate: null, isExam: false, examDuration: DEFAULT_EXAM_DURATION,
  });
  return (await findHomework(db, id))!;
}

/** Saves the fields (the description as sanitised rich text); classes hear of a new name, due date or exam setting. */
export async function saveHomework(pool: Pool, caller: TokenUser, id: string, changes: Partial<HomeworkFields>): Promise<Homework> {
  const description = changes.description === undefined ? undefined : storableRichText('description', changes.description);
  return withTransaction(pool, async (tx) => {
    const homework = await ownHomework(tx, caller, id);
    const fields: HomeworkFields = {
      name: changes.name ?? homework.name,
      description: description ?? homework.description,
      language: changes.language ?? homework.language,
      dueDate: changes.dueDate === undefined ? homework.dueDate : changes.dueDate,
      isExam: changes.isExam ?? homework.isExam,
      examDuration: changes.examDuration ?? homework.examDuration,
    };
    await updateHomework(tx, id, fields);
    if (changesWhatClassesShow(homework, fields)) {
      await addToOutbox(tx, 'homework.changed', {
        homeworkId: id, name: fields.name, dueDate: fields.dueDate?.toISOString() ?? null, isExam: fields.isExam, examDuration: fields.examDuration,
      });
    }
    return (await findHomework(tx, id))!;
  });
}

/** A copy owned by the caller with the same fields and questions, named '<name> (copy)'. */
export async function copyHomework(pool: Pool, caller: TokenUser, id: string): Promise<Homework> {
  return withTransaction(pool, async (tx) => {
    const original = await ownHomework(tx, caller, id);
    const copyId = randomUUID();
    const name = `${original.name.slice(0, HOMEWORK_NAME_MAX - COPY_SUFFIX.length)}${COPY_SUFFIX}`.trim();
    await insertHomework(tx, { ...original, id: copyId, teacherName: caller.name, name });
    await setHomeworkQuestions(tx, copyId, original.questionIds);
    return (await findHomework(tx, copyId))!;
  });
}

/** Classes that list the homework drop it when catalog hears `homework.deleted`, written with the deletion. */
export async function removeHomework(pool: Pool, caller: TokenUser, id: string) {
  await withTransaction(pool, async (tx) => {
    await ownHomework(tx, caller, id);
    await deleteHomework(tx, id);
    await addToOutbox(tx, 'homework.deleted', { homeworkId: id });
  });
}

/** Appends the caller's own questions in the order given; ones already in the homework stay where they are. */
export async function addQuestionsToHomework(pool: Pool, caller: TokenUser, id: string, questionIds: string[]): Promise<Homework> {
  return withTransaction(pool, async (tx) => {
    const homework = await ownHomework(tx, caller, id);
    if (questionIds.length === 0) return homework;
    const owners = new Map((await findQuestionOwners(tx, [...new Set(questionIds)])).map((q) => [q.id, q.teacherId]));
    if (questionIds.some((qid) => !owners.has(qid))) throw notFound('Question not found');
    if (questionIds.some((qid) => owners.get(qid) !== caller.id)) throw forbidden('Only your own questions can be added to your homework.');
    await setHomeworkQuestions(tx, id, appendQuestions(homework.questionIds, questionIds));
    return (await findHomework(tx, id))!;
  });
}

/** Takes the questions out of the homework; ids it does not hold change nothing. */
export async function removeQuestionsFromHomework(pool: Pool, caller: TokenUser, id: string, questionIds: string[]): Promise<Homework> {
  return withTransaction(pool, async (tx) => {
    const homework = await ownHomework(tx, caller, id);
    const kept = removeQuestions(homework.questionIds, questionIds);
    if (kept.length === homework.questionIds.length) return homework;
    await setHomeworkQuestions(tx, id, kept);
    return (await findHomework(tx, id))!;
  });
}

/** The homework's questions in a new order: the same questions, each once (moves up and down are the screen's). */
export async function reorderHomework(pool: Pool, caller: TokenUser, id: string, order: string[]): Promise<Homework> {
  return withTransaction(pool, async (tx) => {
    const homework = await ownHomework(tx, caller, id);
    if (!isReorderOf(homework.questionIds, order)) {
      throw badRequest('The new order must hold exactly the questions of the homework, each once. Reload the page and try again.');
    }
    await setHomeworkQuestions(tx, id, order);
    return (await findHomework(tx, id))!;
  });
}
