import type { LibraryView } from '@tp/contracts';
import type { LibraryTree } from '../../domain/question-bank-records';

/** The tree as the screens read it (`libraryView` in @tp/contracts): each level nested in its set order. */
export function toLibraryList({ libraries, chapters, sections, teachers }: LibraryTree): LibraryView[] {
  return libraries.map((library) => ({
    _id: library.id,
    name: library.name,
    expired: library.expired,
    teacher: teachers.filter((t) => t.libraryId === library.id).map((t) => ({ _id: t.teacherId, name: t.name })),
    chapter: chapters
      .filter((c) => c.libraryId === library.id)
      .map((chapter) => ({
        _id: chapter.id,
        name: chapter.name,
        section: sections.filter((s) => s.chapterId === chapter.id).map((s) => ({ _id: s.id, name: s.name })),
      })),
  }));
}
