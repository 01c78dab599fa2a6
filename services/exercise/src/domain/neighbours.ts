import type { InternalClassPublishing, InternalHomework } from '@tp/contracts';

/** The two services exercise asks: catalog for a class (teacher, roster, homework), question-bank for a homework's questions. */
export interface Neighbours {
  catalog: { classPublishing(classId: string): Promise<InternalClassPublishing> };
  questionBank: { homework(homeworkId: string): Promise<InternalHomework> };
}
