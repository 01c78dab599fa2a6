import { useState } from 'react';
import { EditOutlined } from '@ant-design/icons';
import { Button } from '@tp/web-kit/ui/button';
import { Card } from '@tp/web-kit/ui/card';
import { Descriptions } from '@tp/web-kit/ui/descriptions';
import type { FamilyMember } from '../utils/saved-member';
import { useRegisterTexts } from '../register-texts';
import { EditFamilyModal } from './edit-family-modal';

interface FamilyInfoCardProps {
  title: string;
  kind: 'Student' | 'Parent';
  /** The member as the card should show them (see use-shown-member). */
  member: FamilyMember;
  /** After a save, with what identity saved. */
  onSaved: (saved: FamilyMember) => void;
}

/** Class register: a student's or parent's info card with its edit modal. */
export function FamilyInfoCard({ title, kind, member, onSaved }: FamilyInfoCardProps) {
  const t = useRegisterTexts();
  const [editing, setEditing] = useState(false);
  const items = [
    { key: 'name', label: t('name'), children: member.name },
    { key: 'email', label: t('email'), children: member.email },
  ];
  if (kind === 'Parent') items.push({ key: 'phone', label: t('phone'), children: member.phone || '-' });

  return (
    <section aria-label={title}>
      <Card
        title={title}
        size="small"
        extra={
          <Button icon={<EditOutlined />} aria-label={t('editTitle', { title })} onClick={() => setEditing(true)}>
            {t('edit')}
          </Button>
        }
      >
        <Descriptions column={1} size="small" items={items} />
        {editing ? (
          <EditFamilyModal
            kind={kind}
            title={t('editTitle', { title })}
            member={member}
            onClose={() => setEditing(false)}
            onSaved={(saved) => {
              setEditing(false);
              onSaved(saved);
            }}
          />
        ) : null}
      </Card>
    </section>
  );
}
