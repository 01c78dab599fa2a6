import { useShownMember } from '../hooks/use-shown-member';
import type { FamilyMember } from '../utils/saved-member';
import { FamilyInfoCard } from './family-info-card';

interface MemberInfoCardProps {
  title: string;
  kind: 'Student' | 'Parent';
  member: FamilyMember;
  onChanged: () => void;
}

/** An info card that shows a saved edit at once, while the page reloads billing's view. */
export function MemberInfoCard({ title, kind, member, onChanged }: MemberInfoCardProps) {
  const { shown, keepSaved } = useShownMember(member);
  return (
    <FamilyInfoCard
      title={title}
      kind={kind}
      member={shown}
      onSaved={(saved) => {
        keepSaved(saved);
        onChanged();
      }}
    />
  );
}
