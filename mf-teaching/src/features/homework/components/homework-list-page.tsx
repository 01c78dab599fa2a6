import { useState } from 'react';
import { Link } from 'react-router';
import { HOMEWORK_PAGE_SIZE, type HomeworkView } from '@tp/contracts/homework';
import { errorMessage } from '@tp/web-kit/api-error';
import { navigate } from '@tp/web-kit/navigate';
import { useApi } from '@tp/web-kit/use-api';
import { useContentLanguage } from '@tp/web-kit/use-content-language';
import { Alert } from '@tp/web-kit/ui/alert';
import { Button } from '@tp/web-kit/ui/button';
import { Card } from '@tp/web-kit/ui/card';
import { message } from '@tp/web-kit/ui/message';
import { Popconfirm } from '@tp/web-kit/ui/popconfirm';
import { Table } from '@tp/web-kit/ui/table';
import { Tag } from '@tp/web-kit/ui/tag';
import { copyHomework, createHomework, deleteHomework, fetchHomeworkPage } from '../api/homework-list';
import './homework-list-page.css';
import { ListToolbar } from '../../../components/list-toolbar';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : '');

/** /teach/hwlist: My HomeWorks — language, search, create, edit, copy, delete, 10 a page. */
export function HomeworkListPage() {
  const [language, setLanguage] = useContentLanguage();
  const [name, setName] = useState('');
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const { data, loading, error, reload } = useApi((signal) => fetchHomeworkPage({ name, language, page }, signal), [name, language, page]);

  const act = async (run: () => Promise<void>, done: string) => {
    try {
      await run();
      message.success(done);
      reload();
    } catch (failure) {
      message.error(errorMessage(failure));
    }
  };

  // A new homework opens straight in its edit page.
  const create = async () => {
    setCreating(true);
    try {
      const homework = await createHomework(language);
      message.success('Create Homework successfully');
      navigate(`/teach/hw/${homework._id}/edit`);
    } catch (failure) {
      message.error(errorMessage(failure));
      setCreating(false);
    }
  };

  const label = (homework: HomeworkView) => homework.name || 'this homework';

  return (
    <div className="tp-homework-list">
      <Card>
        <ListToolbar
          title="My HomeWorks"
          languageLabel="Homework"
          searchLabel="homework"
          language={language}
          onLanguage={(next) => {
            setLanguage(next);
            setPage(1);
          }}
          onSearch={(next) => {
            setName(next);
            setPage(1);
          }}
        >
          <Button type="primary" onClick={create} loading={creating}>
            Create Homework
          </Button>
        </ListToolbar>
        {error ? <Alert type="error" showIcon role="alert" title={errorMessage(error, 'Your homework could not be loaded')} /> : null}
        <Table<HomeworkView>
          rowKey="_id"
          loading={loading}
          dataSource={error ? [] : data?.list}
          pagination={{ current: page, pageSize: HOMEWORK_PAGE_SIZE, total: data?.total ?? 0, hideOnSinglePage: true, showSizeChanger: false, onChange: setPage }}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: 'No Homeworks found, change language or search again' }}
          columns={[
            { title: 'Name', key: 'name', render: (_, homework) => homework.name || <em>Untitled homework</em> },
            { title: 'Questions', dataIndex: 'numQuestions' },
            { title: 'Due date', key: 'dueDate', render: (_, homework) => when(homework.dueDate) },
            { title: 'Type', key: 'type', render: (_, homework) => (homework.isExam ? <Tag color="red">Exam {homework.examDuration} min</Tag> : <Tag>Homework</Tag>) },
            {
              title: 'Actions',
              key: 'actions',
              render: (_, homework) => (
                <span className="tp-homework-list-actions">
                  <Link to={`/teach/hw/${homework._id}/edit`} aria-label={`Edit ${label(homework)}`}>
                    Edit
                  </Link>
                  <Button type="link" onClick={() => act(() => copyHomework(homework._id), 'Create Homework successfully')} aria-label={`Copy ${label(homework)}`}>
                    Copy
                  </Button>
                  <Popconfirm
                    title="Are you sure"
                    description={`Delete ${label(homework)}?`}
                    okText="Delete"
                    okButtonProps={{ danger: true }}
                    onConfirm={() => act(() => deleteHomework(homework._id), 'Delete Homework successfully')}
                  >
                    <Button type="link" danger aria-label={`Delete ${label(homework)}`}>
                      Delete
                    </Button>
                  </Popconfirm>
                </span>
              ),
            },
          ]}
        />
      </Card>
    </div>
  );
}
