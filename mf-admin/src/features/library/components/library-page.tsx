import { useState } from 'react';
import type { LibraryView } from '@tp/contracts/library';
import { errorMessage } from '@tp/web-kit/api-error';
import { useApi } from '@tp/web-kit/use-api';
import { Alert } from '@tp/web-kit/ui/alert';
import { Button } from '@tp/web-kit/ui/button';
import { Card } from '@tp/web-kit/ui/card';
import { message } from '@tp/web-kit/ui/message';
import { addNode, bindTeacher, deleteNode, fetchLibraries, moveNode, renameNode, unbindTeacher } from '../api/library';
import { BindTeacherModal } from './bind-teacher-modal';
import { LibraryTable, type TreeHandlers } from './library-table';
import { NameModal, type NameRequest } from './name-modal';
import { ResourcesSetting } from './resources-setting';
import { useAdminTexts } from '../../../components/admin-texts';
import { useNodeLabel } from './use-node-label';
import './library-page.css';

/** The name field's label by what is named. */
const NAME_LABELS = { library: 'libraryName', chapter: 'chapterName', section: 'sectionName' } as const;

/** /admin/library: the library tree (add, rename, reorder, delete, bind teachers) and the Resources Setting. */
export function LibraryPage() {
  const t = useAdminTexts();
  const nodeLabel = useNodeLabel();
  const { data, loading, error, reload } = useApi((signal) => fetchLibraries(signal), []);
  const [naming, setNaming] = useState<NameRequest>();
  const [binding, setBinding] = useState<LibraryView>();

  /** Runs a change; a success toast and a reload, or the server's message as an error toast. */
  const change = async (run: () => Promise<unknown>, done: string): Promise<boolean> => {
    try {
      await run();
      message.success(done);
      return true;
    } catch (failure) {
      message.error(errorMessage(failure));
      return false;
    } finally {
      reload();
    }
  };

  const handlers: TreeHandlers = {
    add: (parent, kind, parentName) =>
      setNaming({
        title: t(kind === 'chapter' ? 'addChapterTo' : 'addSectionTo', { name: parentName }),
        label: t(NAME_LABELS[kind]),
        initial: '',
        save: (name) => change(() => addNode(parent, name), 'Add success'),
      }),
    rename: (path, kind, name) =>
      setNaming({ title: t('editNamed', { name: nodeLabel(kind, name) }), label: t(NAME_LABELS[kind]), initial: name, save: (next) => change(() => renameNode(path, next), 'Successfully saved') }),
    move: (path, direction) => void change(() => moveNode(path, direction), 'Successfully saved'),
    remove: async (path) => {
      let unfiled = 0;
      if (await change(async () => (unfiled = await deleteNode(path)), 'Delete success') && unfiled > 0) {
        message.info(t(unfiled === 1 ? 'oneUnfiled' : 'manyUnfiled', { count: unfiled }));
      }
    },
    bind: setBinding,
    unbind: async (library, teacher) => void (await change(() => unbindTeacher(library._id, teacher._id), 'Delete success')),
  };

  return (
    <div className="tp-library">
      <Card>
        <div className="tp-library-bar">
          <h1>{t('library')}</h1>
          <Button type="primary" onClick={() => setNaming({ title: t('addLibrary'), label: t('libraryName'), initial: '', save: (name) => change(() => addNode(undefined, name), 'Add success') })}>
            {t('addLibrary')}
          </Button>
        </div>
        {error ? <Alert type="error" showIcon role="alert" title={errorMessage(error, t('libraryNotLoaded'))} /> : null}
        <LibraryTable libraries={error ? [] : data} loading={loading} handlers={handlers} />
      </Card>
      <Card className="tp-library-resources">
        <h2>{t('resourcesSetting')}</h2>
        <ResourcesSetting />
      </Card>
      <NameModal request={naming} onClose={() => setNaming(undefined)} />
      <BindTeacherModal library={binding} onCancel={() => setBinding(undefined)} onBind={(library, teacherId) => change(() => bindTeacher(library._id, teacherId), 'Add success')} />
    </div>
  );
}
