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
import './user-list-page.css';

/** /admin/userlist: every user, a search, Create User, Edit and Delete (with 'Are you sure'). */
export function UserListPage() {
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
          <h1>Users</h1>
          <Input.Search aria-label="Search users" placeholder="Search by name or e-mail" allowClear onSearch={(value) => setKeyword(value.trim())} enterButton="Search" />
          <Button type="primary" onClick={() => setCreating(true)}>
            Create User
          </Button>
        </div>
        {error ? <Alert type="error" showIcon role="alert" title={errorMessage(error, 'The users could not be loaded')} /> : null}
        <Table<UserListItem>
          rowKey="_id"
          loading={loading}
          dataSource={data}
          scroll={{ x: 'max-content' }}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          locale={{ emptyText: 'No user found' }}
          columns={[
            { title: 'Name', dataIndex: 'name' },
            { title: 'Email', dataIndex: 'email' },
            { title: 'Role', dataIndex: 'role' },
            { title: 'Admin', key: 'isAdmin', render: (_, user) => (user.isAdmin ? 'Yes' : 'No') },
            { title: 'Created', key: 'createdAt', render: (_, user) => new Date(user.createdAt).toLocaleDateString() },
            {
              title: 'Actions',
              key: 'actions',
              render: (_, user) => (
                <span className="tp-admin-users-actions">
                  <Link to={`/admin/user/${user._id}/edit`} aria-label={`Edit ${user.email}`}>
                    Edit
                  </Link>
                  <Popconfirm title="Are you sure" description={`Delete ${user.email}?`} okText="Delete" okButtonProps={{ danger: true }} onConfirm={() => remove(user)}>
                    <Button type="link" danger aria-label={`Delete ${user.email}`}>
                      Delete
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
