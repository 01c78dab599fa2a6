import { Link } from 'react-router';
import type { ClassView } from '@tp/contracts/classes';
import { errorMessage } from '@tp/web-kit/api-error';
import { Alert } from '@tp/web-kit/ui/alert';
import { Card } from '@tp/web-kit/ui/card';
import { Table } from '@tp/web-kit/ui/table';
import { ListRowActions } from '../../../components/list-row-actions';
import { ListToolbar } from '../../../components/list-toolbar';
import { useTeacherList } from '../../../components/use-teacher-list';
import { copyClass, createClass, deleteClass, fetchTeacherClasses, setPublish } from '../api/teacher-classes';
import { nextPublish } from '../utils/publish-toggle';
import { PublishFlame } from './publish-flame';
import './class-list-page.css';

// Classes start and end at a time of day (the edit form picks it in the teacher's zone): show both, in that zone.
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : '');

/** /teach/classlist: the teacher's classes with language filter, search, create, edit, copy, delete, publish. */
export function ClassListPage() {
  const { data, loading, error, filters, act, creating, createAndEdit } = useTeacherList({
    load: ({ search, language }, signal) => fetchTeacherClasses(search, language, signal),
    create: createClass,
    editPath: (cls) => `/teach/class/${cls._id}/edit`,
  });

  return (
    <div className="tp-class-list">
      <Card>
        <ListToolbar
          title="My Classes"
          languageLabel="Class"
          searchLabel="classes"
          createLabel="Create Class"
          onCreate={createAndEdit}
          creating={creating}
          {...filters}
        />
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
                <ListRowActions
                  className="tp-class-list-actions"
                  name={cls.name || 'this class'}
                  editTo={`/teach/class/${cls._id}/edit`}
                  onCopy={() => act(() => copyClass(cls._id), 'Add success')}
                  onDelete={() => act(() => deleteClass(cls._id), 'Delete success')}
                >
                  <Link to={`/teach/class/${cls._id}/addStudent`} aria-label={`Students of ${cls.name || 'this class'}`}>Students</Link>
                  <Link to={`/teach/class/${cls._id}/addContent`} aria-label={`Homework of ${cls.name || 'this class'}`}>Homework</Link>
                  <Link to={`/teach/class/${cls._id}/gradebook`} aria-label={`Gradebook of ${cls.name || 'this class'}`}>Gradebook</Link>
                </ListRowActions>
              ),
            },
          ]}
        />
      </Card>
    </div>
  );
}
