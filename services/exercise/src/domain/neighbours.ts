import type { InternalClassPublishing, InternalHomework, InternalPracticeAnswer, InternalPracticeRequest } from '@tp/contracts';

/**
 * The two services exercise asks: catalog for a class (teacher, roster, homework), question-bank for a homework's
 * questions, for what a student's practice setting gives and for a teacher's libraries.
 */
export interface Neighbours {
  catalog: { classPublishing(classId: string): Promise<InternalClassPublishing> };
  questionBank: {
    homework(homeworkId: string): Promise<InternalHomework>;
    practice(request: InternalPracticeRequest): Promise<InternalPracticeAnswer>;
    teacherLibraries(teacherId: string): Promise<string[]>;
  };
}
