import { useParams } from 'react-router';
import type { ClassRegister } from '@tp/contracts/registrations';
import { errorMessage } from '@tp/web-kit/api-error';
import { Loading } from '@tp/web-kit/loading';
import { MathView } from '@tp/web-kit/math/math-view';
import { NavLink } from '@tp/web-kit/nav-link';
import type { SessionUser } from '@tp/web-kit/session-store';
import { useApi } from '@tp/web-kit/use-api';
import { Alert } from '@tp/web-kit/ui/alert';
import { Card } from '@tp/web-kit/ui/card';
import { Flex } from '@tp/web-kit/ui/flex';
import { useSignedInUser } from '@tp/web-kit/use-signed-in-user';
import { fetchClassRegister } from '../api/class-register';
import { ChildrenRegistrations } from './children-registrations';
import { MemberInfoCard } from './member-info-card';
import { NoParentCard } from './no-parent-card';
import { useRegisterTexts } from '../register-texts';
import { RegistrationPanel } from './registration-panel';
import './class-register-page.css';

/** /classRegister/:id: students and parents (admins and teachers have no cart). */
export function ClassRegisterPage() {
  const t = useRegisterTexts();
  const user = useSignedInUser();
  const { id = '' } = useParams();
  const { data, loading, error, reload } = useApi((signal) => fetchClassRegister(id, signal), [id]);

  let body;
  if (loading && !data) body = <Loading />;
  else if (error || !data) body = <Alert type="error" showIcon role="alert" title={errorMessage(error, t('classNotLoaded'))} />;
  else body = <Registration view={data} user={user} onChanged={reload} />;

  return (
    <div className="tp-register">
      <NavLink to={`/class/${id}`} className="tp-register-back">
        {t('backToClass')}
      </NavLink>
      {body}
    </div>
  );
}

function Registration({ view, user, onChanged }: { view: ClassRegister; user: SessionUser; onChanged: () => void }) {
  const t = useRegisterTexts();
  const { classInfo } = view;
  const isParent = user.role === 'Parent';
  return (
    <Flex vertical gap={16}>
      <div>
        <h1 className="tp-register-title">{classInfo.name || t('classRegistration')}</h1>
        {classInfo.teacherName ? <div className="tp-register-teacher">{t('teacher', { name: classInfo.teacherName })}</div> : null}
      </div>
      <Flex gap={16} wrap>
        {view.parentInfo ? (
          <div className="tp-register-card">
            <MemberInfoCard title={t('parentInformation')} kind="Parent" member={view.parentInfo} onChanged={onChanged} />
          </div>
        ) : null}
        {!view.parentInfo && !isParent ? (
          <div className="tp-register-card">
            <NoParentCard studentEmail={view.studentInfo?.email ?? user.email} />
          </div>
        ) : null}
        {!isParent && view.studentInfo ? (
          <div className="tp-register-card">
            <MemberInfoCard title={t('studentInformation')} kind="Student" member={view.studentInfo} onChanged={onChanged} />
          </div>
        ) : null}
      </Flex>
      {isParent ? (
        <ChildrenRegistrations classInfo={classInfo} students={view.students} onChanged={onChanged} />
      ) : (
        <Card size="small" title={t('plan')}>
          <RegistrationPanel classInfo={classInfo} student={{ id: user._id, name: view.studentInfo?.name ?? user.name }} state={view} onChanged={onChanged} />
        </Card>
      )}
      <Card size="small" title={t('paymentInformation')}>
        {classInfo.paymentInfo ? <MathView html={classInfo.paymentInfo} /> : <span>{t('noPaymentInformation')}</span>}
      </Card>
    </Flex>
  );
}
