import { Link, useParams } from 'react-router';
import { errorMessage } from '@tp/web-kit/api-error';
import { MathView } from '@tp/web-kit/math/math-view';
import { ProblemAlert } from '@tp/web-kit/problem-alert';
import { useApi } from '@tp/web-kit/use-api';
import { Card } from '@tp/web-kit/ui/card';
import { fetchTeacherClass } from '../../../api/teacher-class';
import { fetchStudentExercises } from '../api/student-exercises';
import { ResourceRecords } from './resource-records';
import { StudentExerciseTable } from './student-exercise-table';
import './student-exercises-page.css';

/**
 * /teacher/exercise/{classId}/{studentId}: the class bulletin, one student's exercises in the class, and below them
 * the student's self-practice records (Resource Records).
 */
export function StudentExercisesPage() {
  const { classId = '', studentId = '' } = useParams();
  const cls = useApi((signal) => fetchTeacherClass(classId, signal), [classId]);
  const exercises = useApi((signal) => fetchStudentExercises(classId, studentId, signal), [classId, studentId]);
  const studentName = exercises.data?.[0]?.student.name;

  return (
    <div className="tp-student-exercises">
      <div className="tp-student-exercises-head">
        <h1>Student Exercises{studentName ? `: ${studentName}` : ''}</h1>
        <Link to={`/teach/class/${classId}/addStudent`}>Back to the class's students</Link>
      </div>
      {cls.error ? <ProblemAlert problem={errorMessage(cls.error, 'Class not found')} /> : null}
      <Card title={cls.data ? `Class bulletin: ${cls.data.name || 'Untitled class'}` : 'Class bulletin'} loading={cls.loading && !cls.data}>
        {cls.data?.bulletin ? <MathView html={cls.data.bulletin} aria-label="Class bulletin" /> : <p className="tp-student-exercises-muted">No bulletin for this class.</p>}
      </Card>
      <Card title="Exercises">
        {exercises.error ? <ProblemAlert problem={errorMessage(exercises.error, 'The exercises could not be loaded')} /> : null}
        <StudentExerciseTable exercises={exercises.data} loading={exercises.loading} />
      </Card>
      <Card title="Resource Records">
        <ResourceRecords classId={classId} studentId={studentId} />
      </Card>
    </div>
  );
}
