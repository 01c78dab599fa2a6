import { Link } from 'react-router';
import { errorMessage } from '@tp/web-kit/api-error';
import { Loading } from '@tp/web-kit/loading';
import { useApi } from '@tp/web-kit/use-api';
import { Alert } from '@tp/web-kit/ui/alert';
import { Card } from '@tp/web-kit/ui/card';
import { ClassBulletin } from '../../../components/class-bulletin';
import { fetchChildrenByClass } from '../../../api/children-by-class';
import { StudentExerciseTable } from '../../../components/student-exercise-table';
import { useParentExercisesTexts } from '../parent-exercises-texts';

/** /parent/studentlist: My Students Exercise, the parent's children by class, each class's bulletin and their work. */
export function ParentStudentListPage() {
  const t = useParentExercisesTexts();
  const { data, loading, error } = useApi((signal) => fetchChildrenByClass(signal), []);

  let body;
  if (loading && !data) body = <Loading />;
  else if (error) body = <Alert type="error" showIcon role="alert" title={errorMessage(error, t('childrenNotLoaded'))} />;
  else if (!data?.length) body = <p>{t('noChildOnClass')}</p>;
  else {
    body = data.map(({ classInfo, students }) => (
      <section key={classInfo._id} aria-label={classInfo.name} style={{ marginBottom: 24 }}>
        <h2 style={{ fontSize: 20 }}>{classInfo.name}</h2>
        <ClassBulletin html={classInfo.bulletin} className={classInfo.name} />
        {students.map((student) => (
          <div key={student._id} style={{ marginBottom: 16 }}>
            <h3 style={{ fontSize: 16 }}>
              <Link to={`/parent/student/exercise/${student._id}/${classInfo._id}`}>{student.name}</Link>
            </h3>
            <StudentExerciseTable studentId={student._id} classId={classInfo._id} />
          </div>
        ))}
      </section>
    ));
  }

  return (
    <div style={{ maxWidth: 1100, margin: '24px auto', padding: '0 16px' }}>
      <Card>
        <h1 style={{ fontSize: 24, margin: '0 0 16px' }}>{t('myStudentsExercise')}</h1>
        {body}
      </Card>
    </div>
  );
}
