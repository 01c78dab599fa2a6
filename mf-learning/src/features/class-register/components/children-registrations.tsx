import type { ClassRegister } from '@tp/contracts/registrations';
import { Card } from '@tp/web-kit/ui/card';
import { Flex } from '@tp/web-kit/ui/flex';
import type { ChildEntry } from '../api/class-register';
import { useRegisterTexts } from '../register-texts';
import { ChildRegistration } from './child-registration';

interface ChildrenRegistrationsProps {
  classInfo: ClassRegister['classInfo'];
  students: ChildEntry[];
  onChanged: () => void;
}

/** A parent's list of children, each with their info card, badge, plan choice and cart action. */
export function ChildrenRegistrations({ classInfo, students, onChanged }: ChildrenRegistrationsProps) {
  const t = useRegisterTexts();
  if (!students.length) {
    return <Card title={t('students')}>{t('noStudentLinked')}</Card>;
  }
  return (
    <section aria-label={t('students')}>
      <h2 className="tp-register-subtitle">{t('students')}</h2>
      <Flex vertical gap={16}>
        {students.map((child) => (
          <ChildRegistration key={child._id} classInfo={classInfo} child={child} onChanged={onChanged} />
        ))}
      </Flex>
    </section>
  );
}
