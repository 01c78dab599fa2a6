import { Button } from '@tp/web-kit/ui/button';

interface SourceChoiceProps {
  value?: { _id: string; name: string } | null;
  onChange?: (value: { _id: string; name: string } | null) => void;
  onPick: () => void;
}

/** The question's one source, with the buttons that open the Source picker and clear it. */
export function SourceChoice({ value, onChange, onPick }: SourceChoiceProps) {
  return (
    <div className="tp-question-edit-inline">
      <span>{value?.name ?? 'No source'}</span>
      <Button size="small" onClick={onPick}>
        Select Source
      </Button>
      {value ? (
        <Button size="small" onClick={() => onChange?.(null)} aria-label={`Remove source ${value.name}`}>
          Remove
        </Button>
      ) : null}
    </div>
  );
}
