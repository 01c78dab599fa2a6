import { Link, useParams } from 'react-router';
import { errorMessage } from '@tp/web-kit/api-error';
import { MathView } from '@tp/web-kit/math/math-view';
import { ProblemAlert } from '@tp/web-kit/problem-alert';
import { useApi } from '@tp/web-kit/use-api';
import { Card } from '@tp/web-kit/ui/card';
import { fetchTeacherClass } from '../../../api/teacher-class';
import { useClassWorkTexts } from '../../../components/class-work-texts';
import { useTeachingTexts } from '../../../components/teaching-texts';
import { fetchStudentExercises } from '../api/student-exercises';
import { ResourceRecords } from './resource-records';
import { StudentExerciseTable } from './student-exercise-table';
import './student-exercises-page.css';

/**
 * /teacher/exercise/{classId}/{studentId}: the class bulletin, one student's exercises in the class, and below them
 * the student's self-practice records (Resource Records).
 */
export function StudentExercisesPage() {
  const t = useClassWorkTexts();
  const teaching = useTeachingTexts();
  const { classId = '', studentId = '' } = useParams();
  const cls = useApi((signal) => fetchTeacherClass(classId, signal), [classId]);
  const exercises = useApi((signal) => fetchStudentExercises(classId, studentId, signal), [classId, studentId]);
  const studentName = exercises.data?.[0]?.student.name;

  return (
    <div className="tp-student-exercises">
      <div className="tp-student-exercises-head">
        <h1>{studentName ? t('studentExercisesOf', { name: studentName }) : t('studentExercises')}</h1>
        <Link to={`/teach/class/${classId}/addStudent`}>{t('backToClassStudents')}</Link>
      </div>
      {cls.error ? <ProblemAlert problem={errorMessage(cls.error, t('classNotFound'))} /> : null}
      <Card title={cls.data ? t('classBulletinOf', { name: cls.data.name || teaching('untitledClass') }) : t('classBulletin')} loading={cls.loading && !cls.data}>
        {cls.data?.bulletin ? <MathView html={cls.data.bulletin} aria-label={t('classBulletin')} /> : <p className="tp-student-exercises-muted">{t('noBulletin')}</p>}
      </Card>
      <Card title={t('exercises')}>
        {exercises.error ? <ProblemAlert problem={errorMessage(exercises.error, t('exercisesNotLoaded'))} /> : null}
        <StudentExerciseTable exercises={exercises.data} loading={exercises.loading} />
      </Card>
      <Card title={t('resourceRecords')}>
        <ResourceRecords classId={classId} studentId={studentId} />
      </Card>
    </div>
  );
}
