import type { ExerciseSummary } from '@tp/contracts/exercises';
import { NavLink } from '@tp/web-kit/nav-link';
import { Progress } from '@tp/web-kit/ui/progress';
import { Table } from '@tp/web-kit/ui/table';
import { ToneTag } from '@tp/web-kit/tone-tag';
import { useClassWorkTexts } from '../../../components/class-work-texts';
import { formatWhen } from '../../../components/date-time';
import { useTeachingTexts } from '../../../components/teaching-texts';

/**
 * The student's exercises: name, class, homework, due date ('overdue' past it with a question unanswered),
 * progress, accuracy, and Detail on the exercise's read-only page (mf-learning's, reached through single-spa).
 */
export function StudentExerciseTable({ exercises, loading }: { exercises: ExerciseSummary[] | undefined; loading: boolean }) {
  const t = useClassWorkTexts();
  const teaching = useTeachingTexts();
  return (
    <Table<ExerciseSummary>
      rowKey={(exercise) => exercise._id}
      loading={loading}
      dataSource={exercises}
      pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('noExercisePublished') }}
      columns={[
        { title: t('personName'), key: 'name', render: (_, exercise) => exercise.student.name },
        { title: teaching('classWord'), key: 'class', render: (_, exercise) => exercise.classId.name },
        {
          title: teaching('homework'),
          key: 'homework',
          render: (_, exercise) => (
            <>
              {exercise.homeworkId.name || teaching('untitledHomework')} {exercise.homeworkId.isExam ? <ToneTag tone="exam">{t('exam')}</ToneTag> : null}
            </>
          ),
        },
        {
          title: teaching('dueDate'),
          key: 'dueDate',
          render: (_, exercise) => (
            <>
              {formatWhen(exercise.homeworkId.dueDate) || '—'} {exercise.overdue ? <ToneTag tone="bad">{t('overdue')}</ToneTag> : null}
            </>
          ),
        },
        {
          title: t('progress'),
          key: 'progress',
          render: (_, { progress }) => (
            <Progress
              percent={progress.total ? Math.round((100 * progress.answered) / progress.total) : 0}
              format={() => `${progress.answered}/${progress.total}`}
              size="small"
              aria-label={t('answeredOf', { answered: progress.answered, total: progress.total })}
              style={{ minWidth: 140 }}
            />
          ),
        },
        { title: t('accuracy'), key: 'accuracy', render: (_, exercise) => (exercise.accuracy === null ? '—' : `${exercise.accuracy}%`) },
        {
          title: t('action'),
          key: 'action',
          render: (_, exercise) => (
            <NavLink to={`/student/exercise/${exercise._id}`} aria-label={t('detailOf', { name: exercise.homeworkId.name || t('theExercise') })}>
              {t('detail')}
            </NavLink>
          ),
        },
      ]}
    />
  );
}
