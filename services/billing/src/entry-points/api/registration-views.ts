import type { CartItem, ClassRegister, TeacherRegistration } from '@tp/contracts';
import type { ClassSummary } from '../../domain/class-catalog';
import type { ClassRegister as ClassRegisterFacts } from '../../domain/class-register';
import type { Interest } from '../../domain/interest';
import { registrationStatus } from '../../domain/registration-status';
import type { Person } from '../../domain/student-access';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

// Each view is typed by its schema in @tp/contracts, which the screens parse the answer with.

/** A cart item (with the flags the class register and cart screens read). */
export function toCartItem(entry: Interest): CartItem {
  return {
    _id: entry.id,
    classId: entry.classId,
    className: entry.className,
    userId: entry.studentId,
    studentName: entry.studentName,
    durationType: entry.durationType,
    price: entry.price,
    interested: entry.interested,
    paid: entry.paid,
    registered: entry.registered,
    expirationDate: iso(entry.expirationDate),
    createdAt: entry.createdAt.toISOString(),
  };
}

/** An interest or registration as the teacher's interest list shows it, with its derived status. */
export function toTeacherEntry(entry: Interest): TeacherRegistration {
  return {
    _id: entry.id,
    student: { _id: entry.studentId, name: entry.studentName, email: entry.studentEmail },
    durationType: entry.durationType,
    interested: entry.interested,
    paid: entry.paid,
    registered: entry.registered,
    status: registrationStatus(entry),
    expirationDate: iso(entry.expirationDate),
    registeredAt: iso(entry.registeredAt),
    price: entry.price,
    createdAt: entry.createdAt.toISOString(),
  };
}

function classInfo(cls: ClassSummary): ClassRegister['classInfo'] {
  return {
    _id: cls._id,
    name: cls.name,
    monthlyPrice: cls.monthlyPrice,
    yearlyPrice: cls.yearlyPrice,
    price: cls.price,
    teacherName: cls.teacherName,
    endDate: cls.endDate,
    language: cls.language,
    isPublish: cls.isPublish,
    includeLibrary: cls.includeLibrary,
    paymentInfo: cls.paymentInfo,
  };
}

/** A student's state in the class: nothing yet, in the cart, paid, or registered until `expirationDate`. */
function stateOf(entry: Interest | undefined) {
  return {
    interestId: entry?.id ?? null,
    interested: entry?.interested ?? false,
    paid: entry?.paid ?? false,
    registered: entry?.registered ?? false,
    durationType: entry?.durationType ?? null,
    price: entry?.price ?? null,
    expirationDate: iso(entry?.expirationDate ?? null),
  };
}

/** The class register screen's view: the class, the caller's family and each student's flags. */
export function toClassRegister(view: ClassRegisterFacts): ClassRegister {
  const contact = (person: Person | null) => (person ? { name: person.name, email: person.email } : null);
  return {
    classInfo: classInfo(view.cls),
    studentInfo: contact(view.student),
    parentInfo: view.parent ? { ...contact(view.parent)!, phone: view.parent.phone } : null,
    students: view.children.map(({ person, entry }) => ({ _id: person.id, name: person.name, email: person.email, ...stateOf(entry) })),
    ...stateOf(view.own),
  };
}
