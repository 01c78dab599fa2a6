import { useState } from 'react';
import { Input } from '@tp/web-kit/ui/input';
import { Modal } from '@tp/web-kit/ui/modal';
import { useAdminTexts } from '../../../components/admin-texts';

/** What the modal is asked to name: a new library, chapter or section, or a rename. */
export interface NameRequest {
  title: string;
  label: string;
  initial: string;
  save: (name: string) => Promise<boolean>;
}

/** /admin/library: the name of a new or renamed node (1 to 200 characters, trimmed, as the server checks). */
export function NameModal({ request, onClose }: { request: NameRequest | undefined; onClose: () => void }) {
  return request ? <OpenNameModal key={request.title + request.initial} request={request} onClose={onClose} /> : null;
}

function OpenNameModal({ request, onClose }: { request: NameRequest; onClose: () => void }) {
  const t = useAdminTexts();
  const [name, setName] = useState(request.initial);
  const [busy, setBusy] = useState(false);
  const trimmed = name.trim();

  const save = async () => {
    setBusy(true);
    try {
      if (await request.save(trimmed)) onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title={request.title} open onCancel={onClose} onOk={save} okText={t('save')} okButtonProps={{ disabled: !trimmed || trimmed.length > 200 }} confirmLoading={busy}>
      <label htmlFor="tp-library-node-name">{request.label}</label>
      <Input id="tp-library-node-name" value={name} maxLength={200} autoFocus onChange={(event) => setName(event.target.value)} onPressEnter={() => trimmed && save()} style={{ marginTop: 8 }} />
    </Modal>
  );
}
