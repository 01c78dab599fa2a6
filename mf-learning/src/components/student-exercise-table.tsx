import { Link } from 'react-router';
import type { ExerciseSummary } from '@tp/contracts/exercises';
import { errorMessage } from '@tp/web-kit/api-error';
import { Loading } from '@tp/web-kit/loading';
import { useApi } from '@tp/web-kit/use-api';
import { Alert } from '@tp/web-kit/ui/alert';
import { Table } from '@tp/web-kit/ui/table';
import { fetchStudentExercises } from '../api/student-exercises';
import { accuracyLabel, DueDateCell, progressLabel } from './exercise-cells';
import { useLearningTexts } from './learning-texts';

/** One child's exercises in one class, as the teacher's table shows them: name, class, homework, due date, … Detail. */
export function StudentExerciseTable({ studentId, classId }: { studentId: string; classId: string }) {
  const t = useLearningTexts();
  const { data, loading, error } = useApi((signal) => fetchStudentExercises(studentId, classId, signal), [studentId, classId]);
  if (loading && !data) return <Loading />;
  if (error) return <Alert type="error" showIcon role="alert" title={errorMessage(error, t('exercisesNotLoaded'))} />;
  return (
    <Table<ExerciseSummary>
      rowKey="_id"
      dataSource={data}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('noExerciseYet') }}
      columns={[
        { title: t('name'), key: 'name', render: (_, exercise) => exercise.student.name },
        { title: t('classLabel'), key: 'class', render: (_, exercise) => exercise.classId.name },
        { title: t('homework'), key: 'homework', render: (_, exercise) => exercise.homeworkId.name },
        { title: t('dueDateColumn'), key: 'dueDate', render: (_, exercise) => <DueDateCell exercise={exercise} /> },
        { title: t('progress'), key: 'progress', render: (_, exercise) => progressLabel(exercise) },
        { title: t('accuracy'), key: 'accuracy', render: (_, exercise) => accuracyLabel(exercise) },
        {
          title: t('action'),
          key: 'detail',
          render: (_, exercise) => (
            <Link to={`/student/exercise/${exercise._id}`} aria-label={t('detailOf', { name: exercise.homeworkId.name })}>
              {t('detail')}
            </Link>
          ),
        },
      ]}
    />
  );
}
