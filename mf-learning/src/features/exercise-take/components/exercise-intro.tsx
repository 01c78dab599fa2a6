import type { ExerciseView } from '@tp/contracts/exercises';
import { Button } from '@tp/web-kit/ui/button';
import { Descriptions } from '@tp/web-kit/ui/descriptions';
import { dateTimeLabel } from '../../../components/exercise-cells';
import { useLearningTexts } from '../../../components/learning-texts';
import { ProblemAlert } from '@tp/web-kit/problem-alert';

interface ExerciseIntroProps {
  exercise: ExerciseView;
  busy: boolean;
  problem: string | undefined;
  onStart: () => void;
}

/** Before the questions: what the homework or exam is, and Start. */
export function ExerciseIntro({ exercise, busy, problem, onStart }: ExerciseIntroProps) {
  const t = useLearningTexts();
  const { homeworkId: homework } = exercise;
  const items = [
    { key: 'class', label: t('classLabel'), children: exercise.classId.name },
    { key: 'due', label: t('dueDate'), children: dateTimeLabel(homework.dueDate) },
    { key: 'questions', label: t('questions'), children: String(exercise.questionList.length) },
    ...(homework.isExam ? [{ key: 'duration', label: t('examDuration'), children: t('minutes', { count: homework.examDuration }) }] : []),
  ];
  return (
    <div>
      <Descriptions bordered column={1} size="small" items={items} style={{ marginBottom: 16 }} />
      {homework.isExam && <p>{t('clockWarning')}</p>}
      <ProblemAlert problem={problem} />
      <Button type="primary" loading={busy} onClick={onStart}>
        {t('start')}
      </Button>
    </div>
  );
}
