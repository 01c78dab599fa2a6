import { Link } from 'react-router';
import { UNDO_CONFIRM_MESSAGE, type ExerciseSummary } from '@tp/contracts/exercises';
import { errorMessage } from '@tp/web-kit/api-error';
import { inInterfaceLanguage } from '@tp/web-kit/i18n/spec-messages';
import { Button } from '@tp/web-kit/ui/button';
import { message } from '@tp/web-kit/ui/message';
import { Popconfirm } from '@tp/web-kit/ui/popconfirm';
import { Space } from '@tp/web-kit/ui/space';
import { Table } from '@tp/web-kit/ui/table';
import { accuracyLabel, allAnswered, DueDateCell, KindTag, progressLabel } from '../../../components/exercise-cells';
import { useLearningTexts } from '../../../components/learning-texts';
import { undoExercise } from '../api/class-exercises';
import { useHomeworkTexts } from '../homework-texts';

/** The class's homework: name, due date (overdue), progress, accuracy and what the student can do next. */
export function HomeworkTable({ exercises, onUndone }: { exercises: ExerciseSummary[]; onUndone: () => void }) {
  const t = useHomeworkTexts();
  const shared = useLearningTexts();
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
      locale={{ emptyText: <span className="tp-my-homework-empty">{t('noHomework')}</span> }}
      columns={[
        {
          title: shared('name'),
          key: 'name',
          render: (_, exercise) => (
            <Space>
              {exercise.homeworkId.name}
              <KindTag exercise={exercise} />
            </Space>
          ),
        },
        { title: shared('dueDateColumn'), key: 'dueDate', render: (_, exercise) => <DueDateCell exercise={exercise} /> },
        { title: shared('progress'), key: 'progress', render: (_, exercise) => progressLabel(exercise) },
        { title: shared('accuracy'), key: 'accuracy', render: (_, exercise) => accuracyLabel(exercise) },
        {
          title: shared('action'),
          key: 'action',
          render: (_, exercise) =>
            allAnswered(exercise) || exercise.finishedAt ? (
              <Link to={`/student/exercise/${exercise._id}`}>{shared('viewDetails')}</Link>
            ) : (
              <Space>
                <Link to={`/student/exerciseEdit/${exercise._id}`}>{t('startLearning')}</Link>
                {!exercise.homeworkId.isExam && (
                  <Popconfirm title={inInterfaceLanguage(UNDO_CONFIRM_MESSAGE)} description={t('undoKeepsChecked')} okText={t('yes')} cancelText={t('no')} onConfirm={() => undo(exercise)}>
                    <Button size="small">{t('undo')}</Button>
                  </Popconfirm>
                )}
              </Space>
            ),
        },
      ]}
    />
  );
}
