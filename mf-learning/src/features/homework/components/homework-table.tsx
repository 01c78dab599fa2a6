import { Link } from 'react-router';
import { UNDO_CONFIRM_MESSAGE, UNDO_KEEPS_CHECKED_MESSAGE, type ExerciseSummary } from '@tp/contracts/exercises';
import { errorMessage } from '@tp/web-kit/api-error';
import { Button } from '@tp/web-kit/ui/button';
import { message } from '@tp/web-kit/ui/message';
import { Popconfirm } from '@tp/web-kit/ui/popconfirm';
import { Space } from '@tp/web-kit/ui/space';
import { Table } from '@tp/web-kit/ui/table';
import { accuracyLabel, allAnswered, DueDateCell, KindTag, progressLabel } from '../../../components/exercise-cells';
import { undoExercise } from '../api/class-exercises';

/** The class's homework: name, due date (overdue), progress, accuracy and what the student can do next. */
export function HomeworkTable({ exercises, onUndone }: { exercises: ExerciseSummary[]; onUndone: () => void }) {
  async function undo(exercise: ExerciseSummary) {
    try {
      await undoExercise(exercise._id);
      onUndone();
    } catch (error) {
      void message.error(errorMessage(error));
    }
  }

  return (
    <Table<ExerciseSummary>
      rowKey="_id"
      dataSource={exercises}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <span className="tp-my-homework-empty">No homework has been published to you in this class yet.</span> }}
      columns={[
        {
          title: 'Name',
          key: 'name',
          render: (_, exercise) => (
            <Space>
              {exercise.homeworkId.name}
              <KindTag exercise={exercise} />
            </Space>
          ),
        },
        { title: 'Due Date', key: 'dueDate', render: (_, exercise) => <DueDateCell exercise={exercise} /> },
        { title: 'Progress', key: 'progress', render: (_, exercise) => progressLabel(exercise) },
        { title: 'Accuracy', key: 'accuracy', render: (_, exercise) => accuracyLabel(exercise) },
        {
          title: 'Action',
          key: 'action',
          render: (_, exercise) =>
            allAnswered(exercise) || exercise.finishedAt ? (
              <Link to={`/student/exercise/${exercise._id}`}>View details</Link>
            ) : (
              <Space>
                <Link to={`/student/exerciseEdit/${exercise._id}`}>start learning</Link>
                {!exercise.homeworkId.isExam && (
                  <Popconfirm title={UNDO_CONFIRM_MESSAGE} description={UNDO_KEEPS_CHECKED_MESSAGE} okText="Yes" cancelText="No" onConfirm={() => undo(exercise)}>
                    <Button size="small">Undo</Button>
                  </Popconfirm>
                )}
              </Space>
            ),
        },
      ]}
    />
  );
}
