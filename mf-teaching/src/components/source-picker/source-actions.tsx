import type { TeacherSource } from '@tp/contracts/sources';
import { Button } from '@tp/web-kit/ui/button';
import { Popconfirm } from '@tp/web-kit/ui/popconfirm';

interface SourceActionsProps {
  source: TeacherSource;
  onRename: () => void;
  onDelete: () => Promise<void>;
}

/** Rename and Delete of one source; deleting asks 'Are you sure' first, as every destructive action does. */
export function SourceActions({ source, onRename, onDelete }: SourceActionsProps) {
  return (
    <span className="tp-source-actions">
      <Button type="link" size="small" onClick={onRename} aria-label={`Rename ${source.name}`}>
        Rename
      </Button>
      <Popconfirm title="Are you sure" description={`Delete ${source.name}?`} okText="Delete" okButtonProps={{ danger: true }} onConfirm={onDelete}>
        <Button type="link" size="small" danger aria-label={`Delete ${source.name}`}>
          Delete
        </Button>
      </Popconfirm>
    </span>
  );
}
