import type { ClassProgressPoint, HomeworkTimeliness } from '@tp/contracts/class-progress';
import type { ChartTable } from '@tp/web-kit/chart-figure';
import type { LearningTexts } from '../components/learning-texts';

/** A finished exercise on the line's axis: its place and name, so two of one name stay two points. */
export const pointLabel = (point: ClassProgressPoint, index: number) => `${index + 1}. ${point.homeworkName}`;

const dayLabel = (iso: string) => iso.slice(0, 10);

/** The accuracy line's summary, e.g. 'Accuracy of 4 finished homework and exams, oldest first: latest 80%, average 65%.' */
export function accuracySummary(points: readonly ClassProgressPoint[], t: LearningTexts): string {
  const average = Math.round(points.reduce((sum, p) => sum + p.accuracy, 0) / points.length);
  return t('accuracySummary', { count: points.length, latest: points[points.length - 1].accuracy, average });
}

export function accuracyTable(points: readonly ClassProgressPoint[], t: LearningTexts): ChartTable {
  return {
    columns: [t('homework'), t('finishedColumn'), t('accuracy')],
    rows: points.map((p, i) => [p.isExam ? t('examSuffix', { name: pointLabel(p, i) }) : pointLabel(p, i), dayLabel(p.finishedAt), `${p.accuracy}%`]),
  };
}

/** The columns of the on-time chart, in order, with their counts. */
export function timelinessBars(timeliness: HomeworkTimeliness, t: LearningTexts): { status: string; count: number }[] {
  return [
    { status: t('onTime'), count: timeliness.onTime },
    { status: t('late'), count: timeliness.late },
    { status: t('notDone'), count: timeliness.notDone },
    { status: t('notYetDue'), count: timeliness.open },
  ];
}

export const hasHomework = (t: HomeworkTimeliness) => t.onTime + t.late + t.notDone + t.open > 0;

/** E.g. '3 of 5 homework done on time, 1 late, 1 not done; 2 not yet due.' */
export function timelinessSummary(timeliness: HomeworkTimeliness, t: LearningTexts): string {
  const { onTime, late, notDone, open } = timeliness;
  return t('timelinessSummary', { onTime, due: onTime + late + notDone, late, notDone, open });
}

export const timelinessTable = (timeliness: HomeworkTimeliness, t: LearningTexts): ChartTable => ({
  columns: [t('homework'), t('count')],
  rows: timelinessBars(timeliness, t).map((b) => [b.status, b.count]),
});
