import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { inInterfaceLanguage } from '@tp/web-kit/i18n/spec-messages';
import { Button } from '@tp/web-kit/ui/button';
import { Popconfirm } from '@tp/web-kit/ui/popconfirm';
import { useAdminTexts } from '../../../components/admin-texts';
import type { Direction } from '../api/library';
import { useNodeLabel, type NodeKind } from './use-node-label';

interface NodeActionsProps {
  /** The node's kind and name, for the buttons' names ('Delete chapter Kinematics'). */
  kind: NodeKind;
  name: string;
  /** Add a child: a chapter to a library, a section to a chapter (sections have none). */
  onAdd?: () => void;
  onEdit: () => void;
  onMove: (direction: Direction) => void;
  onDelete: () => Promise<void>;
}

/** The delete confirmation names what goes with the node. */
const DELETE_CONFIRMS = { library: 'deleteLibraryConfirm', chapter: 'deleteChapterConfirm', section: 'deleteSectionConfirm' } as const;

/** A tree row's buttons: add child, edit, up, down, delete (after 'Are you sure'). */
export function NodeActions({ kind, name, onAdd, onEdit, onMove, onDelete }: NodeActionsProps) {
  const t = useAdminTexts();
  const label = useNodeLabel()(kind, name);
  return (
    <span className="tp-library-actions">
      {onAdd ? (
        <Button size="small" icon={<PlusOutlined />} aria-label={t(kind === 'library' ? 'addChapterTo' : 'addSectionTo', { name: label })} onClick={onAdd}>
          {t(kind === 'library' ? 'chapter' : 'section')}
        </Button>
      ) : null}
      <Button size="small" icon={<EditOutlined />} aria-label={t('editNamed', { name: label })} onClick={onEdit} />
      <Button size="small" icon={<ArrowUpOutlined />} aria-label={t('moveUp', { name: label })} onClick={() => onMove('up')} />
      <Button size="small" icon={<ArrowDownOutlined />} aria-label={t('moveDown', { name: label })} onClick={() => onMove('down')} />
      <Popconfirm
        title={inInterfaceLanguage('Are you sure')}
        description={<span className="tp-library-confirm">{t(DELETE_CONFIRMS[kind], { name: label })}</span>}
        okText={t('delete')}
        okButtonProps={{ danger: true }}
        onConfirm={onDelete}
      >
        <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('deleteNamed', { name: label })} />
      </Popconfirm>
    </span>
  );
}
