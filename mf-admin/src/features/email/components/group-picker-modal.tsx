import { useState } from 'react';
import type { EmailGroupView } from '@tp/contracts/admin-emails';
import { errorMessage } from '@tp/web-kit/api-error';
import { useApi } from '@tp/web-kit/use-api';
import { Alert } from '@tp/web-kit/ui/alert';
import { Button } from '@tp/web-kit/ui/button';
import { Input } from '@tp/web-kit/ui/input';
import { message } from '@tp/web-kit/ui/message';
import { Modal } from '@tp/web-kit/ui/modal';
import { Popconfirm } from '@tp/web-kit/ui/popconfirm';
import { Table } from '@tp/web-kit/ui/table';
import { deleteGroup, fetchGroups } from '../api/email-groups';
import { GroupFormModal, type GroupFormRequest } from './group-form-modal';
import { useAdminTexts } from '../../../components/admin-texts';
import { inInterfaceLanguage } from '@tp/web-kit/i18n/spec-messages';

/** A chosen group as the send page keeps it. */
export interface ChosenGroup {
  _id: string;
  name: string;
}

interface GroupPickerProps {
  open: boolean;
  chosen: ChosenGroup[];
  onPick: (groups: ChosenGroup[]) => void;
  onClose: () => void;
}

/** The send page's group picker: search, tick, and add, edit or delete groups (a delete asks first). */
export function GroupPickerModal({ open, ...props }: GroupPickerProps) {
  return open ? <OpenGroupPicker {...props} /> : null;
}

function OpenGroupPicker({ chosen, onPick, onClose }: Omit<GroupPickerProps, 'open'>) {
  const t = useAdminTexts();
  const [search, setSearch] = useState('');
  const [ticked, setTicked] = useState<string[]>(chosen.map((group) => group._id));
  const [form, setForm] = useState<GroupFormRequest>();
  const groups = useApi((signal) => fetchGroups(signal), []);
  const shown = (groups.data ?? []).filter((group) => group.name.toLowerCase().includes(search.trim().toLowerCase()));

  const remove = async (group: EmailGroupView) => {
    try {
      await deleteGroup(group._id);
      message.success('Delete success');
      setTicked((current) => current.filter((id) => id !== group._id));
      groups.reload();
    } catch (failure) {
      message.error(errorMessage(failure));
    }
  };

  // Groups ticked before, and now gone, are dropped; the others are given with their names as they are now.
  const pick = () => onPick((groups.data ?? []).filter((group) => ticked.includes(group._id)).map(({ _id, name }) => ({ _id, name })));

  return (
    <Modal title={t('chooseGroups')} open width={760} onCancel={onClose} onOk={pick} okText={t('chooseCount', { count: ticked.length })}>
      <div className="tp-admin-email-modal-bar">
        <Input.Search aria-label={t('searchGroups')} placeholder={t('searchGroupsByName')} allowClear onChange={(event) => setSearch(event.target.value)} />
        <Button onClick={() => setForm({ kind: 'add' })}>{t('addGroupButton')}</Button>
      </div>
      {groups.error ? <Alert type="error" showIcon role="alert" title={errorMessage(groups.error, t('groupsNotLoaded'))} /> : null}
      <Table<EmailGroupView>
        rowKey="_id"
        size="small"
        loading={groups.loading}
        dataSource={shown}
        pagination={{ pageSize: 8, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{ emptyText: t('noGroupFound') }}
        rowSelection={{
          selectedRowKeys: ticked,
          preserveSelectedRowKeys: true,
          onChange: (keys) => setTicked(keys.map(String)),
          getCheckboxProps: (group) => ({ 'aria-label': t('chooseGroup', { name: group.name }) }),
        }}
        columns={[
          { title: t('name'), dataIndex: 'name' },
          { title: t('users'), key: 'users', render: (_, group) => group.users.length },
          {
            title: t('actions'),
            key: 'actions',
            render: (_, group) => (
              <span className="tp-admin-email-row-actions">
                <Button type="link" onClick={() => setForm({ kind: 'edit', group })} aria-label={t('editGroup', { name: group.name })}>
                  {t('edit')}
                </Button>
                <Popconfirm title={inInterfaceLanguage('Are you sure')} description={t('deleteGroupQuestion', { name: group.name })} okText={t('delete')} okButtonProps={{ danger: true }} onConfirm={() => remove(group)}>
                  <Button type="link" danger aria-label={t('deleteGroup', { name: group.name })}>
                    {t('delete')}
                  </Button>
                </Popconfirm>
              </span>
            ),
          },
        ]}
      />
      <GroupFormModal
        request={form}
        onClose={() => setForm(undefined)}
        onSaved={(group) => {
          setForm(undefined);
          // A new group is ticked at once: it was made to be sent to.
          if (form?.kind === 'add') setTicked((current) => [...current, group._id]);
          groups.reload();
        }}
      />
    </Modal>
  );
}
