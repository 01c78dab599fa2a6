import { Button } from '@tp/web-kit/ui/button';
import { useEditorTexts } from '../../../components/editor-texts';

interface SourceChoiceProps {
  value?: { _id: string; name: string } | null;
  onChange?: (value: { _id: string; name: string } | null) => void;
  onPick: () => void;
}

/** The question's one source, with the buttons that open the Source picker and clear it. */
export function SourceChoice({ value, onChange, onPick }: SourceChoiceProps) {
  const t = useEditorTexts();
  return (
    <div className="tp-question-edit-inline">
      <span>{value?.name ?? t('noSource')}</span>
      <Button size="small" onClick={onPick}>
        {t('selectSource')}
      </Button>
      {value ? (
        <Button size="small" onClick={() => onChange?.(null)} aria-label={t('removeSourceNamed', { name: value.name })}>
          {t('remove')}
        </Button>
      ) : null}
    </div>
  );
}
