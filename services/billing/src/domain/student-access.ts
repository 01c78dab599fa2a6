import type { TokenUser } from '@tp/contracts';
import { forbidden, type Queryable } from '@tp/service-kit';
import { findLinkedParents, findLinkedStudents, findUser, type UserRow } from '../data-access/user-repository';
import { areLinked } from '@tp/contracts/family-links';

/** A user as billing's rules see them. */
export interface Person {
  id: string;
  name: string;
  email: string;
  phone: string;
  linkedEmails: string[];
}

const toPerson = (row: UserRow): Person => ({ id: row.id, name: row.name, email: row.email, phone: row.phone, linkedEmails: row.linked_emails });

/** The caller: billing's copy of them when it has one (it may lag behind a sign-up), else what the token says. */
export async function callerAsPerson(db: Queryable, caller: TokenUser): Promise<Person> {
  const row = await findUser(db, caller.id);
  return row ? toPerson(row) : { id: caller.id, name: caller.name, email: caller.email.toLowerCase(), phone: '', linkedEmails: [] };
}

export async function childrenOf(db: Queryable, parent: Person): Promise<Person[]> {
  return (await findLinkedStudents(db, parent)).map(toPerson);
}

export async function parentsOf(db: Queryable, student: Person): Promise<Person[]> {
  return (await findLinkedParents(db, student)).map(toPerson);
}

/**
 * The student a request acts for, when the caller may act for them (§6): a student for themself, a parent for a
 * linked child. Anyone else is refused with 403.
 */
export async function studentActedFor(db: Queryable, caller: TokenUser, studentId: string): Promise<Person> {
  if (caller.role === 'Student') {
    if (studentId !== caller.id) throw forbidden('A student can only manage their own class registrations.');
    return callerAsPerson(db, caller);
  }
  if (caller.role === 'Parent') {
    const [parent, student] = await Promise.all([callerAsPerson(db, caller), findUser(db, studentId)]);
    if (!student || student.role !== 'Student' || !areLinked(parent, toPerson(student))) {
      throw forbidden('This student is not linked to your account.');
    }
    return toPerson(student);
  }
  throw forbidden('Only a student or their parent can manage class registrations.');
}
