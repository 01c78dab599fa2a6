import { Link, useParams } from 'react-router';
import type { ExerciseView } from '@tp/contracts/exercises';
import { errorMessage } from '@tp/web-kit/api-error';
import { inInterfaceLanguage } from '@tp/web-kit/i18n/spec-messages';
import { Loading } from '@tp/web-kit/loading';
import { useApi } from '@tp/web-kit/use-api';
import { Alert } from '@tp/web-kit/ui/alert';
import { Card } from '@tp/web-kit/ui/card';
import { Descriptions } from '@tp/web-kit/ui/descriptions';
import { useSignedInUser } from '@tp/web-kit/use-signed-in-user';
import { fetchExercise } from '../../../api/get-exercise';
import { accuracyLabel, dateTimeLabel, progressLabel } from '../../../components/exercise-cells';
import { useLearningTexts } from '../../../components/learning-texts';
import { useExerciseDetailTexts } from '../exercise-detail-texts';
import { QuestionDetail } from './question-detail';

/**
 * /student/exercise/:id: an exercise read-only, for the student, a parent of theirs or the class's teacher (the
 * server answers each with what they may see); only the Student role sees the solutions.
 */
export function ExerciseDetailPage() {
  const t = useLearningTexts();
  const showSolution = useSignedInUser().role === 'Student';
  const { id = '' } = useParams();
  const { data, loading, error } = useApi((signal) => fetchExercise(id, signal), [id]);

  let body;
  if (loading && !data) body = <Loading />;
  else if (error || !data) body = <Alert type="error" showIcon role="alert" title={errorMessage(error, t('loadFailed'))} />;
  else body = <Detail exercise={data} showSolution={showSolution} />;

  return (
    <div style={{ maxWidth: 960, margin: '24px auto', padding: '0 16px' }}>
      <Card>
        <h1 style={{ fontSize: 24, margin: '0 0 16px' }}>{data?.homeworkId.name || t('exercise')}</h1>
        {body}
      </Card>
    </div>
  );
}

function Detail({ exercise, showSolution }: { exercise: ExerciseView; showSolution: boolean }) {
  const t = useExerciseDetailTexts();
  const shared = useLearningTexts();
  const items = [
    { key: 'student', label: t('student'), children: exercise.student.name },
    { key: 'class', label: shared('classLabel'), children: exercise.classId.name },
    { key: 'due', label: shared('dueDate'), children: dateTimeLabel(exercise.homeworkId.dueDate) },
    { key: 'progress', label: shared('progress'), children: progressLabel(exercise) },
    { key: 'accuracy', label: shared('accuracy'), children: accuracyLabel(exercise) },
    { key: 'finished', label: t('finished'), children: dateTimeLabel(exercise.finishedAt) },
  ];
  return (
    <>
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} items={items} style={{ marginBottom: 16 }} />
      {exercise.questionList.map((item, index) => (
        <QuestionDetail key={item._id} item={item} number={index + 1} showSolution={showSolution} />
      ))}
      {exercise.questionList.length === 0 && <p>{inInterfaceLanguage('No Question')}</p>}
      {showSolution && (
        <p>
          <Link to={`/myHomework/${exercise.classId._id}`}>{shared('backToHomework')}</Link>
        </p>
      )}
    </>
  );
}
