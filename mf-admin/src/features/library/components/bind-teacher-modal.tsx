import { useState } from 'react';
import type { LibraryView } from '@tp/contracts/library';
import { errorMessage } from '@tp/web-kit/api-error';
import { useApi } from '@tp/web-kit/use-api';
import { Alert } from '@tp/web-kit/ui/alert';
import { Modal } from '@tp/web-kit/ui/modal';
import { Select } from '@tp/web-kit/ui/select';
import { fetchTeachers } from '../api/library';

interface BindTeacherModalProps {
  library: LibraryView | undefined;
  onCancel: () => void;
  onBind: (library: LibraryView, teacherId: string) => Promise<boolean>;
}

/** /admin/library: binds a teacher (from identity's teacher list) to a library; those already bound are left out. */
export function BindTeacherModal({ library, onCancel, onBind }: BindTeacherModalProps) {
  return library ? <OpenBindTeacherModal key={library._id} library={library} onCancel={onCancel} onBind={onBind} /> : null;
}

function OpenBindTeacherModal({ library, onCancel, onBind }: { library: LibraryView } & Omit<BindTeacherModalProps, 'library'>) {
  const { data, loading, error } = useApi((signal) => fetchTeachers(signal), []);
  const [teacherId, setTeacherId] = useState<string>();
  const [busy, setBusy] = useState(false);
  const bound = new Set(library.teacher.map((t) => t._id));
  const options = (data ?? []).filter((t) => !bound.has(t._id)).map((t) => ({ value: t._id, label: `${t.name} (${t.email})` }));

  const bind = async () => {
    if (!teacherId) return;
    setBusy(true);
    try {
      if (await onBind(library, teacherId)) onCancel();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title={`Bind a teacher to ${library.name}`} open onCancel={onCancel} onOk={bind} okText="Bind" okButtonProps={{ disabled: !teacherId }} confirmLoading={busy}>
      {error ? <Alert type="error" showIcon role="alert" title={errorMessage(error, 'The teachers could not be loaded')} /> : null}
      <label htmlFor="tp-library-teacher">Teacher</label>
      <Select
        id="tp-library-teacher"
        aria-label="Teacher"
        showSearch={{ optionFilterProp: 'label' }}
        loading={loading}
        value={teacherId}
        onChange={setTeacherId}
        options={options}
        placeholder="Choose a teacher"
        notFoundContent="No teacher found"
        style={{ display: 'block', width: '100%', marginTop: 8 }}
      />
    </Modal>
  );
}
