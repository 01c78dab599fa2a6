import type { ClassRegister } from '@tp/contracts/registrations';
import { Card } from '@tp/web-kit/ui/card';
import { Flex } from '@tp/web-kit/ui/flex';
import type { ChildEntry } from '../api/class-register';
import { useShownMember } from '../hooks/use-shown-member';
import { FamilyInfoCard } from './family-info-card';
import { useRegisterTexts } from '../register-texts';
import { RegistrationPanel } from './registration-panel';

interface ChildRegistrationProps {
  classInfo: ClassRegister['classInfo'];
  child: ChildEntry;
  onChanged: () => void;
}

/** One child in a parent's list: info card, badge, plan and cart action, all under the child's saved name. */
export function ChildRegistration({ classInfo, child, onChanged }: ChildRegistrationProps) {
  const t = useRegisterTexts();
  const { shown, keepSaved } = useShownMember(child);
  return (
    <section aria-label={t('registrationOf', { name: shown.name })} className="tp-register-child">
      <Flex gap={16} wrap>
        <div className="tp-register-card">
          <FamilyInfoCard
            title={t('studentCard', { name: shown.name })}
            kind="Student"
            member={shown}
            onSaved={(saved) => {
              keepSaved(saved);
              onChanged();
            }}
          />
        </div>
        <div className="tp-register-card">
          <Card size="small" title={t('planFor', { name: shown.name })}>
            <RegistrationPanel classInfo={classInfo} student={{ id: shown._id, name: shown.name }} state={shown} onChanged={onChanged} />
          </Card>
        </div>
      </Flex>
    </section>
  );
}
