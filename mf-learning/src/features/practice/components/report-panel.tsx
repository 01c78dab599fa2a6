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
import { outcomeSlices } from '../utils/record-outcome';
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
  const setting = useApi((signal) => fetchSetting(signal), []);
  const records = useApi((signal) => fetchSettingRecords(signal), []);
  const [page, setPage] = useState(1);

  if ((setting.loading && !setting.data) || (records.loading && !records.data)) return <Loading />;
  const failure = setting.error ?? records.error;
  if (failure) return <ProblemAlert problem={errorMessage(failure, 'The report could not be loaded')} />;
  if (!setting.data?.saved) {
    return (
      <Result status="info" title="No report yet" subTitle="Save a practice setting and answer some questions: their report shows here." extra={<Button type="primary" onClick={() => onOpen('settings')}>Go to SETTINGS</Button>} />
    );
  }
  const { correct, wrong, gaveUp, list } = records.data!;
  const { done, total } = setting.data;
  const slices = outcomeSlices({ correct, wrong, gaveUp });

  return (
    <div className="tp-practice-report">
      <h2 style={{ fontSize: 18 }}>Your setting</h2>
      <SettingSummary setting={setting.data} tree={libraries.data ?? []} />
      <h2 style={{ fontSize: 18, marginTop: 24 }}>How it went</h2>
      <div className="tp-practice-counts">
        <Statistic title="Done" value={done} suffix={`/ ${total}`} />
        <Statistic title="Correct" value={correct} />
        <Statistic title="Incorrect" value={wrong} />
        <Statistic title="Gave up" value={gaveUp} />
      </div>
      {done > 0 ? (
        <figure className="tp-practice-chart" role="img" aria-label={`Pie chart: ${slices.map((s) => `${s.type} ${s.value}`).join(', ')}`}>
          <Suspense fallback={<Loading />}>
            <OutcomePieChart slices={slices} />
          </Suspense>
        </figure>
      ) : (
        <p className="tp-practice-muted">No question answered in this setting yet: PLAY to fill the chart.</p>
      )}
      <h2 style={{ fontSize: 18, marginTop: 24 }}>Records</h2>
      <RecordTable
        records={list}
        loading={records.loading}
        emptyText="No record in this setting yet."
        pagination={{ current: page, pageSize: 10, onChange: setPage, showSizeChanger: false, hideOnSinglePage: true }}
      />
    </div>
  );
}
