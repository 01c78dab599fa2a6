import type { Language, UserSummary } from '@tp/contracts';
import { badRequest, conflict, withTransaction } from '@tp/service-kit';
import { findUserByEmail, insertUser, updateUser } from '../data-access/user-repository';
import { withDependent } from './email-address';
import { codeFromRequest, requireCode } from './email-codes';
import { gradeValue } from './field-rules';
import type { IdentityDeps } from './identity-deps';
import { signUpProblem, type FamilySignUp } from './sign-up-rules';
import { announceUser, isDuplicateEmail } from './user-events';
import { toSummary } from './user-view';
import type { UserRow } from './user';

const STUDENT_TAKEN = 'An account with this student e-mail already exists. Please sign in, or use another e-mail for the student.';

/**
 * Family sign-up with the code e-mailed to the parent. A new parent is created verified (the code proved the
 * address); a parent who already has an account gets the child added to their dependents. The student is created
 * unverified, linked both ways (`dependent`), and verifies their own address at first sign-in. New accounts get
 * `language`, the one the family signs up in, as their interface language; an existing parent keeps theirs.
 * Nothing about existing accounts is looked up before the code is right, so a made-up code gets the same answer
 * for every address and sign-up cannot tell who has an account.
 */
export async function registerFamily(deps: IdentityDeps, input: FamilySignUp, language: Language): Promise<{ parent: UserSummary; student: UserSummary }> {
  const { parent, student } = input;
  const problem = signUpProblem(input);
  if (problem) throw badRequest(problem);
  const code = codeFromRequest(input.code)!;
  await requireCode(deps.codes, parent.email, code, { consume: false });

  const existingParent = await findUserByEmail(deps.pool, parent.email);
  const passwordProblem = signUpProblem(input, existingParent !== undefined);
  if (passwordProblem) throw badRequest(passwordProblem);
  if (existingParent && existingParent.role !== 'Parent') {
    throw conflict('The parent e-mail belongs to an account that is not a parent account. Please use another e-mail for the parent.');
  }
  if (await findUserByEmail(deps.pool, student.email)) throw conflict(STUDENT_TAKEN);

  const [parentHash, studentHash] = await Promise.all([existingParent ? null : deps.passwords.hash(parent.password), deps.passwords.hash(student.password)]);
  const contact = { name: parent.name, phone: parent.phone, address: parent.address, city: parent.city, state: parent.state, country: parent.country, zip: parent.zip };
  const created = await withTransaction(deps.pool, async (db) => {
    let parentRow: UserRow;
    if (existingParent) {
      const locked = (await findUserByEmail(db, parent.email, { forUpdate: true }))!;
      parentRow = (await updateUser(db, locked.id, { ...contact, dependent: withDependent(locked.dependent, student.email), emailVerified: true }))!;
      await announceUser(db, 'user.updated', parentRow);
    } else {
      parentRow = await insertUser(db, { ...contact, email: parent.email, passwordHash: parentHash, role: 'Parent', dependent: student.email, emailVerified: true, interfaceLanguage: language });
      await announceUser(db, 'user.registered', parentRow);
    }
    const studentRow = await insertUser(db, {
      name: student.name,
      email: student.email,
      passwordHash: studentHash,
      role: 'Student',
      dependent: parent.email,
      school: student.school,
      gradeInSchoolYear: gradeValue(student.gradeInSchoolYear) as number,
      gradeInSchoolYearAt: new Date(),
      emailVerified: false,
      interfaceLanguage: language,
    });
    await announceUser(db, 'user.registered', studentRow);
    await requireCode(deps.codes, parent.email, code, { consume: true });
    return { parent: toSummary(parentRow), student: toSummary(studentRow) };
  }).catch((err: unknown) => {
    if (isDuplicateEmail(err)) throw conflict(existingParent ? STUDENT_TAKEN : 'An account with one of these e-mails was just created. Please sign in instead.');
    throw err;
  });
  return created;
}
