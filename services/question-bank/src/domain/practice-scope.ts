import type { InternalPracticeAnswer, PracticeLibrary } from '@tp/contracts';
import type { Queryable } from '@tp/service-kit';
import { countPracticeQuestions, listPracticeQuestions } from '../data-access/practice-question-repository';
import { readResourceBase } from '../data-access/resource-base-repository';
import { findSources } from '../data-access/source-repository';
import { studentLibraries, type StudentLibraryTeachers } from './library-access';
import { isLowercaseUuid } from '@tp/contracts/uuid';
import type { LibraryTree, Question } from './question-bank-records';

/**
 * Whether a selection is in the student's libraries: the library is one they may use, the chapter (if any) is in
 * it and the section (if any) in that chapter. A section needs its chapter, as the settings' tree picker sends it.
 */
export function selectionAvailable(tree: Pick<LibraryTree, 'libraries' | 'chapters' | 'sections'>, s: PracticeLibrary): boolean {
  if (!tree.libraries.some((l) => l.id === s.libraryId)) return false;
  if (s.sectionId && !s.chapterId) return false;
  if (s.chapterId && !tree.chapters.some((c) => c.id === s.chapterId && c.libraryId === s.libraryId)) return false;
  return !s.sectionId || tree.sections.some((x) => x.id === s.sectionId && x.chapterId === s.chapterId);
}

/** The internal answer, with the questions as stored (the route shows them). */
export type PracticeScope = Omit<InternalPracticeAnswer, 'questions'> & { questions: Question[] };

export interface PracticeScopeRequest {
  studentId: string;
  libraries: PracticeLibrary[];
  sourceIds: string[];
  difficulty: { min: number; max: number };
  excludeIds: string[];
  questionIds?: string[];
  limit: number;
  seed: string;
}

/**
 * What a student's practice setting gives (POST /internal/practice/questions): each selection checked against the
 * libraries the student may use now (the one rule, `studentLibraries`), so a setting saved before the student left
 * a class serves nothing from it; the sources that still exist; Max Resources; and the matching questions.
 */
export async function practiceScope(db: Queryable, catalog: StudentLibraryTeachers, request: PracticeScopeRequest): Promise<PracticeScope> {
  const { teacherIds, tree } = await studentLibraries(db, catalog, request.studentId);
  const libraries = request.libraries.map((s) => ({ ...s, available: selectionAvailable(tree, lowerIds(s)) }));
  const wantedSources = [...new Set(request.sourceIds.map((id) => id.toLowerCase()).filter(isLowercaseUuid))];
  const sources = wantedSources.length ? await findSources(db, wantedSources) : [];
  const filter = {
    selections: libraries.filter((s) => s.available).map(lowerIds),
    sourceIds: sources.map((s) => s.id),
    minDifficulty: request.difficulty.min,
    maxDifficulty: request.difficulty.max,
  };
  const any = filter.selections.length > 0 && filter.sourceIds.length > 0;
  const [matching, questions, base] = await Promise.all([
    any ? countPracticeQuestions(db, filter) : 0,
    any
      ? listPracticeQuestions(db, filter, {
          excludeIds: request.excludeIds.filter(isLowercaseUuid),
          onlyIds: request.questionIds?.map((id) => id.toLowerCase()).filter(isLowercaseUuid),
          limit: request.limit,
          seed: request.seed,
        })
      : [],
    readResourceBase(db),
  ]);
  return {
    classroom: teacherIds.length > 0,
    maxQuestions: base.maxQuestions,
    libraries,
    sources: wantedSources.flatMap((id) => sources.filter((s) => s.id === id).map((s) => ({ _id: s.id, name: s.name }))),
    matching,
    questions,
  };
}

const lowerIds = (s: PracticeLibrary): PracticeLibrary => ({ libraryId: s.libraryId.toLowerCase(), chapterId: s.chapterId.toLowerCase(), sectionId: s.sectionId.toLowerCase() });
