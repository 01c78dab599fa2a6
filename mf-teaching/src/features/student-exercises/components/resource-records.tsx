import { useState } from 'react';
import { PRACTICE_PAGE_SIZE, type PracticeRecord } from '@tp/contracts/practice';
import { errorMessage } from '@tp/web-kit/api-error';
import { textPreview } from '@tp/web-kit/library-tree-data';
import { MathView } from '@tp/web-kit/math/math-view';
import { ProblemAlert } from '@tp/web-kit/problem-alert';
import { useApi } from '@tp/web-kit/use-api';
import { Table } from '@tp/web-kit/ui/table';
import { ToneTag } from '@tp/web-kit/tone-tag';
import { formatWhen } from '../../../components/date-time';
import { fetchResourceRecords } from '../api/student-exercises';
import { recordsSummary } from '../utils/records-summary';

const inline = { display: 'inline-block' } as const;

function Mark({ record }: { record: PracticeRecord }) {
  if (record.gaveUp) return <ToneTag tone="warn">Gave up</ToneTag>;
  return record.isCorrect ? <ToneTag tone="good">✓ Right</ToneTag> : <ToneTag tone="bad">✗ Wrong</ToneTag>;
}

/**
 * Resource Records: what the student practised (self-practice) from this class's teacher's libraries, newest first,
 * 10 a page, under a summary line.
 */
export function ResourceRecords({ classId, studentId }: { classId: string; studentId: string }) {
  const [page, setPage] = useState(1);
  const records = useApi((signal) => fetchResourceRecords(classId, studentId, page, signal), [classId, studentId, page]);
  return (
    <section aria-label="Resource Records">
      {records.error ? <ProblemAlert problem={errorMessage(records.error, 'The resource records could not be loaded')} /> : null}
      {records.data && <p className="tp-student-exercises-summary">{recordsSummary(records.data)}</p>}
      <Table<PracticeRecord>
        rowKey="_id"
        loading={records.loading}
        dataSource={records.data?.list}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'No practice record from this class\'s libraries' }}
        pagination={{ current: page, pageSize: PRACTICE_PAGE_SIZE, total: records.data?.total ?? 0, onChange: setPage, showSizeChanger: false, hideOnSinglePage: true }}
        columns={[
          { title: 'Question', key: 'question', render: (_, r) => r.question.name || textPreview(r.question.qText, 60) },
          { title: 'Answer', key: 'answer', render: (_, r) => (r.gaveUp ? '—' : textPreview(r.answer, 40)) },
          { title: 'Correct answer', key: 'correct', render: (_, r) => <MathView html={r.question.correctAnswer} style={inline} /> },
          { title: 'Right/Wrong', key: 'mark', render: (_, r) => <Mark record={r} /> },
          { title: 'Date', key: 'date', render: (_, r) => formatWhen(r.createdAt) },
        ]}
      />
    </section>
  );
}
