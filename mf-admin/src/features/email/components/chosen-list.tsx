import { Button } from '@tp/web-kit/ui/button';
import { Tag } from '@tp/web-kit/ui/tag';
import { useAdminTexts } from '../../../components/admin-texts';

export interface ChosenListProps {
  label: string;
  items: { key: string; text: string }[];
  onRemove: (key: string) => void;
  chooseText: string;
  onChoose: () => void;
}

/** What is chosen so far as removable tags, and the button opening the picker. */
export function ChosenList({ label, items, onRemove, chooseText, onChoose }: ChosenListProps) {
  const t = useAdminTexts();
  return (
    <div className="tp-admin-email-field" role="group" aria-label={label}>
      <span className="tp-admin-email-field-label">{label}</span>
      <div className="tp-admin-email-chosen">
        {items.length === 0 ? <span className="tp-admin-email-none">{t('noneChosen')}</span> : null}
        {items.map((item) => (
          <Tag key={item.key} closable onClose={() => onRemove(item.key)} closeIcon={<span aria-label={t('removeNamed', { name: item.text })}>×</span>}>
            {item.text}
          </Tag>
        ))}
        <Button onClick={onChoose}>{chooseText}</Button>
      </div>
    </div>
  );
}
