import type { ClassProgressPoint, HomeworkTimeliness } from '@tp/contracts/class-progress';
import type { ChartTable } from '@tp/web-kit/chart-figure';

/** A finished exercise on the line's axis: its place and name, so two of one name stay two points. */
export const pointLabel = (point: ClassProgressPoint, index: number) => `${index + 1}. ${point.homeworkName}`;

const dayLabel = (iso: string) => iso.slice(0, 10);

/** The accuracy line's summary, e.g. 'Accuracy of 4 finished homework and exams, oldest first: latest 80%, average 65%.' */
export function accuracySummary(points: readonly ClassProgressPoint[]): string {
  const average = Math.round(points.reduce((sum, p) => sum + p.accuracy, 0) / points.length);
  return `Accuracy of ${points.length} finished homework and exams, oldest first: latest ${points[points.length - 1].accuracy}%, average ${average}%.`;
}

export function accuracyTable(points: readonly ClassProgressPoint[]): ChartTable {
  return {
    columns: ['Homework', 'Finished', 'Accuracy'],
    rows: points.map((p, i) => [`${pointLabel(p, i)}${p.isExam ? ' (exam)' : ''}`, dayLabel(p.finishedAt), `${p.accuracy}%`]),
  };
}

/** The columns of the on-time chart, in order, with their counts. */
export function timelinessBars(t: HomeworkTimeliness): { status: string; count: number }[] {
  return [
    { status: 'On time', count: t.onTime },
    { status: 'Late', count: t.late },
    { status: 'Not done', count: t.notDone },
    { status: 'Not yet due', count: t.open },
  ];
}

export const hasHomework = (t: HomeworkTimeliness) => t.onTime + t.late + t.notDone + t.open > 0;

/** E.g. '3 of 5 homework done on time, 1 late, 1 not done; 2 not yet due.' */
export function timelinessSummary(t: HomeworkTimeliness): string {
  const due = t.onTime + t.late + t.notDone;
  return `${t.onTime} of ${due} homework done on time, ${t.late} late, ${t.notDone} not done; ${t.open} not yet due.`;
}

export const timelinessTable = (t: HomeworkTimeliness): ChartTable => ({ columns: ['Homework', 'Count'], rows: timelinessBars(t).map((b) => [b.status, b.count]) });
