import { Link, useParams } from 'react-router';
import type { ExerciseView } from '@tp/contracts/exercises';
import { errorMessage } from '@tp/web-kit/api-error';
import { Loading } from '@tp/web-kit/loading';
import { useApi } from '@tp/web-kit/use-api';
import { Alert } from '@tp/web-kit/ui/alert';
import { Card } from '@tp/web-kit/ui/card';
import { Descriptions } from '@tp/web-kit/ui/descriptions';
import { useSignedInUser } from '@tp/web-kit/use-signed-in-user';
import { fetchExercise } from '../../../api/get-exercise';
import { accuracyLabel, dateTimeLabel, progressLabel } from '../../../components/exercise-cells';
import { QuestionDetail } from './question-detail';

/**
 * /student/exercise/:id: an exercise read-only, for the student, a parent of theirs or the class's teacher (the
 * server answers each with what they may see); only the Student role sees the solutions.
 */
export function ExerciseDetailPage() {
  const showSolution = useSignedInUser().role === 'Student';
  const { id = '' } = useParams();
  const { data, loading, error } = useApi((signal) => fetchExercise(id, signal), [id]);

  let body;
  if (loading && !data) body = <Loading />;
  else if (error || !data) body = <Alert type="error" showIcon role="alert" title={errorMessage(error, 'Error loading the exercise')} />;
  else body = <Detail exercise={data} showSolution={showSolution} />;

  return (
    <div style={{ maxWidth: 960, margin: '24px auto', padding: '0 16px' }}>
      <Card>
        <h1 style={{ fontSize: 24, margin: '0 0 16px' }}>{data?.homeworkId.name || 'Exercise'}</h1>
        {body}
      </Card>
    </div>
  );
}

function Detail({ exercise, showSolution }: { exercise: ExerciseView; showSolution: boolean }) {
  const items = [
    { key: 'student', label: 'Student', children: exercise.student.name },
    { key: 'class', label: 'Class', children: exercise.classId.name },
    { key: 'due', label: 'Due date', children: dateTimeLabel(exercise.homeworkId.dueDate) },
    { key: 'progress', label: 'Progress', children: progressLabel(exercise) },
    { key: 'accuracy', label: 'Accuracy', children: accuracyLabel(exercise) },
    { key: 'finished', label: 'Finished', children: dateTimeLabel(exercise.finishedAt) },
  ];
  return (
    <>
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} items={items} style={{ marginBottom: 16 }} />
      {exercise.questionList.map((item, index) => (
        <QuestionDetail key={item._id} item={item} number={index + 1} showSolution={showSolution} />
      ))}
      {exercise.questionList.length === 0 && <p>No Question</p>}
      {showSolution && (
        <p>
          <Link to={`/myHomework/${exercise.classId._id}`}>Back to the class&apos;s homework</Link>
        </p>
      )}
    </>
  );
}
