import { Link, useParams } from 'react-router';
import { errorMessage } from '@tp/web-kit/api-error';
import { Loading } from '@tp/web-kit/loading';
import { useApi } from '@tp/web-kit/use-api';
import { Alert } from '@tp/web-kit/ui/alert';
import { useSignedInUser } from '@tp/web-kit/use-signed-in-user';
import { fetchExercise } from '../../../api/get-exercise';
import { answerQueue } from '../hooks/use-answer-queue';
import { useLearningTexts } from '../../../components/learning-texts';
import { ExerciseSession } from './exercise-session';

/**
 * antd's Card, drawn as a plain box: Card brings Tabs, Menu and Skeleton (about 40 KB gzip), fetched before the first
 * question on a phone for a border (docs/decisions/025). The same look: antd's container colour, border and radius.
 */
const FRAME = { background: '#fff', border: '1px solid #f0f0f0', borderRadius: 8, padding: 24 } as const;

/** /student/exerciseEdit/:id: a student takes a homework or an exam. */
export function ExerciseTakePage() {
  // Keyed by the student: another student signing in on this page gets a screen (and a queue) of his own.
  const user = useSignedInUser();
  return <ExerciseTake key={user._id} studentId={user._id} />;
}

function ExerciseTake({ studentId }: { studentId: string }) {
  const t = useLearningTexts();
  const { id = '' } = useParams();
  const queue = answerQueue(studentId);
  // What this device still holds for the exercise is read first: the screen shows it over the server's copy.
  const { data, loading, error } = useApi(async (signal) => {
    await queue.ready();
    const exercise = await fetchExercise(id, signal);
    await queue.adoptUnowned(exercise._id);
    return exercise;
  }, [id, queue]);

  let body;
  if (loading && !data) body = <Loading />;
  else if (error || !data) body = <Alert type="error" showIcon role="alert" title={errorMessage(error, t('loadFailed'))} />;
  else if (data.finishedAt) {
    body = (
      <Alert
        type="info"
        showIcon
        title={t('finished')}
        description={<Link to={`/student/exercise/${data._id}`}>{t('viewDetails')}</Link>}
      />
    );
  } else body = <ExerciseSession key={data._id} exercise={data} answers={queue} />;

  return (
    <div style={{ maxWidth: 960, margin: '24px auto', padding: '0 16px' }}>
      <div style={FRAME}>
        <h1 style={{ fontSize: 24, margin: '0 0 16px' }}>{data?.homeworkId.name || t('exercise')}</h1>
        {body}
        {data && (
          <p style={{ marginTop: 16 }}>
            <Link to={`/myHomework/${data.classId._id}`}>{t('backToHomework')}</Link>
          </p>
        )}
      </div>
    </div>
  );
}
