import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import type { ChildrenOfClass } from '@tp/contracts/family-classes';
import { errorMessage } from '@tp/web-kit/api-error';
import { Loading } from '@tp/web-kit/loading';
import { NavLink } from '@tp/web-kit/nav-link';
import { navigate } from '@tp/web-kit/navigate';
import { useApi } from '@tp/web-kit/use-api';
import { Alert } from '@tp/web-kit/ui/alert';
import { Card } from '@tp/web-kit/ui/card';
import { useSignedInUser } from '@tp/web-kit/use-signed-in-user';
import { ClassBulletin } from '../../../components/class-bulletin';
import { StudentExerciseTable } from '../../../components/student-exercise-table';
import { fetchClassroomAccess, type ClassroomAccess } from '../api/classroom-access';
import { useHomeworkTexts } from '../homework-texts';
import { ClassHomework } from './class-homework';
import './my-homework-page.css';

/**
 * /classroom/:id (id: the class): the class's content page for whoever belongs to it (docs/decisions/013). A student
 * on its roster sees the class's bulletin and homework (as /myHomework/:id), with a note when their place has ended;
 * a parent sees each of their children's work in it; its teacher is sent to the class's homework page; others are
 * told they are not in the class; a visitor signs in first and comes back.
 */
export function ClassroomPage() {
  const t = useHomeworkTexts();
  const user = useSignedInUser();
  const { id = '' } = useParams();
  const { data, loading, error } = useApi((signal) => fetchClassroomAccess(id, user, signal), [id, user._id, user.role]);
  const teaching = data?.kind === 'teacher';
  useEffect(() => {
    if (teaching) navigate(`/teach/class/${id}/addContent`, { replace: true });
  }, [teaching, id]);

  let body;
  if ((loading && !data) || teaching) body = <Loading />;
  else if (error) body = <Alert type="error" showIcon role="alert" title={errorMessage(error, t('classNotLoaded'))} />;
  else body = <ClassroomBody classId={id} access={data!} />;

  return (
    <div className="tp-my-homework">
      <Card>{body}</Card>
    </div>
  );
}

function ClassroomBody({ classId, access }: { classId: string; access: ClassroomAccess }) {
  const t = useHomeworkTexts();
  if (access.kind === 'student') {
    const ended = access.place.isValid ? null : (
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        title={
          <>
            {t('placeEnded')} <Link to={`/classRegister/${classId}`}>{t('renew')}</Link> {t('toKeepLearning')}
          </>
        }
      />
    );
    return (
      <>
        <ClassHomework classId={classId} notice={ended} />
        <p style={{ marginTop: 16 }}>
          <Link to="/myclasses">{t('backToMyClasses')}</Link>
        </p>
      </>
    );
  }
  if (access.kind === 'parent') return <ChildrenInClass entry={access.entry} />;
  return (
    <>
      <h1 className="tp-my-homework-title">{t('notInClass')}</h1>
      <p>
        {t('onlyMembers')} <NavLink to={`/class/${classId}`}>{t('itsPublicPage')}</NavLink>
        {t('orGoTo')} <Link to="/myclasses">{t('myClasses')}</Link>
        {t('sentenceEnd')}
      </p>
    </>
  );
}

/** A parent's view of the class: its bulletin and each of their children's exercises in it. */
function ChildrenInClass({ entry: { classInfo, students } }: { entry: ChildrenOfClass }) {
  const t = useHomeworkTexts();
  return (
    <>
      <h1 className="tp-my-homework-title">{classInfo.name}</h1>
      <ClassBulletin html={classInfo.bulletin} className={classInfo.name} />
      {students.map((student) => (
        <section key={student._id} aria-label={t('childExercises', { name: student.name })} style={{ marginBottom: 16 }}>
          <h2 style={{ fontSize: 18 }}>
            <Link to={`/parent/student/exercise/${student._id}/${classInfo._id}`}>{student.name}</Link>
          </h2>
          <StudentExerciseTable studentId={student._id} classId={classInfo._id} />
        </section>
      ))}
      <p style={{ marginTop: 16 }}>
        <Link to="/parent/studentlist">{t('allChildrenClasses')}</Link>
      </p>
    </>
  );
}
