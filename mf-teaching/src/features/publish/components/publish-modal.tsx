import { useState } from 'react';
import type { StudentPublishEntry } from '@tp/contracts/exercises';
import { errorMessage } from '@tp/web-kit/api-error';
import { inInterfaceLanguage } from '@tp/web-kit/i18n/spec-messages';
import { ProblemAlert } from '@tp/web-kit/problem-alert';
import { useApi } from '@tp/web-kit/use-api';
import { Button } from '@tp/web-kit/ui/button';
import { message } from '@tp/web-kit/ui/message';
import { Modal } from '@tp/web-kit/ui/modal';
import { Popconfirm } from '@tp/web-kit/ui/popconfirm';
import { Table } from '@tp/web-kit/ui/table';
import { ToneTag } from '@tp/web-kit/tone-tag';
import { useEditorTexts } from '../../../components/editor-texts';
import { useTeachingTexts } from '../../../components/teaching-texts';
import { fetchPublishList, publishHomework, unpublishHomework } from '../api/student-publish';
import { exercisesToUnpublish, studentsToPublish } from '../utils/publish-selection';

export interface PublishTarget {
  classId: string;
  homeworkId: string;
  name: string;
}

/** The publish modal of one class homework: opened by PublishButton, drawn afresh each time it opens. */
export function PublishModal({ target, onClose }: { target: PublishTarget; onClose: () => void }) {
  const t = useEditorTexts();
  return (
    <Modal title={t('publishName', { name: target.name })} open onCancel={onClose} footer={null} width={760} destroyOnHidden>
      <PublishStudents target={target} />
    </Modal>
  );
}

/**
 * The class's students with their published state. Checkboxes choose students (select all in the header);
 * Publish gives the homework to the chosen ones who do not have it, Unpublish takes it back from the chosen ones
 * who do; each published student also has their own Unpublish.
 */
function PublishStudents({ target }: { target: PublishTarget }) {
  const t = useEditorTexts();
  const shared = useTeachingTexts();
  const { classId, homeworkId } = target;
  const students = useApi((signal) => fetchPublishList(classId, homeworkId, signal), [classId, homeworkId]);
  const [selected, setSelected] = useState<string[]>([]);
  const [busy, setBusy] = useState<'publish' | 'unpublish'>();
  const [problem, setProblem] = useState<string>();
  const entries = students.data ?? [];
  const toPublish = studentsToPublish(entries, selected);
  const toUnpublish = exercisesToUnpublish(entries, selected);

  const run = async (kind: 'publish' | 'unpublish', send: () => Promise<unknown>, done: string) => {
    setProblem(undefined);
    setBusy(kind);
    try {
      await send();
      message.success(done);
      setSelected([]);
    } catch (failure) {
      setProblem(errorMessage(failure));
    } finally {
      setBusy(undefined);
      students.reload();
    }
  };
  const publish = () => run('publish', () => publishHomework(classId, homeworkId, toPublish), 'Publish homework successfully');
  const unpublish = (exerciseIds: string[]) => run('unpublish', () => unpublishHomework(exerciseIds), 'Unpublish homework successfully');

  return (
    <>
      <ProblemAlert problem={problem ?? (students.error ? errorMessage(students.error, t('studentsNotLoaded')) : undefined)} />
      <Table<StudentPublishEntry>
        rowKey={(entry) => entry.student._id}
        loading={students.loading}
        dataSource={entries}
        pagination={false}
        scroll={{ x: 'max-content', y: 420 }}
        locale={{ emptyText: t('noStudentYet') }}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys.map(String)),
          getCheckboxProps: (entry) => ({ 'aria-label': t('selectNamed', { name: entry.student.name }) }),
        }}
        columns={[
          { title: shared('name'), key: 'name', render: (_, entry) => entry.student.name },
          { title: t('email'), key: 'email', render: (_, entry) => entry.student.email },
          {
            title: t('state'),
            key: 'state',
            render: (_, entry) => (entry.isPublished ? <ToneTag tone="good">{shared('published')}</ToneTag> : <ToneTag tone="plain">{t('unpublished')}</ToneTag>),
          },
          {
            title: t('action'),
            key: 'action',
            render: (_, entry) =>
              entry.isPublished && entry.exerciseId ? (
                <Popconfirm
                  title={inInterfaceLanguage('Are you sure')}
                  description={t('takeBackFrom', { name: entry.student.name })}
                  okText={t('unpublish')}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => unpublish([entry.exerciseId as string])}
                >
                  <Button type="link" danger aria-label={t('unpublishFor', { name: entry.student.name })}>
                    {t('unpublish')}
                  </Button>
                </Popconfirm>
              ) : null,
          },
        ]}
      />
      <div className="tp-publish-actions">
        <Popconfirm
          title={inInterfaceLanguage('Are you sure')}
          description={t('takeBackFromSelected', { count: toUnpublish.length })}
          okText={t('unpublish')}
          okButtonProps={{ danger: true }}
          onConfirm={() => unpublish(toUnpublish)}
          disabled={toUnpublish.length === 0}
        >
          <Button danger disabled={toUnpublish.length === 0} loading={busy === 'unpublish'}>
            {toUnpublish.length ? t('unpublishSelectedCount', { count: toUnpublish.length }) : t('unpublishSelected')}
          </Button>
        </Popconfirm>
        <Button type="primary" onClick={publish} disabled={toPublish.length === 0 || busy !== undefined} loading={busy === 'publish'}>
          {toPublish.length ? t('publishCount', { count: toPublish.length }) : shared('publish')}
        </Button>
      </div>
    </>
  );
}
