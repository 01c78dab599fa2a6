import { useState } from 'react';
import type { AuditClass } from '@tp/contracts/classes';
import { InputNumber } from '@tp/web-kit/ui/input-number';
import { Modal } from '@tp/web-kit/ui/modal';
import { useAdminTexts } from '../../../components/admin-texts';

interface OrderIndexModalProps {
  cls: AuditClass | undefined;
  onCancel: () => void;
  onSave: (cls: AuditClass, orderIndex: number) => Promise<void>;
}

/** /admin/auditClass: the home page's order of a class (smaller first). */
export function OrderIndexModal({ cls, onCancel, onSave }: OrderIndexModalProps) {
  const t = useAdminTexts();
  const [value, setValue] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const current = value ?? cls?.orderIndex ?? 0;

  const save = async () => {
    if (!cls) return;
    setBusy(true);
    try {
      await onSave(cls, current);
      setValue(null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title={cls ? t('orderIndexOf', { name: cls.name }) : t('orderIndexLower')}
      open={!!cls}
      onCancel={() => {
        setValue(null);
        onCancel();
      }}
      onOk={save}
      okText={t('save')}
      confirmLoading={busy}
      destroyOnHidden
    >
      <label htmlFor="tp-order-index">{t('orderIndexLower')}</label>
      <InputNumber id="tp-order-index" min={0} max={100000} precision={0} value={current} onChange={(next) => setValue(next ?? 0)} style={{ display: 'block', marginTop: 8 }} />
    </Modal>
  );
}
