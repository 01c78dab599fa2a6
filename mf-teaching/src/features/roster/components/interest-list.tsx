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
import { inInterfaceLanguage } from '@tp/web-kit/i18n/spec-messages';
import { useClassWorkTexts } from '../../../components/class-work-texts';
import { useTeachingTexts } from '../../../components/teaching-texts';
import { deleteInterest, fetchInterests, registerInterest } from '../api/roster';
import { canChangeInterest, interestStatus, planLabel, type InterestStatus } from '../utils/interest-status';

const STATUS_TAG = {
  Registered: { color: 'green', text: 'registered' },
  'Pending payment confirmation': { color: 'gold', text: 'pendingPayment' },
  Interested: { color: 'blue', text: 'interested' },
} as const satisfies Record<InterestStatus, { color: string; text: string }>;

/**
 * addStudent interest list: who wants the class, on which plan, with the derived status; Add registers
 * (catalog then puts the student on the roster) and Delete removes the interest, both only while not registered.
 */
export function InterestList({ classId, onRegistered }: { classId: string; onRegistered: (studentId: string) => void }) {
  const t = useClassWorkTexts();
  const teaching = useTeachingTexts();
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
      <h2 id="tp-roster-interests">{t('interestList')}</h2>
      {error || problem ? <Alert type="error" showIcon role="alert" title={problem ?? errorMessage(error, t('interestsNotLoaded'))} className="tp-roster-alert" /> : null}
      <Table<TeacherRegistration>
        rowKey="_id"
        loading={loading && !data}
        dataSource={data}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('nobodyInterested') }}
        columns={[
          { title: t('student'), key: 'student', render: (_, entry) => `${entry.student.name} (${entry.student.email})` },
          { title: t('plan'), key: 'plan', render: (_, entry) => planLabel(entry.durationType) },
          { title: t('price'), key: 'price', render: (_, entry) => `$${entry.price.toFixed(2)}` },
          {
            title: t('status'),
            key: 'status',
            render: (_, entry) => {
              const tag = STATUS_TAG[interestStatus(entry)];
              return <Tag color={tag.color}>{t(tag.text)}</Tag>;
            },
          },
          {
            title: t('action'),
            key: 'action',
            render: (_, entry) =>
              canChangeInterest(entry) ? (
                <span className="tp-roster-actions">
                  <Button type="primary" size="small" aria-label={t('addNamed', { name: entry.student.name })} onClick={() => act(() => registerInterest(entry._id), 'Add success', () => onRegistered(entry.student._id))}>
                    {t('add')}
                  </Button>
                  <Popconfirm
                    title={inInterfaceLanguage('Are you sure')}
                    description={t('deleteInterest', { name: entry.student.name })}
                    okText={teaching('delete')}
                    okButtonProps={{ danger: true }}
                    onConfirm={() => act(() => deleteInterest(entry._id), 'Delete success')}
                  >
                    <Button size="small" danger aria-label={teaching('deleteNamed', { name: entry.student.name })}>
                      {teaching('delete')}
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
