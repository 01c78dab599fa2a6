import { lazy } from 'react';
import { errorMessage } from '@tp/web-kit/api-error';
import { ChartFigure } from '@tp/web-kit/chart-figure';
import { Loading } from '@tp/web-kit/loading';
import { ProblemAlert } from '@tp/web-kit/problem-alert';
import { useApi } from '@tp/web-kit/use-api';
import { fetchClassProgress } from '../api/class-progress';
import { useLearningTexts } from './learning-texts';
import { accuracySummary, accuracyTable, hasHomework, timelinessSummary, timelinessTable } from '../utils/class-progress-summary';

// The chart library is a chunk of its own, loaded only when there is something to draw.
const AccuracyLineChart = lazy(async () => ({ default: (await import('./accuracy-line-chart')).AccuracyLineChart }));
const TimelinessColumnChart = lazy(async () => ({ default: (await import('./timeliness-column-chart')).TimelinessColumnChart }));

/** A student's progress in a class, for the student and their parents: accuracy over time and homework on time. */
export function ClassProgressPanel({ studentId, classId }: { studentId: string; classId: string }) {
  const t = useLearningTexts();
  const progress = useApi((signal) => fetchClassProgress(studentId, classId, signal), [studentId, classId]);
  if (progress.loading && !progress.data) return <Loading />;
  if (progress.error) return <ProblemAlert problem={errorMessage(progress.error, t('progressNotLoaded'))} />;
  const { points, timeliness } = progress.data!;
  return (
    <section aria-labelledby="tp-class-progress-title" className="tp-class-progress">
      <h2 id="tp-class-progress-title" style={{ fontSize: 18, marginTop: 24 }}>
        {t('progress')}
      </h2>
      <ChartFigure
        title={t('accuracyOverTime')}
        summary={points.length ? accuracySummary(points, t) : ''}
        table={accuracyTable(points, t)}
        empty={points.length ? undefined : t('noFinishedYet')}
      >
        <AccuracyLineChart points={points} />
      </ChartFigure>
      <ChartFigure
        title={t('homeworkOnTime')}
        summary={timelinessSummary(timeliness, t)}
        table={timelinessTable(timeliness, t)}
        empty={hasHomework(timeliness) ? undefined : t('noHomeworkYet')}
      >
        <TimelinessColumnChart timeliness={timeliness} />
      </ChartFigure>
    </section>
  );
}
