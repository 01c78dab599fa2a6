import { Link, useParams } from 'react-router';
import { Card } from '@tp/web-kit/ui/card';
import { ClassHomework } from './class-homework';
import './my-homework-page.css';

/**
 * /myHomework/:id (id: the class): the class content page of a student, the class's bulletin and its homework with
 * due date, progress and accuracy. My Classes' 'start learning' opens it.
 */
export function MyHomeworkPage() {
  const { id = '' } = useParams();
  return (
    <div className="tp-my-homework">
      <Card>
        <ClassHomework classId={id} />
        <p style={{ marginTop: 16 }}>
          <Link to="/myclasses">Back to My Classes</Link>
        </p>
      </Card>
    </div>
  );
}
