import { Button } from '@tp/web-kit/ui/button';
import { Tag } from '@tp/web-kit/ui/tag';

export interface ChosenListProps {
  label: string;
  items: { key: string; text: string }[];
  onRemove: (key: string) => void;
  chooseText: string;
  onChoose: () => void;
}

/** What is chosen so far as removable tags, and the button opening the picker. */
export function ChosenList({ label, items, onRemove, chooseText, onChoose }: ChosenListProps) {
  return (
    <div className="tp-admin-email-field" role="group" aria-label={label}>
      <span className="tp-admin-email-field-label">{label}</span>
      <div className="tp-admin-email-chosen">
        {items.length === 0 ? <span className="tp-admin-email-none">None chosen</span> : null}
        {items.map((item) => (
          <Tag key={item.key} closable onClose={() => onRemove(item.key)} closeIcon={<span aria-label={`Remove ${item.text}`}>×</span>}>
            {item.text}
          </Tag>
        ))}
        <Button onClick={onChoose}>{chooseText}</Button>
      </div>
    </div>
  );
}
