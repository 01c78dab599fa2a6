import type { InternalHomework, InternalSource } from '@tp/contracts';

/** What catalog copies from a homework; the questions themselves stay in question-bank. */
export type HomeworkSummary = Pick<InternalHomework, '_id' | 'name' | 'dueDate' | 'isExam' | 'creator'>;

/** Question-bank's homework: an unknown one is a 404, a question-bank that cannot answer a 503. */
export interface HomeworkLookup {
  homework(id: string): Promise<HomeworkSummary>;
}

/** Question-bank's sources: the names of those that exist among `ids` (unknown ids are left out). */
export interface SourceNames {
  namedSources(ids: string[]): Promise<InternalSource[]>;
}
