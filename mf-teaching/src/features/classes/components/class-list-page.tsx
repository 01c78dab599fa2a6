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
import { useTeachingTexts } from '../../../components/teaching-texts';
import { inInterfaceLanguage } from '@tp/web-kit/i18n/spec-messages';
import './class-list-page.css';

// Classes start and end at a time of day (the edit form picks it in the teacher's zone): show both, in that zone.
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : '');

/** /teach/classlist: the teacher's classes with language filter, search, create, edit, copy, delete, publish. */
export function ClassListPage() {
  const t = useTeachingTexts();
  const { data, loading, error, filters, act, creating, createAndEdit } = useTeacherList({
    load: ({ search, language }, signal) => fetchTeacherClasses(search, language, signal),
    create: createClass,
    editPath: (cls) => `/teach/class/${cls._id}/edit`,
  });

  return (
    <div className="tp-class-list">
      <Card>
        <ListToolbar
          title={t('myClasses')}
          languageLabel={t('classWord')}
          searchLabel={t('classesWord')}
          createLabel={t('createClass')}
          onCreate={createAndEdit}
          creating={creating}
          {...filters}
        />
        {error ? <Alert type="error" showIcon role="alert" title={errorMessage(error, t('classesNotLoaded'))} /> : null}
        <Table<ClassView>
          rowKey="_id"
          loading={loading}
          dataSource={error ? [] : data}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: inInterfaceLanguage('No class found, change language or search again') }}
          columns={[
            { title: t('name'), key: 'name', render: (_, cls) => cls.name || <em>{t('untitledClass')}</em> },
            { title: t('category'), dataIndex: 'category' },
            { title: t('start'), key: 'start', render: (_, cls) => when(cls.startDate) },
            { title: t('end'), key: 'end', render: (_, cls) => when(cls.endDate) },
            {
              title: t('publish'),
              key: 'publish',
              render: (_, cls) => (
                <PublishFlame name={cls.name || t('thisClass')} isPublish={cls.isPublish} onToggle={() => act(() => setPublish(cls._id, nextPublish(cls.isPublish)))} />
              ),
            },
            {
              title: t('actions'),
              key: 'actions',
              render: (_, cls) => (
                <ListRowActions
                  className="tp-class-list-actions"
                  name={cls.name || t('thisClass')}
                  editTo={`/teach/class/${cls._id}/edit`}
                  onCopy={() => act(() => copyClass(cls._id), 'Add success')}
                  onDelete={() => act(() => deleteClass(cls._id), 'Delete success')}
                >
                  <Link to={`/teach/class/${cls._id}/addStudent`} aria-label={t('studentsOf', { name: cls.name || t('thisClass') })}>{t('students')}</Link>
                  <Link to={`/teach/class/${cls._id}/addContent`} aria-label={t('homeworkOf', { name: cls.name || t('thisClass') })}>{t('homework')}</Link>
                  <Link to={`/teach/class/${cls._id}/gradebook`} aria-label={t('gradebookOf', { name: cls.name || t('thisClass') })}>{t('gradebook')}</Link>
                </ListRowActions>
              ),
            },
          ]}
        />
      </Card>
    </div>
  );
}
