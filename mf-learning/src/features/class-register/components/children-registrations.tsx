import { Card } from '@tp/web-kit/ui/card';
import { Flex } from '@tp/web-kit/ui/flex';
import type { ChildEntry, ClassRegister } from '../api/class-register';
import { FamilyInfoCard } from './family-info-card';
import { RegistrationPanel } from './registration-panel';

interface ChildrenRegistrationsProps {
  classInfo: ClassRegister['classInfo'];
  students: ChildEntry[];
  onChanged: () => void;
}

/** §6: a parent's list of children, each with their info card, badge, plan choice and cart action. */
export function ChildrenRegistrations({ classInfo, students, onChanged }: ChildrenRegistrationsProps) {
  if (!students.length) {
    return <Card title="Students">No student is linked to your account yet. Ask an administrator to link your children.</Card>;
  }
  return (
    <section aria-label="Students">
      <h2 className="tp-register-subtitle">Students</h2>
      <Flex vertical gap={16}>
        {students.map((child) => (
          <section key={child._id} aria-label={`Registration of ${child.name}`} className="tp-register-child">
            <Flex gap={16} wrap>
            <div className="tp-register-card">
              <FamilyInfoCard title={`Student: ${child.name}`} kind="Student" member={child} onUpdated={onChanged} />
            </div>
            <div className="tp-register-card">
              <Card size="small" title={`Plan for ${child.name}`}>
                <RegistrationPanel classInfo={classInfo} student={{ id: child._id, name: child.name }} state={child} onChanged={onChanged} />
              </Card>
            </div>
            </Flex>
          </section>
        ))}
      </Flex>
    </section>
  );
}
