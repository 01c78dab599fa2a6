import type { TeacherSource } from '@tp/contracts/sources';
import { Button } from '@tp/web-kit/ui/button';
import { inInterfaceLanguage } from '@tp/web-kit/i18n/spec-messages';
import { Popconfirm } from '@tp/web-kit/ui/popconfirm';
import { useEditorTexts } from '../editor-texts';
import { useTeachingTexts } from '../teaching-texts';

interface SourceActionsProps {
  source: TeacherSource;
  onRename: () => void;
  onDelete: () => Promise<void>;
}

/** Rename and Delete of one source; deleting asks 'Are you sure' first, as every destructive action does. */
export function SourceActions({ source, onRename, onDelete }: SourceActionsProps) {
  const t = useEditorTexts();
  const shared = useTeachingTexts();
  return (
    <span className="tp-source-actions">
      <Button type="link" size="small" onClick={onRename} aria-label={t('renameNamed', { name: source.name })}>
        {t('rename')}
      </Button>
      <Popconfirm title={inInterfaceLanguage('Are you sure')} description={shared('deleteQuestion', { name: source.name })} okText={shared('delete')} okButtonProps={{ danger: true }} onConfirm={onDelete}>
        <Button type="link" size="small" danger aria-label={shared('deleteNamed', { name: source.name })}>
          {shared('delete')}
        </Button>
      </Popconfirm>
    </span>
  );
}
