import { useState } from 'react';
import type { UserListItem } from '@tp/contracts/users';
import { errorMessage } from '@tp/web-kit/api-error';
import { useApi } from '@tp/web-kit/use-api';
import { Alert } from '@tp/web-kit/ui/alert';
import { Input } from '@tp/web-kit/ui/input';
import { Modal } from '@tp/web-kit/ui/modal';
import { Table } from '@tp/web-kit/ui/table';
import { fetchPickerUsers } from '../api/picker-users';
import { useAdminTexts } from '../../../components/admin-texts';
import { useRoleLabel } from '../../../components/use-role-label';

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
  const t = useAdminTexts();
  const roleLabel = useRoleLabel();
  const [keyword, setKeyword] = useState('');
  const [ticked, setTicked] = useState<string[]>(chosen);
  const users = useApi((signal) => fetchPickerUsers(keyword, signal), [keyword]);

  return (
    <Modal title={t('chooseRecipients')} open width={760} onCancel={onClose} onOk={() => onPick(ticked)} okText={t('chooseCount', { count: ticked.length })}>
      <div className="tp-admin-email-modal-bar">
        <Input.Search aria-label={t('searchUsers')} placeholder={t('searchByNameOrEmail')} allowClear enterButton={t('search')} onSearch={(value) => setKeyword(value.trim())} />
      </div>
      {users.error ? <Alert type="error" showIcon role="alert" title={errorMessage(users.error, t('usersNotLoaded'))} /> : null}
      <Table<UserListItem>
        rowKey="email"
        size="small"
        loading={users.loading}
        dataSource={users.data}
        pagination={{ pageSize: 8, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{ emptyText: t('noUserFound') }}
        rowSelection={{
          selectedRowKeys: ticked,
          preserveSelectedRowKeys: true,
          onChange: (keys) => setTicked(keys.map(String)),
          getCheckboxProps: (user) => ({ 'aria-label': t('chooseUser', { name: user.name, email: user.email }) }),
        }}
        columns={[
          { title: t('personName'), dataIndex: 'name' },
          { title: t('email'), dataIndex: 'email' },
          { title: t('role'), key: 'role', render: (_, user) => (user.isAdmin ? t('roleAndAdmin', { role: roleLabel(user.role) }) : roleLabel(user.role)) },
        ]}
      />
    </Modal>
  );
}
