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
import './audit-class-page.css';

const LANGUAGE_OPTIONS = CONTENT_LANGUAGES.map((value) => ({ value, label: CONTENT_LANGUAGE_LABELS[value] }));
/** A class date in the admin's time zone: teachers pick local dates and times. */
const day = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-US') : '');

/** /admin/auditClass: feature classes on the home page, order them, delete them; the home introduction. */
export function AuditClassPage() {
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
          <h1>Audit Class</h1>
          <Select aria-label="Class language" value={language} options={LANGUAGE_OPTIONS} onChange={setLanguage} style={{ width: 140 }} />
        </div>
        {error ? <Alert type="error" showIcon role="alert" title={errorMessage(error, 'The classes could not be loaded')} /> : null}
        <Table<AuditClass>
          rowKey="_id"
          loading={loading}
          dataSource={error ? [] : data}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: 'No class found, change language or search again' }}
          columns={[
            { title: 'Name', dataIndex: 'name' },
            { title: 'Order Index', dataIndex: 'orderIndex' },
            { title: 'Teacher', key: 'teacher', render: (_, cls) => cls.user.name },
            { title: 'Category', dataIndex: 'category' },
            { title: 'Start', key: 'start', render: (_, cls) => day(cls.startDate) },
            { title: 'End', key: 'end', render: (_, cls) => day(cls.endDate) },
            {
              title: 'Actions',
              key: 'actions',
              render: (_, cls) => (
                <span className="tp-audit-actions">
                  <Switch
                    checked={cls.isPublish === 2}
                    aria-label={`Featured: ${cls.name}`}
                    onChange={() => change(() => auditClassAs(cls._id, cls.isPublish === 2 ? 1 : 2))}
                  />
                  <Button size="small" onClick={() => setOrdering(cls)} aria-label={`Order index of ${cls.name}`}>
                    Order
                  </Button>
                  <Popconfirm title="Are you sure" description={`Remove ${cls.name} from the listing?`} okText="Delete" okButtonProps={{ danger: true }} onConfirm={() => change(() => auditClassAs(cls._id, 0), 'Delete success')}>
                    <Button size="small" danger aria-label={`Delete ${cls.name}`}>
                      Delete
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
        <h2>Home introduction</h2>
        <HomeIntroductionEditor />
      </Card>
    </div>
  );
}
