import { useState } from 'react';
import type { QuestionView } from '@tp/contracts/questions';
import { LibraryBrowser } from '@tp/web-kit/library-browser';
import { LibraryQuestionTable } from '@tp/web-kit/library-question-table';
import { useSignedInUser } from '@tp/web-kit/use-signed-in-user';
import { useTeachingTexts } from '../../../components/teaching-texts';
import { fetchLibraryQuestions, fetchMyLibraries } from '../api/teacher-library';
import { EditQuestionCell } from './edit-question-cell';
import { SourceFilter } from './source-filter';

/** /teacher/library ('My Library'): the libraries bound to the teacher, and the questions filed at a chosen node. */
export function TeacherLibraryPage() {
  const shared = useTeachingTexts();
  const user = useSignedInUser();
  const [sourceId, setSourceId] = useState<string>();
  // Another teacher's question opens only for them (or an administrator): its edit page would refuse this teacher.
  const mayEdit = (q: QuestionView) => user.isAdmin || q.user._id === user._id;

  return (
    // A teacher has few libraries: all open at once.
    <LibraryBrowser fetchLibraries={fetchMyLibraries} expandAll listTools={<SourceFilter onApply={setSourceId} />}>
      {(node) => (
        <LibraryQuestionTable
          key={`${node.key}:${sourceId ?? ''}`}
          fetchPage={(page, signal) => fetchLibraryQuestions(node.path, sourceId, page, signal)}
          showSource
          actionColumn={{ title: shared('edit'), key: 'edit', render: (_, q) => <EditQuestionCell question={q} mayEdit={mayEdit(q)} /> }}
        />
      )}
    </LibraryBrowser>
  );
}
