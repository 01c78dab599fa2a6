import { useState } from 'react';
import { Link } from 'react-router';
import type { ClassView } from '@tp/contracts/classes';
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
import { copyClass, createClass, deleteClass, fetchTeacherClasses, setPublish } from '../api/teacher-classes';
import { nextPublish } from '../utils/publish-toggle';
import { PublishFlame } from './publish-flame';
import './class-list-page.css';
import { ListToolbar } from '../../../components/list-toolbar';

// Classes start and end at a time of day (the edit form picks it in the teacher's zone): show both, in that zone.
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : '');

/** /teach/classlist: the teacher's classes with language filter, search, create, edit, copy, delete, publish. */
export function ClassListPage() {
  const [language, setLanguage] = useContentLanguage();
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const { data, loading, error, reload } = useApi((signal) => fetchTeacherClasses(search, language, signal), [search, language]);

  const act = async (run: () => Promise<void>, done?: string) => {
    try {
      await run();
      if (done) message.success(done);
      reload();
    } catch (failure) {
      message.error(errorMessage(failure));
    }
  };

  // Creating a class goes straight to its edit page.
  const create = async () => {
    setCreating(true);
    try {
      const cls = await createClass(language);
      navigate(`/teach/class/${cls._id}/edit`);
    } catch (failure) {
      message.error(errorMessage(failure));
      setCreating(false);
    }
  };

  return (
    <div className="tp-class-list">
      <Card>
        <ListToolbar
          title="My Classes"
          languageLabel="Class"
          searchLabel="classes"
          language={language}
          onLanguage={setLanguage}
          onSearch={setSearch}
        >
          <Button type="primary" onClick={create} loading={creating}>
            Create Class
          </Button>
        </ListToolbar>
        {error ? <Alert type="error" showIcon role="alert" title={errorMessage(error, 'Your classes could not be loaded')} /> : null}
        <Table<ClassView>
          rowKey="_id"
          loading={loading}
          dataSource={error ? [] : data}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: 'No class found, change language or search again' }}
          columns={[
            { title: 'Name', key: 'name', render: (_, cls) => cls.name || <em>Untitled class</em> },
            { title: 'Category', dataIndex: 'category' },
            { title: 'Start', key: 'start', render: (_, cls) => when(cls.startDate) },
            { title: 'End', key: 'end', render: (_, cls) => when(cls.endDate) },
            {
              title: 'Publish',
              key: 'publish',
              render: (_, cls) => (
                <PublishFlame name={cls.name || 'this class'} isPublish={cls.isPublish} onToggle={() => act(() => setPublish(cls._id, nextPublish(cls.isPublish)))} />
              ),
            },
            {
              title: 'Actions',
              key: 'actions',
              render: (_, cls) => (
                <span className="tp-class-list-actions">
                  <Link to={`/teach/class/${cls._id}/edit`} aria-label={`Edit ${cls.name || 'this class'}`}>Edit</Link>
                  <Link to={`/teach/class/${cls._id}/addStudent`} aria-label={`Students of ${cls.name || 'this class'}`}>Students</Link>
                  <Link to={`/teach/class/${cls._id}/addContent`} aria-label={`Homework of ${cls.name || 'this class'}`}>Homework</Link>
                  <Button type="link" onClick={() => act(() => copyClass(cls._id), 'Add success')} aria-label={`Copy ${cls.name || 'this class'}`}>
                    Copy
                  </Button>
                  <Popconfirm title="Are you sure" description={`Delete ${cls.name || 'this class'}?`} okText="Delete" okButtonProps={{ danger: true }} onConfirm={() => act(() => deleteClass(cls._id), 'Delete success')}>
                    <Button type="link" danger aria-label={`Delete ${cls.name || 'this class'}`}>
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
