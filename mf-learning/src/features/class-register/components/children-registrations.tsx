import type { ClassRegister } from '@tp/contracts/registrations';
import { Card } from '@tp/web-kit/ui/card';
import { Flex } from '@tp/web-kit/ui/flex';
import type { ChildEntry } from '../api/class-register';
import { ChildRegistration } from './child-registration';

interface ChildrenRegistrationsProps {
  classInfo: ClassRegister['classInfo'];
  students: ChildEntry[];
  onChanged: () => void;
}

/** A parent's list of children, each with their info card, badge, plan choice and cart action. */
export function ChildrenRegistrations({ classInfo, students, onChanged }: ChildrenRegistrationsProps) {
  if (!students.length) {
    return <Card title="Students">No student is linked to your account yet. Ask an administrator to link your children.</Card>;
  }
  return (
    <section aria-label="Students">
      <h2 className="tp-register-subtitle">Students</h2>
      <Flex vertical gap={16}>
        {students.map((child) => (
          <ChildRegistration key={child._id} classInfo={classInfo} child={child} onChanged={onChanged} />
        ))}
      </Flex>
    </section>
  );
}
