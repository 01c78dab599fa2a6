import { useId, useState } from 'react';
import type { TeacherSource } from '@tp/contracts/sources';
import { ProblemAlert } from '@tp/web-kit/problem-alert';
import { useSubmission } from '@tp/web-kit/use-submission';
import { Input } from '@tp/web-kit/ui/input';
import { Modal } from '@tp/web-kit/ui/modal';
import { useEditorTexts } from '../editor-texts';
import { createSource, renameSource } from './sources-api';

interface SourceNameModalProps {
  /** The source to rename; none to add a new one. */
  source?: TeacherSource;
  onClose: () => void;
  onSaved: (saved: TeacherSource) => void;
}

/** Add Source / Rename Source: a name, saved with Save (disabled while the name is empty); refusals in the alert. */
export function SourceNameModal({ source, onClose, onSaved }: SourceNameModalProps) {
  const t = useEditorTexts();
  const [name, setName] = useState(source?.name ?? '');
  const { busy, problem, submit } = useSubmission();
  const inputId = useId();
  const empty = name.trim() === '';

  const save = () => {
    if (empty || busy) return;
    void submit(async () => onSaved(source ? await renameSource(source._id, name.trim()) : await createSource(name.trim())));
  };

  return (
    <Modal
      title={source ? t('renameSource') : t('addSource')}
      open
      onCancel={onClose}
      okText={t('save')}
      okButtonProps={{ disabled: empty, loading: busy }}
      onOk={save}
      width={420}
    >
      <ProblemAlert problem={problem} />
      <label htmlFor={inputId} className="tp-source-name-label">
        {t('sourceName')}
      </label>
      <Input id={inputId} value={name} maxLength={200} autoFocus onChange={(event) => setName(event.target.value)} onPressEnter={save} />
    </Modal>
  );
}
