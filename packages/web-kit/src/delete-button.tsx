import { Button } from '@tp/web-kit/ui/button';
import { Popconfirm } from '@tp/web-kit/ui/popconfirm';

interface DeleteButtonProps {
  /** What is deleted, as the row names it: the button reads 'Delete {what}' to screen readers. */
  what: string;
  onConfirm: () => unknown;
}

/** A row's Delete link that asks 'Are you sure' before it deletes (the confirmation every destructive action gets). */
export function DeleteButton({ what, onConfirm }: DeleteButtonProps) {
  return (
    <Popconfirm title="Are you sure" description={`Delete ${what}?`} okText="Delete" okButtonProps={{ danger: true }} onConfirm={onConfirm}>
      <Button type="link" danger aria-label={`Delete ${what}`}>
        Delete
      </Button>
    </Popconfirm>
  );
}
