import { useState } from 'react';
import { emailGroupProblem, type EmailGroupView } from '@tp/contracts/admin-emails';
import { errorMessage } from '@tp/web-kit/api-error';
import { ProblemAlert } from '@tp/web-kit/problem-alert';
import { useApi } from '@tp/web-kit/use-api';
import { useSubmission } from '@tp/web-kit/use-submission';
import { useTransferLabels } from '@tp/web-kit/use-transfer-labels';
import { Alert } from '@tp/web-kit/ui/alert';
import { Input } from '@tp/web-kit/ui/input';
import { message } from '@tp/web-kit/ui/message';
import { Modal } from '@tp/web-kit/ui/modal';
import { Transfer } from '@tp/web-kit/ui/transfer';
import { addGroup, editGroup } from '../api/email-groups';
import { fetchPickerUsers } from '../api/picker-users';
import { useAdminTexts } from '../../../components/admin-texts';
import { useRuleMessage } from '../../../components/rule-message';

/** What the group form is open for: a new group, or one to edit. */
export type GroupFormRequest = { kind: 'add' } | { kind: 'edit'; group: EmailGroupView };

interface GroupFormProps {
  request: GroupFormRequest | undefined;
  onSaved: (group: EmailGroupView) => void;
  onClose: () => void;
}

/** Add or edit a group: its name and its users, moved between every user (left) and the group (right). */
export function GroupFormModal({ request, ...props }: GroupFormProps) {
  return request ? <OpenGroupForm key={request.kind === 'edit' ? request.group._id : 'add'} request={request} {...props} /> : null;
}

function OpenGroupForm({ request, onSaved, onClose }: GroupFormProps & { request: GroupFormRequest }) {
  const t = useAdminTexts();
  const ruleMessage = useRuleMessage();
  const editing = request.kind === 'edit' ? request.group : undefined;
  const [name, setName] = useState(editing?.name ?? '');
  const [members, setMembers] = useState<string[]>(editing?.recipient ?? []);
  const { busy, problem, submit } = useSubmission();
  const users = useApi((signal) => fetchPickerUsers('', signal), []);
  const transferBox = useTransferLabels();

  // Members the user list does not hold (it is being read again) still show on the right.
  const listed = new Set((users.data ?? []).map((user) => user._id));
  const dataSource = [
    ...(users.data ?? []).map((user) => ({ key: user._id, title: `${user.name} (${user.email})` })),
    ...(editing?.users ?? []).filter((user) => !listed.has(user._id)).map((user) => ({ key: user._id, title: `${user.name} (${user.email})` })),
  ];

  const save = () =>
    submit(
      async () => {
        const group = editing ? await editGroup(editing._id, name.trim(), members) : await addGroup(name.trim(), members);
        message.success(editing ? 'Successfully saved' : 'Add success');
        onSaved(group);
      },
      { check: () => emailGroupProblem({ name, users: members }) },
    );

  return (
    <Modal title={editing ? t('editGroup', { name: editing.name }) : t('addGroupTitle')} open width={820} onCancel={onClose} onOk={save} okText={t('save')} confirmLoading={busy}>
      <ProblemAlert problem={ruleMessage(problem)} />
      <div className="tp-admin-email-field">
        <label htmlFor="tp-admin-email-group-name">{t('groupName')}</label>
        <Input id="tp-admin-email-group-name" value={name} maxLength={100} placeholder={t('groupNamePlaceholder')} onChange={(event) => setName(event.target.value)} />
      </div>
      <div className="tp-admin-email-field" style={{ marginTop: 16 }}>
        <span className="tp-admin-email-field-label">{t('users')}</span>
        {users.error ? <Alert type="error" showIcon role="alert" title={errorMessage(users.error, t('usersNotLoaded'))} /> : null}
        <div ref={transferBox}>
          <Transfer
            styles={{ section: { flex: '1 1 0', minWidth: 0, height: 340 } }}
            dataSource={dataSource}
            targetKeys={members}
            onChange={(keys) => setMembers(keys.map(String))}
            render={(item) => item.title}
            titles={[t('users'), t('inThisGroup')]}
            actions={[t('add'), t('remove')]}
            showSearch
            filterOption={(search, item) => item.title.toLowerCase().includes(search.trim().toLowerCase())}
            locale={{ notFoundContent: <span className="tp-admin-email-none">{t('noUser')}</span>, searchPlaceholder: t('searchUsers') }}
          />
        </div>
      </div>
    </Modal>
  );
}
