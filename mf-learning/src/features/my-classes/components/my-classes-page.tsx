import { Link } from 'react-router';
import type { MyClass } from '@tp/contracts/classes';
import { errorMessage } from '@tp/web-kit/api-error';
import { Loading } from '@tp/web-kit/loading';
import { useApi } from '@tp/web-kit/use-api';
import { Alert } from '@tp/web-kit/ui/alert';
import { Card } from '@tp/web-kit/ui/card';
import { Table } from '@tp/web-kit/ui/table';
import { fetchMyClasses } from '../../../api/my-classes';
import { expiredTimeLabel, myClassAction } from '../utils/expired-time';
import './my-classes-page.css';

/** /myclasses: any signed-in user (it is the default page after sign-in). */
export function MyClassesPage() {
  const { data, loading, error } = useApi((signal) => fetchMyClasses(signal), []);

  let body;
  if (loading && !data) body = <Loading />;
  else if (error) body = <Alert type="error" showIcon role="alert" title={errorMessage(error, 'Error loading your classes')} />;
  else {
    body = (
      <Table<MyClass>
        rowKey={(entry) => entry.classInfo.classID._id}
        dataSource={data}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <span className="tp-my-classes-empty">You have no classes yet.</span> }}
        columns={[
          { title: 'NAME', key: 'name', render: (_, entry) => entry.classInfo.name },
          { title: 'Expired Time', key: 'expiredTime', render: (_, entry) => expiredTimeLabel(entry) },
          {
            title: 'Action',
            key: 'action',
            render: (_, entry) => {
              const { label, to } = myClassAction({ classId: entry.classInfo.classID._id, isValid: entry.isValid });
              return <Link to={to}>{label}</Link>;
            },
          },
        ]}
      />
    );
  }

  return (
    <div className="tp-my-classes">
      <Card>
        <h1 className="tp-my-classes-title">My Classes</h1>
        {body}
      </Card>
    </div>
  );
}
