import { useState } from 'react';
import type { LibraryView } from '@tp/contracts/library';
import { FILING_MESSAGE } from '@tp/contracts/question-rules';
import { errorMessage } from '@tp/web-kit/api-error';
import { Loading } from '@tp/web-kit/loading';
import { ProblemAlert } from '@tp/web-kit/problem-alert';
import { Alert } from '@tp/web-kit/ui/alert';
import { Modal } from '@tp/web-kit/ui/modal';
import { Tree } from '@tp/web-kit/ui/tree';
import { useEditorTexts } from '../../../components/editor-texts';
import type { Filing } from '../utils/question-form';

interface LibraryPickerModalProps {
  open: boolean;
  libraries: LibraryView[] | undefined;
  loading: boolean;
  error: unknown;
  current: Filing;
  onCancel: () => void;
  onSelect: (filing: Filing) => void;
}

const NONE: Filing = { libraryId: '', chapterId: '', sectionId: '' };
const keyOf = (filing: Filing) => [filing.libraryId, filing.chapterId, filing.sectionId].filter(Boolean).join('/');
const filingOf = (key: string): Filing => {
  const [libraryId = '', chapterId = '', sectionId = ''] = key.split('/');
  return { libraryId, chapterId, sectionId };
};

/** The tree as antd draws it: each node's key is its path of ids, library/chapter/section. */
function treeData(libraries: LibraryView[]) {
  return libraries.map((library) => ({
    key: library._id,
    title: library.name,
    children: library.chapter.map((chapter) => ({
      key: `${library._id}/${chapter._id}`,
      title: chapter.name,
      children: chapter.section.map((section) => ({ key: `${library._id}/${chapter._id}/${section._id}`, title: section.name })),
    })),
  }));
}

/**
 * Library picker: the tree of the libraries the teacher may file in; a chapter (or a section of it) must be chosen.
 * Mounted while open, so it starts from the question's filing each time.
 */
export function LibraryPickerModal({ open, libraries, loading, error, current, onCancel, onSelect }: LibraryPickerModalProps) {
  const t = useEditorTexts();
  const [picked, setPicked] = useState<Filing>(current);
  const [problem, setProblem] = useState<string>();

  const choose = () => {
    if (!picked.libraryId) return onCancel();
    if (!picked.chapterId) return setProblem(FILING_MESSAGE);
    onSelect(picked);
  };

  return (
    <Modal
      title={t('selectLibrary')}
      open={open}
      onCancel={onCancel}
      okText={t('select')}
      onOk={choose}
      okButtonProps={{ disabled: !picked.libraryId }}
    >
      <ProblemAlert problem={problem} />
      {error ? <Alert type="error" showIcon role="alert" title={errorMessage(error, t('librariesNotLoaded'))} /> : null}
      {loading && !libraries ? <Loading /> : null}
      {libraries && libraries.length === 0 ? <p>{t('noLibraryFound')}</p> : null}
      {libraries && libraries.length > 0 ? (
        <Tree
          aria-label={t('libraries')}
          defaultExpandAll
          treeData={treeData(libraries)}
          selectedKeys={picked.libraryId ? [keyOf(picked)] : []}
          onSelect={(keys) => {
            setProblem(undefined);
            setPicked(keys.length ? filingOf(String(keys[0])) : NONE);
          }}
        />
      ) : null}
    </Modal>
  );
}
