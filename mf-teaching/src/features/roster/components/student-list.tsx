import { useState } from 'react';
import { Link } from 'react-router';
import type { ClassStudentEntry } from '@tp/contracts/classes';
import { errorMessage } from '@tp/web-kit/api-error';
import { Alert } from '@tp/web-kit/ui/alert';
import { Button } from '@tp/web-kit/ui/button';
import { message } from '@tp/web-kit/ui/message';
import { Popconfirm } from '@tp/web-kit/ui/popconfirm';
import { Table } from '@tp/web-kit/ui/table';
import { removeStudentFromClass } from '../api/roster';

interface StudentListProps {
  classId: string;
  entries: ClassStudentEntry[] | undefined;
  loading: boolean;
  error: unknown;
  onChanged: () => void;
}

const day = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-US', { timeZone: 'UTC' }) : '—');

/** addStudent: the class's students, each linking to their exercises, with Remove. */
export function StudentList({ classId, entries, loading, error, onChanged }: StudentListProps) {
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
      <h2 id="tp-roster-students">Students</h2>
      {error || problem ? <Alert type="error" showIcon role="alert" title={problem ?? errorMessage(error, 'The students could not be loaded')} className="tp-roster-alert" /> : null}
      <Table<ClassStudentEntry>
        rowKey={(entry) => entry.student.ID}
        loading={loading && !entries}
        dataSource={entries}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'No student in this class yet' }}
        columns={[
          { title: 'Name', key: 'name', render: (_, entry) => <Link to={`/teacher/exercise/${classId}/${entry.student.ID}`}>{entry.student.name}</Link> },
          { title: 'Email', key: 'email', render: (_, entry) => entry.student.email },
          { title: 'Parent', key: 'parent', render: (_, entry) => [entry.parent.name, entry.parent.phone].filter(Boolean).join(' · ') },
          { title: 'Expires', key: 'expires', render: (_, entry) => day(entry.expirationDate) },
          {
            title: 'Action',
            key: 'action',
            render: (_, entry) => (
              <Popconfirm title="Are you sure" description={`Remove ${entry.student.name} from the class?`} okText="Remove" okButtonProps={{ danger: true }} onConfirm={() => remove(entry)}>
                <Button type="link" danger aria-label={`Remove ${entry.student.name}`}>
                  Remove
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
    </section>
  );
}
