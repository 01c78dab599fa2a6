import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@tp/web-kit/ui/button';
import { inInterfaceLanguage } from '@tp/web-kit/i18n/spec-messages';
import { useTeachingTexts } from './teaching-texts';
import { Popconfirm } from '@tp/web-kit/ui/popconfirm';

interface ListRowActionsProps {
  /** The row's name, in the controls' accessible names ('Copy Algebra I'). */
  name: string;
  editTo: string;
  onCopy: () => void;
  /** Runs once 'Are you sure' is confirmed; the confirm button spins while its promise runs. */
  onDelete: () => Promise<unknown>;
  /** Links between Edit and Copy (a class's Students and Homework). */
  children?: ReactNode;
  className: string;
}

/** A row of a teacher's list: Edit, the list's own links, Copy, and Delete after 'Are you sure'. */
export function ListRowActions({ name, editTo, onCopy, onDelete, children, className }: ListRowActionsProps) {
  const t = useTeachingTexts();
  return (
    <span className={className}>
      <Link to={editTo} aria-label={t('editNamed', { name })}>
        {t('edit')}
      </Link>
      {children}
      <Button type="link" onClick={onCopy} aria-label={t('copyNamed', { name })}>
        {t('copy')}
      </Button>
      <Popconfirm title={inInterfaceLanguage('Are you sure')} description={t('deleteQuestion', { name })} okText={t('delete')} okButtonProps={{ danger: true }} onConfirm={onDelete}>
        <Button type="link" danger aria-label={t('deleteNamed', { name })}>
          {t('delete')}
        </Button>
      </Popconfirm>
    </span>
  );
}
