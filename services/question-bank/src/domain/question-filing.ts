import type { TokenUser } from '@tp/contracts';
import { filingShapeProblem } from '@tp/contracts/question-rules';
import type { Queryable } from '@tp/service-kit';
import { findFilingFacts, lockSourceInUse } from '../data-access/question-repository';

export interface Filing {
  libraryId: string | null;
  chapterId: string | null;
  sectionId: string | null;
}

/**
 * Why the caller cannot file a question there, or null when they can (or nothing is chosen): a library needs its
 * chapter (the section is optional), the chapter must be the library's and the section the chapter's, and only
 * teachers bound to the library (or administrators) file questions in it. Run inside the saving transaction: the
 * nodes are kept until it ends.
 */
export async function filingProblem(db: Queryable, caller: Pick<TokenUser, 'id' | 'isAdmin'>, filing: Filing): Promise<string | null> {
  const { libraryId, chapterId, sectionId } = filing;
  const shape = filingShapeProblem({ libraryId: libraryId ?? '', chapterId: chapterId ?? '', sectionId: sectionId ?? '' });
  if (shape) return shape.message;
  if (!libraryId) return null;
  const facts = await findFilingFacts(db, caller.id, libraryId, chapterId, sectionId);
  if (!facts.libraryExists) return 'Library not found: it may have been deleted. Please choose another.';
  if (!facts.chapterInLibrary) return 'Chapter not found in this library. Please select chapter and section again.';
  if (sectionId && !facts.sectionInChapter) return 'Section not found in this chapter. Please select chapter and section again.';
  if (!caller.isAdmin && !facts.teacherBound) return 'You can only file questions in a library you are bound to. Ask an administrator to bind you to it.';
  return null;
}

/** Why the source cannot be named, or null; the source is kept until the transaction ends. */
export async function sourceProblem(db: Queryable, sourceId: string | null): Promise<string | null> {
  if (!sourceId) return null;
  return (await lockSourceInUse(db, sourceId)) ? null : 'Source not found: it may have been deleted. Please choose another.';
}
