import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ClassView } from '@tp/contracts/classes';
import { HOMEWORK_PAGE_SIZE, type ClassHomework } from '@tp/contracts/homework';
import { inInterfaceLanguage } from '@tp/web-kit/i18n/spec-messages';
import { Button } from '@tp/web-kit/ui/button';
import { message } from '@tp/web-kit/ui/message';
import { Popconfirm } from '@tp/web-kit/ui/popconfirm';
import { Table } from '@tp/web-kit/ui/table';
import { Tag } from '@tp/web-kit/ui/tag';
import { useEditorTexts } from '../../../components/editor-texts';
import { useTeachingTexts } from '../../../components/teaching-texts';
import { removeAllHomework, removeHomeworkFromClass } from '../api/class-content';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : '');

/** What app/ adds to each homework row's actions (the publish modal's trigger). */
export type HomeworkAction = (cls: ClassView, homework: ClassHomework) => ReactNode;

interface ClassHomeworkTableProps {
  cls: ClassView;
  act: (run: () => Promise<void>) => Promise<boolean>;
  loading: boolean;
  homeworkAction?: HomeworkAction;
}

/** The class's homework (10 a page), each opening its correction page; delete one, or all after a confirmation. */
export function ClassHomeworkTable({ cls, act, loading, homeworkAction }: ClassHomeworkTableProps) {
  const t = useEditorTexts();
  const shared = useTeachingTexts();
  const remove = (homework: ClassHomework) =>
    act(async () => {
      await removeHomeworkFromClass(cls._id, homework.hwID._id);
      message.success('Delete success');
    });
  const removeAll = () =>
    act(async () => {
      await removeAllHomework(cls._id);
      message.success('Delete success');
    });

  return (
    <>
      <div className="tp-add-content-bar">
        <Popconfirm title={inInterfaceLanguage('Are you sure')} description={t('removeAllHomework')} okText={t('deleteAll')} okButtonProps={{ danger: true }} onConfirm={removeAll} disabled={cls.homeworkList.length === 0}>
          <Button danger disabled={cls.homeworkList.length === 0}>
            {t('deleteAll')}
          </Button>
        </Popconfirm>
      </div>
      <Table<ClassHomework>
        rowKey={(homework) => homework.hwID._id}
        loading={loading}
        dataSource={cls.homeworkList}
        pagination={{ pageSize: HOMEWORK_PAGE_SIZE, hideOnSinglePage: true, showSizeChanger: false }}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: inInterfaceLanguage('No HomeWork added.') }}
        columns={[
          {
            title: shared('name'),
            key: 'name',
            render: (_, homework) => <Link to={`/teacher/correctionExercise/${cls._id}/${homework.hwID._id}`}>{homework.name || shared('untitledHomework')}</Link>,
          },
          { title: shared('dueDate'), key: 'dueDate', render: (_, homework) => when(homework.hwID.dueDate) },
          { title: shared('type'), key: 'type', render: (_, homework) => (homework.isExam ? <Tag color="red">{t('exam')}</Tag> : <Tag>{shared('homeworkWord')}</Tag>) },
          { title: shared('published'), key: 'isPublish', render: (_, homework) => <Tag>{homework.isPublish ? shared('published') : t('unpublished')}</Tag> },
          { title: t('creator'), key: 'creator', render: (_, homework) => homework.creator.name },
          {
            title: t('action'),
            key: 'action',
            render: (_, homework) => (
              <>
                {homeworkAction?.(cls, homework)}
                <Popconfirm title={inInterfaceLanguage('Are you sure')} description={t('removeFromClass', { name: homework.name || shared('thisHomework') })} okText={shared('delete')} okButtonProps={{ danger: true }} onConfirm={() => remove(homework)}>
                  <Button type="link" danger aria-label={shared('deleteNamed', { name: homework.name || shared('thisHomework') })}>
                    {shared('delete')}
                  </Button>
                </Popconfirm>
              </>
            ),
          },
        ]}
      />
    </>
  );
}
