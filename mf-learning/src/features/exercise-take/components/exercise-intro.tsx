import type { ExerciseView } from '@tp/contracts/exercises';
import { Button } from '@tp/web-kit/ui/button';
import { Descriptions } from '@tp/web-kit/ui/descriptions';
import { dateTimeLabel } from '../../../components/exercise-cells';
import { ProblemAlert } from '@tp/web-kit/problem-alert';

interface ExerciseIntroProps {
  exercise: ExerciseView;
  busy: boolean;
  problem: string | undefined;
  onStart: () => void;
}

/** Before the questions: what the homework or exam is, and Start. */
export function ExerciseIntro({ exercise, busy, problem, onStart }: ExerciseIntroProps) {
  const { homeworkId: homework } = exercise;
  const items = [
    { key: 'class', label: 'Class', children: exercise.classId.name },
    { key: 'due', label: 'Due date', children: dateTimeLabel(homework.dueDate) },
    { key: 'questions', label: 'Questions', children: String(exercise.questionList.length) },
    ...(homework.isExam ? [{ key: 'duration', label: 'Exam duration', children: `${homework.examDuration} minutes` }] : []),
  ];
  return (
    <div>
      <Descriptions bordered column={1} size="small" items={items} style={{ marginBottom: 16 }} />
      {homework.isExam && <p>Once you start, the clock runs until the end of the exam, even if you close this page.</p>}
      <ProblemAlert problem={problem} />
      <Button type="primary" loading={busy} onClick={onStart}>
        Start
      </Button>
    </div>
  );
}
