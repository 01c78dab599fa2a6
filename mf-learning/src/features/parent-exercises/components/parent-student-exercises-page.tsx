import { Link, useParams } from 'react-router';
import { Card } from '@tp/web-kit/ui/card';
import { ClassProgressPanel } from '../../../components/class-progress-panel';
import { StudentExerciseTable } from '../../../components/student-exercise-table';
import { useParentExercisesTexts } from '../parent-exercises-texts';
import { ChildGradebookRow } from './child-gradebook-row';

/** /parent/student/exercise/:studentId/:classId: one child's exercises in one class, each with its Detail, and their progress charts. */
export function ParentStudentExercisesPage() {
  const t = useParentExercisesTexts();
  const { studentId = '', classId = '' } = useParams();
  return (
    <div style={{ maxWidth: 1100, margin: '24px auto', padding: '0 16px' }}>
      <Card>
        <h1 style={{ fontSize: 24, margin: '0 0 16px' }}>{t('studentExercise')}</h1>
        <ChildGradebookRow classId={classId} studentId={studentId} />
        <StudentExerciseTable studentId={studentId} classId={classId} />
        <ClassProgressPanel studentId={studentId} classId={classId} />
        <p style={{ marginTop: 16 }}>
          <Link to="/parent/studentlist">{t('backToList')}</Link>
        </p>
      </Card>
    </div>
  );
}
