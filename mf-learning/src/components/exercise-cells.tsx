import type { ExerciseSummary } from '@tp/contracts/exercises';
import { ToneTag } from '@tp/web-kit/tone-tag';
import { useLearningTexts } from './learning-texts';

/** A date and time as YYYY-MM-DD HH:mm in the viewer's time zone; none reads '-'. */
export function dateTimeLabel(iso: string | null): string {
  if (!iso) return '-';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '-';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The due date, with the 'overdue' badge when the server says it is past and a question is unanswered. */
export function DueDateCell({ exercise }: { exercise: ExerciseSummary }) {
  const t = useLearningTexts();
  return (
    <span>
      {dateTimeLabel(exercise.homeworkId.dueDate)}
      {exercise.overdue && (
        <span style={{ marginInlineStart: 8 }}>
          <ToneTag tone="bad">{t('overdue')}</ToneTag>
        </span>
      )}
    </span>
  );
}

/** Questions answered of all, e.g. '2/5'. */
export const progressLabel = ({ progress }: ExerciseSummary) => `${progress.answered}/${progress.total}`;

/** Percent correct, or '-' before any answer (or while the server keeps it back, before the end). */
export const accuracyLabel = ({ accuracy }: ExerciseSummary) => (accuracy === null ? '-' : `${accuracy}%`);

/** Every question is answered: only 'View details' is left to do. */
export const allAnswered = ({ progress }: ExerciseSummary) => progress.total > 0 && progress.answered >= progress.total;

/** Homework or exam, as the lists label it. */
export function KindTag({ exercise }: { exercise: ExerciseSummary }) {
  const t = useLearningTexts();
  return exercise.homeworkId.isExam ? <ToneTag tone="exam">{t('examTag')}</ToneTag> : null;
}
