import { useState } from 'react';
import { PRACTICE_PAGE_SIZE } from '@tp/contracts/practice';
import { errorMessage } from '@tp/web-kit/api-error';
import { ProblemAlert } from '@tp/web-kit/problem-alert';
import { useApi } from '@tp/web-kit/use-api';
import { fetchHistory } from '../api/practice-records';
import { usePracticeTexts } from '../practice-texts';
import { RecordTable } from './record-table';

/** HISTORY: every question the student answered or gave up, newest first, 10 a page, each with its detail popup. */
export function HistoryPanel() {
  const t = usePracticeTexts();
  const [page, setPage] = useState(1);
  const history = useApi((signal) => fetchHistory(page, signal), [page]);
  return (
    <section aria-label={t('historyLabel')}>
      {history.error ? <ProblemAlert problem={errorMessage(history.error, t('historyNotLoaded'))} /> : null}
      <RecordTable
        records={history.data?.list}
        loading={history.loading}
        emptyText={t('noHistory')}
        pagination={{ current: page, pageSize: PRACTICE_PAGE_SIZE, total: history.data?.total ?? 0, onChange: setPage, showSizeChanger: false, hideOnSinglePage: true }}
      />
    </section>
  );
}
