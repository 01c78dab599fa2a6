import { HOMEWORK_PAGE_SIZE, type HomeworkView } from '@tp/contracts/homework';
import { errorMessage } from '@tp/web-kit/api-error';
import { Alert } from '@tp/web-kit/ui/alert';
import { Card } from '@tp/web-kit/ui/card';
import { Table } from '@tp/web-kit/ui/table';
import { Tag } from '@tp/web-kit/ui/tag';
import { ListRowActions } from '../../../components/list-row-actions';
import { ListToolbar } from '../../../components/list-toolbar';
import { useTeacherList } from '../../../components/use-teacher-list';
import { copyHomework, createHomework, deleteHomework, fetchHomeworkPage } from '../api/homework-list';
import { useTeachingTexts } from '../../../components/teaching-texts';
import { inInterfaceLanguage } from '@tp/web-kit/i18n/spec-messages';
import './homework-list-page.css';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : '');

/** /teach/hwlist: My HomeWorks — language, search, create, edit, copy, delete, 10 a page. */
export function HomeworkListPage() {
  const t = useTeachingTexts();
  const { data, loading, error, page, setPage, filters, act, creating, createAndEdit } = useTeacherList({
    load: ({ search, language, page }, signal) => fetchHomeworkPage({ name: search, language, page }, signal),
    create: createHomework,
    editPath: (homework) => `/teach/hw/${homework._id}/edit`,
    created: 'Create Homework successfully',
  });

  const label = (homework: HomeworkView) => homework.name || t('thisHomework');

  return (
    <div className="tp-homework-list">
      <Card>
        <ListToolbar
          title={t('myHomeworks')}
          languageLabel={t('homeworkWord')}
          searchLabel={t('homeworksWord')}
          createLabel={t('createHomework')}
          onCreate={createAndEdit}
          creating={creating}
          {...filters}
        />
        {error ? <Alert type="error" showIcon role="alert" title={errorMessage(error, t('homeworkNotLoaded'))} /> : null}
        <Table<HomeworkView>
          rowKey="_id"
          loading={loading}
          dataSource={error ? [] : data?.list}
          pagination={{ current: page, pageSize: HOMEWORK_PAGE_SIZE, total: data?.total ?? 0, hideOnSinglePage: true, showSizeChanger: false, onChange: setPage }}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: inInterfaceLanguage('No Homeworks found, change language or search again') }}
          columns={[
            { title: t('name'), key: 'name', render: (_, homework) => homework.name || <em>{t('untitledHomework')}</em> },
            { title: t('questions'), dataIndex: 'numQuestions' },
            { title: t('dueDate'), key: 'dueDate', render: (_, homework) => when(homework.dueDate) },
            { title: t('type'), key: 'type', render: (_, homework) => (homework.isExam ? <Tag color="red">{t('examMinutes', { minutes: homework.examDuration })}</Tag> : <Tag>{t('homework')}</Tag>) },
            {
              title: t('actions'),
              key: 'actions',
              render: (_, homework) => (
                <ListRowActions
                  className="tp-homework-list-actions"
                  name={label(homework)}
                  editTo={`/teach/hw/${homework._id}/edit`}
                  onCopy={() => act(() => copyHomework(homework._id), 'Create Homework successfully')}
                  onDelete={() => act(() => deleteHomework(homework._id), 'Delete Homework successfully')}
                />
              ),
            },
          ]}
        />
      </Card>
    </div>
  );
}
