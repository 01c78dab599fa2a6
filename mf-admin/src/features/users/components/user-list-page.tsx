import { useState } from 'react';
import { Link } from 'react-router';
import type { UserListItem } from '@tp/contracts/users';
import { errorMessage } from '@tp/web-kit/api-error';
import { useApi } from '@tp/web-kit/use-api';
import { Alert } from '@tp/web-kit/ui/alert';
import { Button } from '@tp/web-kit/ui/button';
import { Card } from '@tp/web-kit/ui/card';
import { Input } from '@tp/web-kit/ui/input';
import { message } from '@tp/web-kit/ui/message';
import { Popconfirm } from '@tp/web-kit/ui/popconfirm';
import { Table } from '@tp/web-kit/ui/table';
import { deleteUser, fetchUsers } from '../api/users';
import { CreateUserModal } from './create-user-modal';
import { useAdminTexts } from '../../../components/admin-texts';
import { useRoleLabel } from '../../../components/use-role-label';
import { inInterfaceLanguage } from '@tp/web-kit/i18n/spec-messages';
import './user-list-page.css';

/** /admin/userlist: every user, a search, Create User, Edit and Delete (with 'Are you sure'). */
export function UserListPage() {
  const t = useAdminTexts();
  const roleLabel = useRoleLabel();
  const [keyword, setKeyword] = useState('');
  const [creating, setCreating] = useState(false);
  const { data, loading, error, reload } = useApi((signal) => fetchUsers(keyword, signal), [keyword]);

  const remove = async (user: UserListItem) => {
    try {
      await deleteUser(user._id);
      message.success('Delete success');
      reload();
    } catch (failure) {
      message.error(errorMessage(failure));
    }
  };

  return (
    <div className="tp-admin-users">
      <Card>
        <div className="tp-admin-users-bar">
          <h1>{t('users')}</h1>
          <Input.Search aria-label={t('searchUsers')} placeholder={t('searchByNameOrEmail')} allowClear onSearch={(value) => setKeyword(value.trim())} enterButton={t('search')} />
          <Button type="primary" onClick={() => setCreating(true)}>
            {t('createUser')}
          </Button>
        </div>
        {error ? <Alert type="error" showIcon role="alert" title={errorMessage(error, t('usersNotLoaded'))} /> : null}
        <Table<UserListItem>
          rowKey="_id"
          loading={loading}
          dataSource={data}
          scroll={{ x: 'max-content' }}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          locale={{ emptyText: t('noUserFound') }}
          columns={[
            { title: t('personName'), dataIndex: 'name' },
            { title: t('email'), dataIndex: 'email' },
            { title: t('role'), key: 'role', render: (_, user) => roleLabel(user.role) },
            { title: t('admin'), key: 'isAdmin', render: (_, user) => (user.isAdmin ? t('yes') : t('no')) },
            { title: t('created'), key: 'createdAt', render: (_, user) => new Date(user.createdAt).toLocaleDateString() },
            {
              title: t('actions'),
              key: 'actions',
              render: (_, user) => (
                <span className="tp-admin-users-actions">
                  <Link to={`/admin/user/${user._id}/edit`} aria-label={t('editNamed', { name: user.email })}>
                    {t('edit')}
                  </Link>
                  <Popconfirm title={inInterfaceLanguage('Are you sure')} description={t('deleteQuestion', { name: user.email })} okText={t('delete')} okButtonProps={{ danger: true }} onConfirm={() => remove(user)}>
                    <Button type="link" danger aria-label={t('deleteNamed', { name: user.email })}>
                      {t('delete')}
                    </Button>
                  </Popconfirm>
                </span>
              ),
            },
          ]}
        />
      </Card>
      <CreateUserModal
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={() => {
          setCreating(false);
          message.success('Add success');
          reload();
        }}
      />
    </div>
  );
}
