import type { Language, QuestionType } from '@tp/contracts';

// question-bank's nouns: what its rules decide on and its repositories return.

// Questions

/** What a teacher edits on the Edit Question form. Unset ids (source, counterpart, filing) are null. */
export interface QuestionFields {
  name: string;
  category: string;
  qText: string;
  image: string;
  showImg: boolean;
  isChoice: QuestionType;
  numChoice: 4 | 5;
  correctAnswer: string;
  difficulty: number;
  /** The solution. */
  description: string;
  sourceId: string | null;
  copyright: string;
  answerA: string;
  answerB: string;
  answerC: string;
  answerD: string;
  answerE: string;
  language: Language;
  referenceId: string | null;
  libraryId: string | null;
  chapterId: string | null;
  sectionId: string | null;
}

/** A question to insert: its fields and its teacher. */
export interface NewQuestion extends QuestionFields {
  id: string;
  teacherId: string;
  teacherName: string;
}

export interface Question extends NewQuestion {
  /** The source's name ('' when none). */
  sourceName: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface FilingFacts {
  libraryExists: boolean;
  /** The chapter exists and belongs to the library. */
  chapterInLibrary: boolean;
  /** The section exists and belongs to the chapter. */
  sectionInChapter: boolean;
  teacherBound: boolean;
}

// Homework

export interface Homework {
  id: string;
  teacherId: string;
  teacherName: string;
  name: string;
  description: string;
  language: Language;
  dueDate: Date | null;
  isExam: boolean;
  examDuration: number;
  /** Question ids in the homework's order. */
  questionIds: string[];
  /** Ids of the classes that list it (as catalog's events told), sorted. */
  classIds: string[];
  /** At least one of those classes lists it published. */
  isPublish: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export type HomeworkFields = Pick<Homework, 'name' | 'description' | 'language' | 'dueDate' | 'isExam' | 'examDuration'>;

// The library tree

export interface LibraryRow {
  id: string;
  name: string;
  position: number;
  expired: boolean;
}
export interface ChapterRow {
  id: string;
  libraryId: string;
  name: string;
  position: number;
}
export interface SectionRow {
  id: string;
  chapterId: string;
  name: string;
  position: number;
}
export interface BoundTeacher {
  libraryId: string;
  teacherId: string;
  name: string;
}

/** Libraries with everything under them, each level in its set order. */
export interface LibraryTree {
  libraries: LibraryRow[];
  chapters: ChapterRow[];
  sections: SectionRow[];
  teachers: BoundTeacher[];
}

// Sources and the practice settings every student shares

export interface Source {
  id: string;
  name: string;
  createdBy: string;
  createdByName: string;
}

export interface ResourceBaseRow {
  helpContent: string;
  maxQuestions: number;
}
