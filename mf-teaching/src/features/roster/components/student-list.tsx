import { useState } from 'react';
import { Link } from 'react-router';
import type { ClassStudentEntry } from '@tp/contracts/classes';
import { errorMessage } from '@tp/web-kit/api-error';
import { Alert } from '@tp/web-kit/ui/alert';
import { Button } from '@tp/web-kit/ui/button';
import { message } from '@tp/web-kit/ui/message';
import { Popconfirm } from '@tp/web-kit/ui/popconfirm';
import { Table } from '@tp/web-kit/ui/table';
import { inInterfaceLanguage } from '@tp/web-kit/i18n/spec-messages';
import { useClassWorkTexts } from '../../../components/class-work-texts';
import { dateLocale } from '../../../components/date-time';
import { useTeachingTexts } from '../../../components/teaching-texts';
import { removeStudentFromClass } from '../api/roster';

interface StudentListProps {
  classId: string;
  entries: ClassStudentEntry[] | undefined;
  loading: boolean;
  error: unknown;
  onChanged: () => void;
}

const day = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString(dateLocale(), { timeZone: 'UTC' }) : '—');

/** addStudent: the class's students, each linking to their exercises, with Remove. */
export function StudentList({ classId, entries, loading, error, onChanged }: StudentListProps) {
  const t = useClassWorkTexts();
  const teaching = useTeachingTexts();
  const [problem, setProblem] = useState<string>();
  const remove = async (entry: ClassStudentEntry) => {
    setProblem(undefined);
    try {
      await removeStudentFromClass(entry.student.ID, classId);
      message.success('Delete success');
      onChanged();
    } catch (failure) {
      setProblem(errorMessage(failure));
    }
  };

  return (
    <section aria-labelledby="tp-roster-students" className="tp-roster-section">
      <h2 id="tp-roster-students">{teaching('students')}</h2>
      {error || problem ? <Alert type="error" showIcon role="alert" title={problem ?? errorMessage(error, t('studentsNotLoaded'))} className="tp-roster-alert" /> : null}
      <Table<ClassStudentEntry>
        rowKey={(entry) => entry.student.ID}
        loading={loading && !entries}
        dataSource={entries}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('noStudentInClass') }}
        columns={[
          { title: t('personName'), key: 'name', render: (_, entry) => <Link to={`/teacher/exercise/${classId}/${entry.student.ID}`}>{entry.student.name}</Link> },
          { title: t('email'), key: 'email', render: (_, entry) => entry.student.email },
          { title: t('parent'), key: 'parent', render: (_, entry) => [entry.parent.name, entry.parent.phone].filter(Boolean).join(' · ') },
          { title: t('expires'), key: 'expires', render: (_, entry) => day(entry.expirationDate) },
          {
            title: t('action'),
            key: 'action',
            render: (_, entry) => (
              <Popconfirm
                title={inInterfaceLanguage('Are you sure')}
                description={t('removeFromClass', { name: entry.student.name })}
                okText={t('remove')}
                okButtonProps={{ danger: true }}
                onConfirm={() => remove(entry)}
              >
                <Button type="link" danger aria-label={t('removeNamed', { name: entry.student.name })}>
                  {t('remove')}
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
    </section>
  );
}
