import { Link } from 'react-router';
import type { MyClass } from '@tp/contracts/classes';
import { errorMessage } from '@tp/web-kit/api-error';
import { Loading } from '@tp/web-kit/loading';
import { useApi } from '@tp/web-kit/use-api';
import { Alert } from '@tp/web-kit/ui/alert';
import { Card } from '@tp/web-kit/ui/card';
import { Table } from '@tp/web-kit/ui/table';
import { fetchMyClasses } from '../../../api/my-classes';
import { useMyClassesTexts } from '../my-classes-texts';
import { expiredTimeLabel, myClassAction } from '../utils/expired-time';
import './my-classes-page.css';

/** /myclasses: any signed-in user (it is the default page after sign-in). */
export function MyClassesPage() {
  const t = useMyClassesTexts();
  const { data, loading, error } = useApi((signal) => fetchMyClasses(signal), []);

  let body;
  if (loading && !data) body = <Loading />;
  else if (error) body = <Alert type="error" showIcon role="alert" title={errorMessage(error, t('notLoaded'))} />;
  else {
    body = (
      <Table<MyClass>
        rowKey={(entry) => entry.classInfo.classID._id}
        dataSource={data}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <span className="tp-my-classes-empty">{t('noClasses')}</span> }}
        columns={[
          { title: t('name'), key: 'name', render: (_, entry) => entry.classInfo.name },
          { title: t('expiredTime'), key: 'expiredTime', render: (_, entry) => expiredTimeLabel(entry) },
          {
            title: t('action'),
            key: 'action',
            render: (_, entry) => {
              const { action, to } = myClassAction({ classId: entry.classInfo.classID._id, isValid: entry.isValid });
              return <Link to={to}>{t(action)}</Link>;
            },
          },
        ]}
      />
    );
  }

  return (
    <div className="tp-my-classes">
      <Card>
        <h1 className="tp-my-classes-title">{t('title')}</h1>
        {body}
      </Card>
    </div>
  );
}
