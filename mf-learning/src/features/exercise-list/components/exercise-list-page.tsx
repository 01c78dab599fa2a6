import { Link } from 'react-router';
import type { ExerciseSummary } from '@tp/contracts/exercises';
import { errorMessage } from '@tp/web-kit/api-error';
import { Loading } from '@tp/web-kit/loading';
import { useApi } from '@tp/web-kit/use-api';
import { Alert } from '@tp/web-kit/ui/alert';
import { Card } from '@tp/web-kit/ui/card';
import { Space } from '@tp/web-kit/ui/space';
import { Table } from '@tp/web-kit/ui/table';
import { accuracyLabel, allAnswered, DueDateCell, KindTag, progressLabel } from '../../../components/exercise-cells';
import { useLearningTexts } from '../../../components/learning-texts';
import { fetchExerciseList } from '../api/exercise-list';
import { useExerciseListTexts } from '../exercise-list-texts';

/** /student/exerciseList: My Exercise, every exercise of the student, each opening where the student is with it. */
export function ExerciseListPage() {
  const t = useExerciseListTexts();
  const shared = useLearningTexts();
  const { data, loading, error } = useApi((signal) => fetchExerciseList(signal), []);

  let body;
  if (loading && !data) body = <Loading />;
  else if (error) body = <Alert type="error" showIcon role="alert" title={errorMessage(error, t('notLoaded'))} />;
  else {
    body = (
      <Table<ExerciseSummary>
        rowKey="_id"
        dataSource={data}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('noExercise') }}
        columns={[
          {
            title: shared('name'),
            key: 'name',
            render: (_, exercise) => {
              const done = allAnswered(exercise) || exercise.finishedAt;
              return (
                <Space>
                  <Link to={done ? `/student/exercise/${exercise._id}` : `/student/exerciseEdit/${exercise._id}`}>{exercise.homeworkId.name}</Link>
                  <KindTag exercise={exercise} />
                </Space>
              );
            },
          },
          { title: shared('classLabel'), key: 'class', render: (_, exercise) => exercise.classId.name },
          { title: shared('dueDateColumn'), key: 'dueDate', render: (_, exercise) => <DueDateCell exercise={exercise} /> },
          { title: shared('progress'), key: 'progress', render: (_, exercise) => progressLabel(exercise) },
          { title: shared('accuracy'), key: 'accuracy', render: (_, exercise) => accuracyLabel(exercise) },
        ]}
      />
    );
  }

  return (
    <div style={{ maxWidth: 1100, margin: '24px auto', padding: '0 16px' }}>
      <Card>
        <h1 style={{ fontSize: 24, margin: '0 0 16px' }}>{t('title')}</h1>
        {body}
      </Card>
    </div>
  );
}
