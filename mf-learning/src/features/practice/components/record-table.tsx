import { useState } from 'react';
import type { TablePaginationConfig } from 'antd';
import type { PracticeRecord } from '@tp/contracts/practice';
import { textPreview } from '@tp/web-kit/library-tree-data';
import { Button } from '@tp/web-kit/ui/button';
import { Table } from '@tp/web-kit/ui/table';
import { ToneTag } from '@tp/web-kit/tone-tag';
import { useLearningTexts } from '../../../components/learning-texts';
import { usePracticeTexts } from '../practice-texts';
import { OUTCOME_TEXT, OUTCOME_TONES, outcomeOf } from '../utils/record-outcome';
import { RecordDetailModal } from './record-detail-modal';

interface RecordTableProps {
  records: PracticeRecord[] | undefined;
  loading: boolean;
  emptyText: string;
  pagination: TablePaginationConfig;
}

/** Practice records: the question, the answer, the outcome and the date; Detail opens the record's popup. */
export function RecordTable({ records, loading, emptyText, pagination }: RecordTableProps) {
  const t = usePracticeTexts();
  const shared = useLearningTexts();
  const [shown, setShown] = useState<PracticeRecord>();
  return (
    <>
      <Table<PracticeRecord>
        rowKey="_id"
        size="middle"
        loading={loading}
        dataSource={records}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText }}
        pagination={pagination}
        columns={[
          { title: t('question'), key: 'question', render: (_, r) => r.question.name || textPreview(r.question.qText, 60) },
          { title: shared('yourAnswer'), key: 'answer', render: (_, r) => (r.gaveUp ? '—' : textPreview(r.answer, 40)) },
          { title: t('result'), key: 'result', render: (_, r) => <ToneTag tone={OUTCOME_TONES[outcomeOf(r)]}>{t(OUTCOME_TEXT[outcomeOf(r)])}</ToneTag> },
          { title: t('date'), key: 'date', render: (_, r) => new Date(r.createdAt).toLocaleString() },
          {
            title: shared('detail'),
            key: 'detail',
            render: (_, r) => (
              <Button size="small" onClick={() => setShown(r)} aria-label={shared('detailOf', { name: r.question.name || shared('theQuestion') })}>
                {shared('detail')}
              </Button>
            ),
          },
        ]}
      />
      {shown && <RecordDetailModal record={shown} onClose={() => setShown(undefined)} />}
    </>
  );
}
