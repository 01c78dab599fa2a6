import type { ExerciseSummary } from '@tp/contracts/exercises';
import { NavLink } from '@tp/web-kit/nav-link';
import { Progress } from '@tp/web-kit/ui/progress';
import { Table } from '@tp/web-kit/ui/table';
import { ToneTag } from '@tp/web-kit/tone-tag';
import { formatWhen } from '../../../components/date-time';

/**
 * The student's exercises: name, class, homework, due date ('overdue' past it with a question unanswered),
 * progress, accuracy, and Detail on the exercise's read-only page (mf-learning's, reached through single-spa).
 */
export function StudentExerciseTable({ exercises, loading }: { exercises: ExerciseSummary[] | undefined; loading: boolean }) {
  return (
    <Table<ExerciseSummary>
      rowKey={(exercise) => exercise._id}
      loading={loading}
      dataSource={exercises}
      pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: 'No exercise published to this student yet' }}
      columns={[
        { title: 'Name', key: 'name', render: (_, exercise) => exercise.student.name },
        { title: 'Class', key: 'class', render: (_, exercise) => exercise.classId.name },
        {
          title: 'Homework',
          key: 'homework',
          render: (_, exercise) => (
            <>
              {exercise.homeworkId.name || 'Untitled homework'} {exercise.homeworkId.isExam ? <ToneTag tone="exam">Exam</ToneTag> : null}
            </>
          ),
        },
        {
          title: 'Due date',
          key: 'dueDate',
          render: (_, exercise) => (
            <>
              {formatWhen(exercise.homeworkId.dueDate) || '—'} {exercise.overdue ? <ToneTag tone="bad">overdue</ToneTag> : null}
            </>
          ),
        },
        {
          title: 'Progress',
          key: 'progress',
          render: (_, { progress }) => (
            <Progress
              percent={progress.total ? Math.round((100 * progress.answered) / progress.total) : 0}
              format={() => `${progress.answered}/${progress.total}`}
              size="small"
              aria-label={`${progress.answered} of ${progress.total} answered`}
              style={{ minWidth: 140 }}
            />
          ),
        },
        { title: 'Accuracy', key: 'accuracy', render: (_, exercise) => (exercise.accuracy === null ? '—' : `${exercise.accuracy}%`) },
        {
          title: 'Action',
          key: 'action',
          render: (_, exercise) => (
            <NavLink to={`/student/exercise/${exercise._id}`} aria-label={`Detail of ${exercise.homeworkId.name || 'the exercise'}`}>
              Detail
            </NavLink>
          ),
        },
      ]}
    />
  );
}
