import { useState } from 'react';
import type { TeacherRegistration } from '@tp/contracts/registrations';
import { errorMessage } from '@tp/web-kit/api-error';
import { useApi } from '@tp/web-kit/use-api';
import { Alert } from '@tp/web-kit/ui/alert';
import { Button } from '@tp/web-kit/ui/button';
import { message } from '@tp/web-kit/ui/message';
import { Popconfirm } from '@tp/web-kit/ui/popconfirm';
import { Table } from '@tp/web-kit/ui/table';
import { Tag } from '@tp/web-kit/ui/tag';
import { deleteInterest, fetchInterests, registerInterest } from '../api/roster';
import { canChangeInterest, interestStatus, planLabel, type InterestStatus } from '../utils/interest-status';

const STATUS_COLOR: Record<InterestStatus, string> = { Registered: 'green', 'Pending payment confirmation': 'gold', Interested: 'blue' };

/**
 * addStudent interest list: who wants the class, on which plan, with the derived status; Add registers
 * (catalog then puts the student on the roster) and Delete removes the interest, both only while not registered.
 */
export function InterestList({ classId, onRegistered }: { classId: string; onRegistered: (studentId: string) => void }) {
  const { data, loading, error, reload } = useApi((signal) => fetchInterests(classId, signal), [classId]);
  const [problem, setProblem] = useState<string>();

  const act = async (run: () => Promise<void>, done: string, after?: () => void) => {
    setProblem(undefined);
    try {
      await run();
      message.success(done);
      reload();
      after?.();
    } catch (failure) {
      setProblem(errorMessage(failure));
    }
  };

  return (
    <section aria-labelledby="tp-roster-interests" className="tp-roster-section">
      <h2 id="tp-roster-interests">Interest list</h2>
      {error || problem ? <Alert type="error" showIcon role="alert" title={problem ?? errorMessage(error, 'The interest list could not be loaded')} className="tp-roster-alert" /> : null}
      <Table<TeacherRegistration>
        rowKey="_id"
        loading={loading && !data}
        dataSource={data}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'Nobody has shown interest yet' }}
        columns={[
          { title: 'Student', key: 'student', render: (_, entry) => `${entry.student.name} (${entry.student.email})` },
          { title: 'Plan', key: 'plan', render: (_, entry) => planLabel(entry.durationType) },
          { title: 'Price', key: 'price', render: (_, entry) => `$${entry.price.toFixed(2)}` },
          { title: 'Status', key: 'status', render: (_, entry) => <Tag color={STATUS_COLOR[interestStatus(entry)]}>{interestStatus(entry)}</Tag> },
          {
            title: 'Action',
            key: 'action',
            render: (_, entry) =>
              canChangeInterest(entry) ? (
                <span className="tp-roster-actions">
                  <Button type="primary" size="small" aria-label={`Add ${entry.student.name}`} onClick={() => act(() => registerInterest(entry._id), 'Add success', () => onRegistered(entry.student._id))}>
                    Add
                  </Button>
                  <Popconfirm title="Are you sure" description={`Delete ${entry.student.name}'s interest?`} okText="Delete" okButtonProps={{ danger: true }} onConfirm={() => act(() => deleteInterest(entry._id), 'Delete success')}>
                    <Button size="small" danger aria-label={`Delete ${entry.student.name}`}>
                      Delete
                    </Button>
                  </Popconfirm>
                </span>
              ) : null,
          },
        ]}
      />
    </section>
  );
}
