import { useState } from 'react';
import type { UserListItem } from '@tp/contracts/users';
import { errorMessage } from '@tp/web-kit/api-error';
import { useApi } from '@tp/web-kit/use-api';
import { Alert } from '@tp/web-kit/ui/alert';
import { Input } from '@tp/web-kit/ui/input';
import { Modal } from '@tp/web-kit/ui/modal';
import { Table } from '@tp/web-kit/ui/table';
import { fetchPickerUsers } from '../api/picker-users';

interface RecipientPickerProps {
  open: boolean;
  /** The addresses chosen so far: ticked when the picker opens. */
  chosen: string[];
  onPick: (addresses: string[]) => void;
  onClose: () => void;
}

/** The send page's recipient picker: users found by name or e-mail, ticked by address; ticks outlive a new search. */
export function RecipientPickerModal({ open, ...props }: RecipientPickerProps) {
  return open ? <OpenRecipientPicker {...props} /> : null;
}

function OpenRecipientPicker({ chosen, onPick, onClose }: Omit<RecipientPickerProps, 'open'>) {
  const [keyword, setKeyword] = useState('');
  const [ticked, setTicked] = useState<string[]>(chosen);
  const users = useApi((signal) => fetchPickerUsers(keyword, signal), [keyword]);

  return (
    <Modal title="Choose recipients" open width={760} onCancel={onClose} onOk={() => onPick(ticked)} okText={`Choose (${ticked.length})`}>
      <div className="tp-admin-email-modal-bar">
        <Input.Search aria-label="Search users" placeholder="Search by name or e-mail" allowClear enterButton="Search" onSearch={(value) => setKeyword(value.trim())} />
      </div>
      {users.error ? <Alert type="error" showIcon role="alert" title={errorMessage(users.error, 'The users could not be loaded')} /> : null}
      <Table<UserListItem>
        rowKey="email"
        size="small"
        loading={users.loading}
        dataSource={users.data}
        pagination={{ pageSize: 8, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{ emptyText: 'No user found' }}
        rowSelection={{
          selectedRowKeys: ticked,
          preserveSelectedRowKeys: true,
          onChange: (keys) => setTicked(keys.map(String)),
          getCheckboxProps: (user) => ({ 'aria-label': `Choose ${user.name} (${user.email})` }),
        }}
        columns={[
          { title: 'Name', dataIndex: 'name' },
          { title: 'Email', dataIndex: 'email' },
          { title: 'Role', key: 'role', render: (_, user) => `${user.role}${user.isAdmin ? ', admin' : ''}` },
        ]}
      />
    </Modal>
  );
}
