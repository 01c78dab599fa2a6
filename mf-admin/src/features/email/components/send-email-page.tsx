import { useState } from 'react';
import { EMAIL_TITLE_MAX, sendEmailProblem, sendEmailResultMessage } from '@tp/contracts/admin-emails';
import { EmailStatus } from '@tp/contracts/mail';
import { RichTextEditor } from '@tp/web-kit/editor/rich-text-editor';
import { navigate } from '@tp/web-kit/navigate';
import { ProblemAlert } from '@tp/web-kit/problem-alert';
import { useSubmission } from '@tp/web-kit/use-submission';
import { Button } from '@tp/web-kit/ui/button';
import { Card } from '@tp/web-kit/ui/card';
import { Input } from '@tp/web-kit/ui/input';
import { message } from '@tp/web-kit/ui/message';
import { sendEmail } from '../api/emails';
import { ChosenList } from './chosen-list';
import { GroupPickerModal, type ChosenGroup } from './group-picker-modal';
import { RecipientPickerModal } from './recipient-picker-modal';
import { useAdminTexts } from '../../../components/admin-texts';
import { useRuleMessage } from '../../../components/rule-message';
import './email-pages.css';

/** /admin/sendEmail: title, recipients and groups chosen in pickers, rich-text content, Send. */
export function SendEmailPage() {
  const t = useAdminTexts();
  const ruleMessage = useRuleMessage();
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [recipient, setRecipient] = useState<string[]>([]);
  const [groups, setGroups] = useState<ChosenGroup[]>([]);
  const [picking, setPicking] = useState<'recipients' | 'groups'>();
  const { busy, problem, submit } = useSubmission();

  const send = () =>
    submit(
      async () => {
        const result = await sendEmail({ title, content, recipient, emailGroup: groups.map((group) => group._id) });
        const text = ruleMessage(sendEmailResultMessage(result)) ?? '';
        // A send that failed for everyone stays on the page, to be corrected; any other goes to the list.
        if (result.status === EmailStatus.Failed) return void message.error(text);
        if (result.status === EmailStatus.Sent) message.success(text);
        else if (result.status === EmailStatus.PartiallySuccessful) message.warning(text, 8);
        else message.info(text, 6);
        navigate('/admin/emailList');
      },
      { check: () => sendEmailProblem({ title, content, recipient, emailGroup: groups }) },
    );

  return (
    <div className="tp-admin-email">
      <Card>
        <div className="tp-admin-email-bar">
          <h1>{t('sendEmail')}</h1>
        </div>
        <ProblemAlert problem={ruleMessage(problem)} />
        <div className="tp-admin-email-form">
          <div className="tp-admin-email-field">
            <label htmlFor="tp-admin-email-title">{t('title')}</label>
            <Input id="tp-admin-email-title" value={title} maxLength={EMAIL_TITLE_MAX} showCount placeholder={t('titlePlaceholder')} onChange={(event) => setTitle(event.target.value)} />
          </div>
          <ChosenList
            label={t('recipients')}
            items={recipient.map((address) => ({ key: address, text: address }))}
            onRemove={(address) => setRecipient((current) => current.filter((item) => item !== address))}
            chooseText={t('chooseRecipients')}
            onChoose={() => setPicking('recipients')}
          />
          <ChosenList
            label={t('groups')}
            items={groups.map((group) => ({ key: group._id, text: group.name }))}
            onRemove={(id) => setGroups((current) => current.filter((group) => group._id !== id))}
            chooseText={t('chooseGroups')}
            onChoose={() => setPicking('groups')}
          />
          <div className="tp-admin-email-field">
            <span className="tp-admin-email-field-label">{t('content')}</span>
            <RichTextEditor value={content} onChange={setContent} aria-label={t('content')} placeholder={t('contentPlaceholder')} />
          </div>
          <div>
            <Button type="primary" onClick={send} loading={busy}>
              {t('send')}
            </Button>
          </div>
        </div>
      </Card>
      <RecipientPickerModal
        open={picking === 'recipients'}
        chosen={recipient}
        onClose={() => setPicking(undefined)}
        onPick={(addresses) => {
          setRecipient(addresses);
          setPicking(undefined);
        }}
      />
      <GroupPickerModal
        open={picking === 'groups'}
        chosen={groups}
        onClose={() => setPicking(undefined)}
        onPick={(chosen) => {
          setGroups(chosen);
          setPicking(undefined);
        }}
      />
    </div>
  );
}
