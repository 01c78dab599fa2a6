import { useEffect, useState } from 'react';
import { EMAIL_PAGE_SIZE, type EmailView } from '@tp/contracts/admin-emails';
import { errorMessage } from '@tp/web-kit/api-error';
import { navigate } from '@tp/web-kit/navigate';
import { useApi } from '@tp/web-kit/use-api';
import { Alert } from '@tp/web-kit/ui/alert';
import { Button } from '@tp/web-kit/ui/button';
import { Card } from '@tp/web-kit/ui/card';
import { message } from '@tp/web-kit/ui/message';
import { Popconfirm } from '@tp/web-kit/ui/popconfirm';
import { Table } from '@tp/web-kit/ui/table';
import { deleteEmails, fetchEmails } from '../api/emails';
import { summarise } from '../utils/address-summary';
import { EmailStatusTag } from './email-status-tag';
import { useAdminTexts } from '../../../components/admin-texts';
import { inInterfaceLanguage } from '@tp/web-kit/i18n/spec-messages';
import './email-pages.css';

/** While an e-mail on the page is still being sent, the page is read again this often to show how far it has got. */
const PENDING_REFRESH_MS = 3000;

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** /admin/emailList: the e-mails admins sent, 10 a page, with their status; Send Email, Delete Email, per-row delete. */
export function EmailListPage() {
  const t = useAdminTexts();
  const label = (email: EmailView) => email.title || t('thisEmail');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const { data, loading, error, reload } = useApi(async (signal) => ({ page, ...(await fetchEmails(page, signal)) }), [page]);
  const pending = data?.list.some((email) => email.status === 0) ?? false;

  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(reload, PENDING_REFRESH_MS);
    return () => clearInterval(timer);
  }, [pending, reload]);

  // A page emptied by a delete shows the one before it.
  useEffect(() => {
    if (data && data.list.length === 0 && data.page > 1) setPage(data.page - 1);
  }, [data]);

  const remove = async (ids: string[]) => {
    try {
      await deleteEmails(ids);
      message.success('Delete success');
      setSelected((current) => current.filter((id) => !ids.includes(id)));
      reload();
    } catch (failure) {
      message.error(errorMessage(failure));
    }
  };

  return (
    <div className="tp-admin-email">
      <Card>
        <div className="tp-admin-email-bar">
          <h1>{t('emailHeading')}</h1>
          <span className="tp-admin-email-actions">
            <Button type="primary" onClick={() => navigate('/admin/sendEmail')}>
              {t('sendEmail')}
            </Button>
            <Popconfirm
              title={inInterfaceLanguage('Are you sure')}
              description={t(selected.length === 1 ? 'deleteSelectedOne' : 'deleteSelectedMany', { count: selected.length })}
              okText={t('delete')}
              okButtonProps={{ danger: true }}
              disabled={selected.length === 0}
              onConfirm={() => remove(selected)}
            >
              <Button danger disabled={selected.length === 0}>
                {t('deleteEmail')}
              </Button>
            </Popconfirm>
          </span>
        </div>
        {error ? <Alert type="error" showIcon role="alert" title={errorMessage(error, t('emailsNotLoaded'))} /> : null}
        <Table<EmailView>
          rowKey="_id"
          // Reading the same page again (while an e-mail is being sent) keeps the rows in place, without a spinner.
          loading={loading && data?.page !== page}
          dataSource={error ? [] : data?.list}
          rowSelection={{
            selectedRowKeys: selected,
            preserveSelectedRowKeys: true,
            onChange: (keys) => setSelected(keys.map(String)),
            getCheckboxProps: (email) => ({ 'aria-label': t('selectNamed', { name: label(email) }) }),
          }}
          pagination={{ current: page, pageSize: EMAIL_PAGE_SIZE, total: data?.total ?? 0, hideOnSinglePage: true, showSizeChanger: false, onChange: setPage }}
          // No `scroll`: with it antd adds a hidden row repeating the headers, select-all checkbox included, which
          // keyboard focus could reach unseen. The card scrolls sideways instead on narrow screens.
          className="tp-admin-email-table"
          locale={{ emptyText: t('noEmailSent') }}
          columns={[
            { title: t('title'), dataIndex: 'title' },
            { title: t('recipient'), key: 'recipient', render: (_, email) => summarise(email.recipient, t) },
            { title: t('group'), key: 'group', render: (_, email) => summarise(email.emailGroup.map((group) => group.name), t) },
            { title: t('created'), key: 'createdAt', render: (_, email) => when(email.createdAt) },
            {
              title: t('status'),
              key: 'status',
              render: (_, email) => (
                <div className="tp-admin-email-status">
                  <EmailStatusTag email={email} />
                  {email.failEmails.length ? <span className="tp-admin-email-failed">{t('notDelivered', { addresses: summarise(email.failEmails, t) })}</span> : null}
                </div>
              ),
            },
            {
              title: t('action'),
              key: 'action',
              render: (_, email) => (
                <Popconfirm title={inInterfaceLanguage('Are you sure')} description={t('deleteQuestion', { name: label(email) })} okText={t('delete')} okButtonProps={{ danger: true }} onConfirm={() => remove([email._id])}>
                  <Button type="link" danger aria-label={t('deleteNamed', { name: label(email) })}>
                    {t('delete')}
                  </Button>
                </Popconfirm>
              ),
            },
          ]}
        />
      </Card>
    </div>
  );
}
