import { useState } from 'react';
import type { AuditClass } from '@tp/contracts/classes';
import { errorMessage } from '@tp/web-kit/api-error';
import { CONTENT_LANGUAGE_LABELS, CONTENT_LANGUAGES } from '@tp/web-kit/content-language';
import { useApi } from '@tp/web-kit/use-api';
import { useContentLanguage } from '@tp/web-kit/use-content-language';
import { Alert } from '@tp/web-kit/ui/alert';
import { Button } from '@tp/web-kit/ui/button';
import { Card } from '@tp/web-kit/ui/card';
import { message } from '@tp/web-kit/ui/message';
import { Popconfirm } from '@tp/web-kit/ui/popconfirm';
import { Select } from '@tp/web-kit/ui/select';
import { Switch } from '@tp/web-kit/ui/switch';
import { Table } from '@tp/web-kit/ui/table';
import { auditClassAs, fetchAuditClasses } from '../api/audit';
import { HomeIntroductionEditor } from './home-introduction-editor';
import { OrderIndexModal } from './order-index-modal';
import { useAdminTexts } from '../../../components/admin-texts';
import { inInterfaceLanguage } from '@tp/web-kit/i18n/spec-messages';
import './audit-class-page.css';

const LANGUAGE_OPTIONS = CONTENT_LANGUAGES.map((value) => ({ value, label: CONTENT_LANGUAGE_LABELS[value] }));
/** A class date in the admin's time zone: teachers pick local dates and times. */
const day = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-US') : '');

/** /admin/auditClass: feature classes on the home page, order them, delete them; the home introduction. */
export function AuditClassPage() {
  const t = useAdminTexts();
  const [language, setLanguage] = useContentLanguage();
  const { data, loading, error, reload } = useApi((signal) => fetchAuditClasses(language, signal), [language]);
  const [ordering, setOrdering] = useState<AuditClass>();

  const change = async (run: () => Promise<void>, done = 'Successfully saved') => {
    try {
      await run();
      message.success(done);
      reload();
    } catch (failure) {
      message.error(errorMessage(failure));
    }
  };

  return (
    <div className="tp-audit">
      <Card>
        <div className="tp-audit-bar">
          <h1>{t('auditClass')}</h1>
          <Select aria-label={t('classLanguage')} value={language} options={LANGUAGE_OPTIONS} onChange={setLanguage} style={{ width: 140 }} />
        </div>
        {error ? <Alert type="error" showIcon role="alert" title={errorMessage(error, t('classesNotLoaded'))} /> : null}
        <Table<AuditClass>
          rowKey="_id"
          loading={loading}
          dataSource={error ? [] : data}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: inInterfaceLanguage('No class found, change language or search again') }}
          columns={[
            { title: t('name'), dataIndex: 'name' },
            { title: t('orderIndex'), dataIndex: 'orderIndex' },
            { title: t('teacher'), key: 'teacher', render: (_, cls) => cls.user.name },
            { title: t('category'), dataIndex: 'category' },
            { title: t('start'), key: 'start', render: (_, cls) => day(cls.startDate) },
            { title: t('end'), key: 'end', render: (_, cls) => day(cls.endDate) },
            {
              title: t('actions'),
              key: 'actions',
              render: (_, cls) => (
                <span className="tp-audit-actions">
                  <Switch
                    checked={cls.isPublish === 2}
                    aria-label={t('featuredNamed', { name: cls.name })}
                    onChange={() => change(() => auditClassAs(cls._id, cls.isPublish === 2 ? 1 : 2))}
                  />
                  <Button size="small" onClick={() => setOrdering(cls)} aria-label={t('orderIndexOf', { name: cls.name })}>
                    {t('order')}
                  </Button>
                  <Popconfirm title={inInterfaceLanguage('Are you sure')} description={t('removeFromListing', { name: cls.name })} okText={t('delete')} okButtonProps={{ danger: true }} onConfirm={() => change(() => auditClassAs(cls._id, 0), 'Delete success')}>
                    <Button size="small" danger aria-label={t('deleteNamed', { name: cls.name })}>
                      {t('delete')}
                    </Button>
                  </Popconfirm>
                </span>
              ),
            },
          ]}
        />
      </Card>
      <OrderIndexModal
        cls={ordering}
        onCancel={() => setOrdering(undefined)}
        onSave={async (cls, orderIndex) => {
          await change(() => auditClassAs(cls._id, cls.isPublish, orderIndex));
          setOrdering(undefined);
        }}
      />
      <Card className="tp-audit-intro">
        <h2>{t('homeIntroduction')}</h2>
        <HomeIntroductionEditor />
      </Card>
    </div>
  );
}
