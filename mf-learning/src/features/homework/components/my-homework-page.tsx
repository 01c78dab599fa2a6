import { Link, useParams } from 'react-router';
import { Card } from '@tp/web-kit/ui/card';
import { useSignedInUser } from '@tp/web-kit/use-signed-in-user';
import { ClassProgressPanel } from '../../../components/class-progress-panel';
import { useHomeworkTexts } from '../homework-texts';
import { ClassHomework } from './class-homework';
import './my-homework-page.css';

/**
 * /myHomework/:id (id: the class): the class content page of a student, the class's bulletin and its homework with
 * due date, progress and accuracy, then the student's progress charts. My Classes' 'start learning' opens it.
 */
export function MyHomeworkPage() {
  const t = useHomeworkTexts();
  const { id = '' } = useParams();
  const user = useSignedInUser();
  return (
    <div className="tp-my-homework">
      <Card>
        <ClassHomework classId={id} />
        <ClassProgressPanel studentId={user._id} classId={id} />
        <p style={{ marginTop: 16 }}>
          <Link to="/myclasses">{t('backToMyClasses')}</Link>
        </p>
      </Card>
    </div>
  );
}
