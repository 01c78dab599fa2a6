import { useState } from 'react';
import { PRACTICE_PAGE_SIZE, type PracticeRecord } from '@tp/contracts/practice';
import { errorMessage } from '@tp/web-kit/api-error';
import { textPreview } from '@tp/web-kit/library-tree-data';
import { MathView } from '@tp/web-kit/math/math-view';
import { ProblemAlert } from '@tp/web-kit/problem-alert';
import { useApi } from '@tp/web-kit/use-api';
import { Table } from '@tp/web-kit/ui/table';
import { ToneTag } from '@tp/web-kit/tone-tag';
import { useClassWorkTexts } from '../../../components/class-work-texts';
import { formatWhen } from '../../../components/date-time';
import { fetchResourceRecords } from '../api/student-exercises';
import { recordsSummary } from '../utils/records-summary';

const inline = { display: 'inline-block' } as const;

function Mark({ record }: { record: PracticeRecord }) {
  const t = useClassWorkTexts();
  if (record.gaveUp) return <ToneTag tone="warn">{t('gaveUp')}</ToneTag>;
  return record.isCorrect ? <ToneTag tone="good">{t('markedRight')}</ToneTag> : <ToneTag tone="bad">{t('markedWrong')}</ToneTag>;
}

/**
 * Resource Records: what the student practised (self-practice) from this class's teacher's libraries, newest first,
 * 10 a page, under a summary line.
 */
export function ResourceRecords({ classId, studentId }: { classId: string; studentId: string }) {
  const t = useClassWorkTexts();
  const [page, setPage] = useState(1);
  const records = useApi((signal) => fetchResourceRecords(classId, studentId, page, signal), [classId, studentId, page]);
  return (
    <section aria-label={t('resourceRecords')}>
      {records.error ? <ProblemAlert problem={errorMessage(records.error, t('recordsNotLoaded'))} /> : null}
      {records.data && <p className="tp-student-exercises-summary">{recordsSummary(records.data)}</p>}
      <Table<PracticeRecord>
        rowKey="_id"
        loading={records.loading}
        dataSource={records.data?.list}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('noPracticeRecord') }}
        pagination={{ current: page, pageSize: PRACTICE_PAGE_SIZE, total: records.data?.total ?? 0, onChange: setPage, showSizeChanger: false, hideOnSinglePage: true }}
        columns={[
          { title: t('question'), key: 'question', render: (_, r) => r.question.name || textPreview(r.question.qText, 60) },
          { title: t('answer'), key: 'answer', render: (_, r) => (r.gaveUp ? '—' : textPreview(r.answer, 40)) },
          { title: t('correctAnswer'), key: 'correct', render: (_, r) => <MathView html={r.question.correctAnswer} style={inline} /> },
          { title: t('rightOrWrong'), key: 'mark', render: (_, r) => <Mark record={r} /> },
          { title: t('date'), key: 'date', render: (_, r) => formatWhen(r.createdAt) },
        ]}
      />
    </section>
  );
}
