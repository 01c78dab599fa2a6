import { Link } from 'react-router';
import type { ExerciseSummary } from '@tp/contracts/exercises';
import { errorMessage } from '@tp/web-kit/api-error';
import { Loading } from '@tp/web-kit/loading';
import { useApi } from '@tp/web-kit/use-api';
import { Alert } from '@tp/web-kit/ui/alert';
import { Table } from '@tp/web-kit/ui/table';
import { fetchStudentExercises } from '../api/student-exercises';
import { accuracyLabel, DueDateCell, progressLabel } from './exercise-cells';

/** One child's exercises in one class, as the teacher's table shows them: name, class, homework, due date, … Detail. */
export function StudentExerciseTable({ studentId, classId }: { studentId: string; classId: string }) {
  const { data, loading, error } = useApi((signal) => fetchStudentExercises(studentId, classId, signal), [studentId, classId]);
  if (loading && !data) return <Loading />;
  if (error) return <Alert type="error" showIcon role="alert" title={errorMessage(error, 'Error loading the exercises')} />;
  return (
    <Table<ExerciseSummary>
      rowKey="_id"
      dataSource={data}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: 'No exercise yet.' }}
      columns={[
        { title: 'Name', key: 'name', render: (_, exercise) => exercise.student.name },
        { title: 'Class', key: 'class', render: (_, exercise) => exercise.classId.name },
        { title: 'Homework', key: 'homework', render: (_, exercise) => exercise.homeworkId.name },
        { title: 'Due Date', key: 'dueDate', render: (_, exercise) => <DueDateCell exercise={exercise} /> },
        { title: 'Progress', key: 'progress', render: (_, exercise) => progressLabel(exercise) },
        { title: 'Accuracy', key: 'accuracy', render: (_, exercise) => accuracyLabel(exercise) },
        {
          title: 'Action',
          key: 'detail',
          render: (_, exercise) => (
            <Link to={`/student/exercise/${exercise._id}`} aria-label={`Detail of ${exercise.homeworkId.name}`}>
              Detail
            </Link>
          ),
        },
      ]}
    />
  );
}
