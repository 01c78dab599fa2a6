import { Link, useParams } from 'react-router';
import { useApi } from '@tp/web-kit/use-api';
import { Card } from '@tp/web-kit/ui/card';
import { fetchTeacherClass } from '../../../api/teacher-class';
import { useClassWorkTexts } from '../../../components/class-work-texts';
import { useRoster } from '../hooks/use-roster';
import { InterestList } from './interest-list';
import { StudentList } from './student-list';
import { StudentSearch } from './student-search';
import './add-student-page.css';

/** /teach/class/{id}/addStudent: e-mail search, the found student, the student list and the interest list. */
export function AddStudentPage() {
  const t = useClassWorkTexts();
  const { id = '' } = useParams();
  const cls = useApi((signal) => fetchTeacherClass(id, signal), [id]);
  const roster = useRoster(id);
  return (
    <div className="tp-roster">
      <Card>
        <div className="tp-roster-head">
          <h1>{cls.data?.name ? t('addStudentsTo', { name: cls.data.name }) : t('addStudents')}</h1>
          <span className="tp-roster-links">
            <Link to={`/teach/class/${id}/edit`}>{t('editClass')}</Link>
            <Link to="/teach/classlist">{t('backToMyClasses')}</Link>
          </span>
        </div>
        <StudentSearch classId={id} onAdded={roster.reload} />
        <StudentList classId={id} entries={roster.data} loading={roster.loading} error={roster.error} onChanged={roster.reload} />
        <InterestList classId={id} onRegistered={roster.expect} />
      </Card>
    </div>
  );
}
