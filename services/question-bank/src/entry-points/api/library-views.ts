import type { LibraryView, QuestionView } from '@tp/contracts';
import type { LibraryTree } from '../../data-access/library-repository';
import type { LibraryQuestionRow } from '../../data-access/library-question-repository';

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

/** A question with every field (`questionView`); unset ids are ''. */
export function toLibraryQuestion(q: LibraryQuestionRow): QuestionView {
  return {
    _id: q.id, name: q.name, category: q.category, qText: q.qText, image: q.image, showImg: q.showImg, isChoice: q.isChoice,
    numChoice: q.numChoice, correctAnswer: q.correctAnswer, difficuty: q.difficulty, description: q.description,
    source: q.sourceId ?? '', copyright: q.copyright, answerA: q.answerA, answerB: q.answerB, answerC: q.answerC,
    answerD: q.answerD, answerE: q.answerE, language: q.language, referenceId: q.referenceId ?? '',
    libraryId: q.libraryId ?? '', chapterId: q.chapterId ?? '', sectionId: q.sectionId ?? '',
    user: { _id: q.teacherId, name: q.teacherName }, createdAt: q.createdAt.toISOString(), updatedAt: q.updatedAt.toISOString(),
  };
}
