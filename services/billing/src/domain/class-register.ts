import type { TokenUser } from '@tp/contracts';
import { findStudentClassEntries, findStudentsClassEntries } from '../data-access/interest-repository';
import type { BillingDeps } from './billing-deps';
import type { ClassSummary } from './class-catalog';
import { currentEntry } from './class-state';
import type { Interest } from './interest';
import { callerAsPerson, childrenOf, parentsOf, type Person } from './student-access';

/** What the class register screen (/classRegister/{id}) shows to a student or a parent. */
export interface ClassRegister {
  cls: ClassSummary;
  student: Person | null;
  parent: Person | null;
  /** For a parent: each linked child with their current entry for the class. */
  children: { person: Person; entry: Interest | undefined }[];
  /** For a student: their own current entry for the class. */
  own: Interest | undefined;
}

export async function classRegister({ pool, users, catalog }: BillingDeps, caller: TokenUser, classId: string): Promise<ClassRegister> {
  const cls = await catalog.getClass(classId);
  const me = await callerAsPerson(users, caller);
  const now = new Date();
  if (caller.role === 'Student') {
    const [entries, parents] = await Promise.all([findStudentClassEntries(pool, me.id, classId), parentsOf(users, me)]);
    return { cls, student: me, parent: parents[0] ?? null, children: [], own: currentEntry(entries, now) };
  }
  const kids = await childrenOf(users, me);
  const entries = kids.length ? await findStudentsClassEntries(pool, kids.map((k) => k.id), classId) : [];
  const children = kids.map((person) => ({ person, entry: currentEntry(entries.filter((e) => e.studentId === person.id), now) }));
  return { cls, student: null, parent: me, children, own: undefined };
}
