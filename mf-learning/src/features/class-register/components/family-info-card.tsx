import { useState } from 'react';
import { EditOutlined } from '@ant-design/icons';
import { Button } from '@tp/web-kit/ui/button';
import { Card } from '@tp/web-kit/ui/card';
import { Descriptions } from '@tp/web-kit/ui/descriptions';
import type { FamilyMember } from '../utils/saved-member';
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
  const [editing, setEditing] = useState(false);
  const items = [
    { key: 'name', label: 'Name', children: member.name },
    { key: 'email', label: 'Email', children: member.email },
  ];
  if (kind === 'Parent') items.push({ key: 'phone', label: 'Phone', children: member.phone || '-' });

  return (
    <section aria-label={title}>
      <Card
        title={title}
        size="small"
        extra={
          <Button icon={<EditOutlined />} aria-label={`Edit ${title}`} onClick={() => setEditing(true)}>
            Edit
          </Button>
        }
      >
        <Descriptions column={1} size="small" items={items} />
        {editing ? (
          <EditFamilyModal
            kind={kind}
            title={`Edit ${title}`}
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
