import { useState } from 'react';
import type { LibraryView } from '@tp/contracts/library';
import { errorMessage } from '@tp/web-kit/api-error';
import { useApi } from '@tp/web-kit/use-api';
import { Alert } from '@tp/web-kit/ui/alert';
import { Modal } from '@tp/web-kit/ui/modal';
import { Select } from '@tp/web-kit/ui/select';
import { fetchTeachers } from '../api/library';
import { useAdminTexts } from '../../../components/admin-texts';

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
  const t = useAdminTexts();
  const { data, loading, error } = useApi((signal) => fetchTeachers(signal), []);
  const [teacherId, setTeacherId] = useState<string>();
  const [busy, setBusy] = useState(false);
  const bound = new Set(library.teacher.map((teacher) => teacher._id));
  const options = (data ?? []).filter((teacher) => !bound.has(teacher._id)).map((teacher) => ({ value: teacher._id, label: `${teacher.name} (${teacher.email})` }));

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
    <Modal title={t('bindTeacherTitle', { name: library.name })} open onCancel={onCancel} onOk={bind} okText={t('bind')} okButtonProps={{ disabled: !teacherId }} confirmLoading={busy}>
      {error ? <Alert type="error" showIcon role="alert" title={errorMessage(error, t('teachersNotLoaded'))} /> : null}
      <label htmlFor="tp-library-teacher">{t('teacher')}</label>
      <Select
        id="tp-library-teacher"
        aria-label={t('teacher')}
        showSearch={{ optionFilterProp: 'label' }}
        loading={loading}
        value={teacherId}
        onChange={setTeacherId}
        options={options}
        placeholder={t('chooseTeacher')}
        notFoundContent={t('noTeacherFound')}
        style={{ display: 'block', width: '100%', marginTop: 8 }}
      />
    </Modal>
  );
}
