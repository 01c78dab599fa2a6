import type { HomeworkFields } from './question-bank-records';

// The homework decisions, pure so they are unit-tested on their own.

/** The list with `added` appended in the order given; ids already there (or given twice) are not added again. */
export function appendQuestions(list: readonly string[], added: readonly string[]): string[] {
  const result = [...list];
  const present = new Set(list);
  for (const id of added) {
    if (present.has(id)) continue;
    present.add(id);
    result.push(id);
  }
  return result;
}

/** The list without `removed`; ids that are not in it change nothing. */
export function removeQuestions(list: readonly string[], removed: readonly string[]): string[] {
  const gone = new Set(removed);
  return list.filter((id) => !gone.has(id));
}

/** A new order is accepted only when it holds exactly the homework's questions, each once. */
export function isReorderOf(current: readonly string[], proposed: readonly string[]): boolean {
  if (current.length !== proposed.length || new Set(proposed).size !== proposed.length) return false;
  const present = new Set(current);
  return proposed.every((id) => present.has(id));
}

/** Classes copy a homework's name, due date and exam settings: a change to one of them is announced. */
export function changesWhatClassesShow(before: HomeworkFields, after: HomeworkFields): boolean {
  return (
    before.name !== after.name ||
    (before.dueDate?.getTime() ?? null) !== (after.dueDate?.getTime() ?? null) ||
    before.isExam !== after.isExam ||
    before.examDuration !== after.examDuration
  );
}
