import { isEmailAddress } from '@tp/contracts/email-address';
import type { ContactDetails } from '@tp/contracts/users';

/** What the sign-up form on /register holds: a parent section and a student section. */
export interface SignUpForm extends ContactDetails {
  code: string;
  parentEmail: string;
  parentName: string;
  parentPassword: string;
  parentConfirm: string;
  studentName: string;
  studentEmail: string;
  school: string;
  grade: number | undefined;
  studentPassword: string;
  studentConfirm: string;
}

const blank = (value: string | undefined) => !value || !value.trim();

/**
 * Sign-up rules, checked in the order below; the first broken one is the message the visitor sees. A parent who
 * already has an account (their code was checked and their details came back) signs up a child without a password.
 */
export function signUpProblem(form: SignUpForm, parentHasAccount: boolean): string | undefined {
  const rules: [broken: boolean, message: string][] = [
    [blank(form.code), 'Code is required'],
    [blank(form.parentName), 'Parent Name is required'],
    [blank(form.phone), 'Phone is required'],
    [!parentHasAccount && !form.parentPassword, 'Parent Password is required'],
    [!parentHasAccount && form.parentPassword !== form.parentConfirm, "Parents's passwords do not match"],
    [blank(form.studentName), 'Student Name is required'],
    [blank(form.studentEmail), 'Student Email is required'],
    [!isEmailAddress(form.studentEmail.trim()) || !isEmailAddress(form.parentEmail.trim()), 'Invalid email'],
    [form.parentEmail.trim().toLowerCase() === form.studentEmail.trim().toLowerCase(), 'Parent and Student email should be different'],
    [blank(form.school), 'School is required'],
    [form.grade === undefined, 'Grade is required'],
    [!form.studentPassword, 'Student Password is required'],
    [form.studentPassword !== form.studentConfirm, "Student's passwords do not match"],
  ];
  return rules.find(([broken]) => broken)?.[1];
}

/** The body of POST /api/login/registerFamily: e-mails lowercased, the code as a number. */
export function registerFamilyBody(form: SignUpForm, parentHasAccount: boolean) {
  return {
    code: Number(form.code.trim()),
    parent: {
      email: form.parentEmail.trim().toLowerCase(),
      name: form.parentName.trim(),
      phone: form.phone,
      address: form.address.trim(),
      city: form.city.trim(),
      state: form.state.trim(),
      country: form.country.trim(),
      zip: form.zip.trim(),
      ...(parentHasAccount ? {} : { password: form.parentPassword }),
    },
    student: {
      email: form.studentEmail.trim().toLowerCase(),
      name: form.studentName.trim(),
      school: form.school.trim(),
      gradeInSchoolYear: form.grade,
      password: form.studentPassword,
    },
  };
}
