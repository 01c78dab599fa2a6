import { Button } from '@tp/web-kit/ui/button';
import { Tag } from '@tp/web-kit/ui/tag';
import { useEditorTexts } from '../../../components/editor-texts';
import type { ChosenSource } from '../utils/class-form';
import type { FieldProps } from '../utils/field-props';

/** The class's sources as removable tags, with the button that opens the Source picker. */
export function SourceField({ value = [], onChange, onAdd }: FieldProps<ChosenSource[]> & { onAdd: () => void }) {
  const t = useEditorTexts();
  return (
    <div className="tp-class-edit-sources">
      {value.map((source) => (
        <Tag key={source._id} closable onClose={() => onChange?.(value.filter((kept) => kept._id !== source._id))} closeIcon={<span aria-label={t('removeNamed', { name: source.name })}>×</span>}>
          {source.name}
        </Tag>
      ))}
      <Button size="small" onClick={onAdd}>
        {t('selectSource')}
      </Button>
    </div>
  );
}
