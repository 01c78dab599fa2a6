import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button } from '@tp/web-kit/ui/button';
import { Popconfirm } from '@tp/web-kit/ui/popconfirm';
import type { Direction } from '../api/library';

interface NodeActionsProps {
  /** The node's kind and name, for the buttons' names ('Delete chapter Kinematics'). */
  kind: 'library' | 'chapter' | 'section';
  name: string;
  /** Add a child: a chapter to a library, a section to a chapter (sections have none). */
  onAdd?: () => void;
  onEdit: () => void;
  onMove: (direction: Direction) => void;
  onDelete: () => Promise<void>;
}

/** What goes with the node. */
const UNDER: Record<NodeActionsProps['kind'], string> = {
  library: ' and its chapters and sections',
  chapter: ' and its sections',
  section: '',
};

/** A tree row's buttons: add child, edit, up, down, delete (after 'Are you sure'). */
export function NodeActions({ kind, name, onAdd, onEdit, onMove, onDelete }: NodeActionsProps) {
  const label = `${kind} ${name}`;
  return (
    <span className="tp-library-actions">
      {onAdd ? (
        <Button size="small" icon={<PlusOutlined />} aria-label={`Add ${kind === 'library' ? 'chapter' : 'section'} to ${label}`} onClick={onAdd}>
          {kind === 'library' ? 'Chapter' : 'Section'}
        </Button>
      ) : null}
      <Button size="small" icon={<EditOutlined />} aria-label={`Edit ${label}`} onClick={onEdit} />
      <Button size="small" icon={<ArrowUpOutlined />} aria-label={`Move ${label} up`} onClick={() => onMove('up')} />
      <Button size="small" icon={<ArrowDownOutlined />} aria-label={`Move ${label} down`} onClick={() => onMove('down')} />
      <Popconfirm
        title="Are you sure"
        description={
          <span className="tp-library-confirm">
            Delete {label}
            {UNDER[kind]}? Questions filed here stay in their teachers&apos; banks, unfiled.
          </span>
        }
        okText="Delete"
        okButtonProps={{ danger: true }}
        onConfirm={onDelete}
      >
        <Button size="small" danger icon={<DeleteOutlined />} aria-label={`Delete ${label}`} />
      </Popconfirm>
    </span>
  );
}
