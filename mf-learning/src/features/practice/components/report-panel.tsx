import { lazy, Suspense, useState } from 'react';
import { errorMessage } from '@tp/web-kit/api-error';
import { Loading } from '@tp/web-kit/loading';
import { ProblemAlert } from '@tp/web-kit/problem-alert';
import { useApi, type ApiState } from '@tp/web-kit/use-api';
import { Button } from '@tp/web-kit/ui/button';
import { Result } from '@tp/web-kit/ui/result';
import { Statistic } from '@tp/web-kit/ui/statistic';
import { fetchSettingRecords } from '../api/practice-records';
import { fetchSetting } from '../api/practice-setting';
import type { PickerNode } from '../utils/library-selections';
import { usePracticeTexts } from '../practice-texts';
import { OUTCOME_TEXT, outcomeSlices } from '../utils/record-outcome';
import { RecordTable } from './record-table';
import type { ResourcesTab } from './resources-page';
import { SettingSummary } from './setting-summary';

// Only REPORT loads the chart library (a chunk of its own).
const OutcomePieChart = lazy(async () => ({ default: (await import('./outcome-pie-chart')).OutcomePieChart }));

interface ReportPanelProps {
  libraries: ApiState<PickerNode[]>;
  onOpen: (tab: ResourcesTab) => void;
}

/** REPORT: the saved setting, its counts, a pie chart of Correct, Incorrect and Gave up, and its records. */
export function ReportPanel({ libraries, onOpen }: ReportPanelProps) {
  const t = usePracticeTexts();
  const setting = useApi((signal) => fetchSetting(signal), []);
  const records = useApi((signal) => fetchSettingRecords(signal), []);
  const [page, setPage] = useState(1);

  if ((setting.loading && !setting.data) || (records.loading && !records.data)) return <Loading />;
  const failure = setting.error ?? records.error;
  if (failure) return <ProblemAlert problem={errorMessage(failure, t('reportNotLoaded'))} />;
  if (!setting.data?.saved) {
    return (
      <Result status="info" title={t('noReportTitle')} subTitle={t('noReportText')} extra={<Button type="primary" onClick={() => onOpen('settings')}>{t('goToSettings')}</Button>} />
    );
  }
  const { correct, wrong, gaveUp, list } = records.data!;
  const { done, total } = setting.data;
  const slices = outcomeSlices({ correct, wrong, gaveUp });

  return (
    <div className="tp-practice-report">
      <h2 style={{ fontSize: 18 }}>{t('yourSetting')}</h2>
      <SettingSummary setting={setting.data} tree={libraries.data ?? []} />
      <h2 style={{ fontSize: 18, marginTop: 24 }}>{t('howItWent')}</h2>
      <div className="tp-practice-counts">
        <Statistic title={t('done')} value={done} suffix={`/ ${total}`} />
        <Statistic title={t('correct')} value={correct} />
        <Statistic title={t('incorrect')} value={wrong} />
        <Statistic title={t('gaveUp')} value={gaveUp} />
      </div>
      {done > 0 ? (
        <figure className="tp-practice-chart" role="img" aria-label={t('pieChart', { slices: slices.map((s) => `${t(OUTCOME_TEXT[s.type])} ${s.value}`).join(t('listSeparator')) })}>
          <Suspense fallback={<Loading />}>
            <OutcomePieChart slices={slices} />
          </Suspense>
        </figure>
      ) : (
        <p className="tp-practice-muted">{t('noAnswerYet')}</p>
      )}
      <h2 style={{ fontSize: 18, marginTop: 24 }}>{t('records')}</h2>
      <RecordTable
        records={list}
        loading={records.loading}
        emptyText={t('noRecords')}
        pagination={{ current: page, pageSize: 10, onChange: setPage, showSizeChanger: false, hideOnSinglePage: true }}
      />
    </div>
  );
}
