import { Link, useParams } from 'react-router';
import { errorMessage } from '@tp/web-kit/api-error';
import { Loading } from '@tp/web-kit/loading';
import { useApi } from '@tp/web-kit/use-api';
import { Alert } from '@tp/web-kit/ui/alert';
import { Card } from '@tp/web-kit/ui/card';
import { ClassBulletin } from '../../../components/class-bulletin';
import { SignedInOnly } from '../../../components/signed-in-only';
import { fetchClassBulletin, fetchClassExercises } from '../api/class-exercises';
import { HomeworkTable } from './homework-table';
import './my-homework-page.css';

/**
 * /myHomework/:id (id: the class): the class content page of a student, the class's bulletin and its homework with
 * due date, progress and accuracy. My Classes' 'start learning' opens it.
 */
export function MyHomeworkPage() {
  return <SignedInOnly roles={['Student']}>{() => <MyHomework />}</SignedInOnly>;
}

function MyHomework() {
  const { id = '' } = useParams();
  const exercises = useApi((signal) => fetchClassExercises(id, signal), [id]);
  const cls = useApi((signal) => fetchClassBulletin(id, signal), [id]);

  let body;
  if (exercises.loading && !exercises.data) body = <Loading />;
  else if (exercises.error) body = <Alert type="error" showIcon role="alert" title={errorMessage(exercises.error, 'Error loading the homework')} />;
  else body = <HomeworkTable exercises={exercises.data ?? []} onUndone={exercises.reload} />;

  return (
    <div className="tp-my-homework">
      <Card>
        <h1 className="tp-my-homework-title">{cls.data?.name ? `My Homework: ${cls.data.name}` : 'My Homework'}</h1>
        <ClassBulletin html={cls.data?.bulletin} />
        {body}
        <p style={{ marginTop: 16 }}>
          <Link to="/myclasses">Back to My Classes</Link>
        </p>
      </Card>
    </div>
  );
}
