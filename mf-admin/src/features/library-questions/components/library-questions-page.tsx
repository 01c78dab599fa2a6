import { LibraryBrowser } from '@tp/web-kit/library-browser';
import { LibraryQuestionTable } from '@tp/web-kit/library-question-table';
import { fetchLibraries, fetchLibraryQuestions } from '../api/library-questions';

/** /admin/libraryQuestion ('My Library'): the whole tree, and the questions filed at the chosen node (read-only). */
export function LibraryQuestionsPage() {
  return (
    <LibraryBrowser fetchLibraries={fetchLibraries}>
      {(node) => <LibraryQuestionTable key={node.key} fetchPage={(page, signal) => fetchLibraryQuestions(node.path, page, signal)} />}
    </LibraryBrowser>
  );
}
