import type { TokenUser } from '@tp/contracts';
import { forbidden, type ReplicaUser, type UserReplica } from '@tp/service-kit';
import { areLinked } from '@tp/contracts/family-links';

/** A user as billing's rules see them. */
export interface Person {
  id: string;
  name: string;
  email: string;
  phone: string;
  linkedEmails: string[];
}

const toPerson = (user: ReplicaUser): Person => ({ id: user.id, name: user.name, email: user.email, phone: user.phone, linkedEmails: user.linkedEmails });

/** The caller: billing's copy of them when it has one (it may lag behind a sign-up), else what the token says. */
export async function callerAsPerson(users: UserReplica, caller: TokenUser): Promise<Person> {
  const known = await users.findById(caller.id);
  return known ? toPerson(known) : { id: caller.id, name: caller.name, email: caller.email.toLowerCase(), phone: '', linkedEmails: [] };
}

export async function childrenOf(users: UserReplica, parent: Person): Promise<Person[]> {
  return (await users.findChildren(parent)).map(toPerson);
}

export async function parentsOf(users: UserReplica, student: Person): Promise<Person[]> {
  return (await users.findParents(student)).map(toPerson);
}

/**
 * The student a request acts for, when the caller may act for them: a student for themself, a parent for a
 * linked child. Anyone else is refused with 403.
 */
export async function studentActedFor(users: UserReplica, caller: TokenUser, studentId: string): Promise<Person> {
  if (caller.role === 'Student') {
    if (studentId !== caller.id) throw forbidden('A student can only manage their own class registrations.');
    return callerAsPerson(users, caller);
  }
  if (caller.role === 'Parent') {
    const [parent, student] = await Promise.all([callerAsPerson(users, caller), users.findById(studentId)]);
    if (!student || student.role !== 'Student' || !areLinked(parent, toPerson(student))) {
      throw forbidden('This student is not linked to your account.');
    }
    return toPerson(student);
  }
  throw forbidden('Only a student or their parent can manage class registrations.');
}
