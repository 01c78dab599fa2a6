import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import {
  apiClient, createIsolation, startServiceProcess, startSmtpPeer, startTokenIssuer, type ApiClient, type ServiceProcess, type SmtpPeer, type TokenIssuer,
} from '@tp/test-kit';
import { InternalCredentials } from '@tp/service-kit';
import { startIdentity } from '../src/main';

export const ADMIN = { email: 'root@identity.test', password: 'root-pass-123' };
export const GOOGLE_CLIENT_ID = 'identity-tests.apps.googleusercontent.com';
export const PASSWORD = 'secret123';

export type Harness = Awaited<ReturnType<typeof startHarness>>;

/**
 * Identity running in this process and the real mail service as its own process, against this run's own databases,
 * Redis keys and queues, with a real SMTP peer that receives the e-mailed codes, and a stand-in for Google's keys.
 */
export async function startHarness(extraEnv: Record<string, string> = {}) {
  const iso = createIsolation();
  const smtp: SmtpPeer = await startSmtpPeer();
  const google: TokenIssuer = await startTokenIssuer();
  const identityEnv = {
    ...iso.envFor('identity'),
    PORT: '0',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    GOOGLE_CLIENT_ID,
    GOOGLE_JWKS_URL: google.jwksUrl,
    ...extraEnv,
  };
  const identity = await startIdentity(identityEnv);
  const mail: ServiceProcess = await startServiceProcess('mail', { ...iso.envFor('mail'), SMTP_URL: smtp.url, JWKS_URL: `${identity.url}/.well-known/jwks.json`, IDENTITY_URL: identity.url, MAIL_SEND_INTERVAL_MS: '200' });
  const api: ApiClient = apiClient(identity.url);

  /** Asks for a code for `email` and reads it from the e-mail the SMTP peer received. */
  async function codeFor(email: string, purpose?: string): Promise<number> {
    const after = smtp.received.length;
    const sent = await api.post('/api/login/sendEmail', { email, purpose });
    expect(sent.body, 'sending a code').toMatchObject({ code: 200 });
    return smtp.waitForCode(email, after);
  }

  async function signIn(email: string, password = PASSWORD) {
    const res = await api.post('/api/login/authUser', { email, password });
    expect(res.body, `signing in as ${email}`).toMatchObject({ code: 200 });
    return { user: res.body.result, token: res.body.result.token as string, api: apiClient(identity.url, res.body.result.token) };
  }

  /** A family signed up with the code from the parent's e-mail; the student is not verified yet. */
  async function signUpFamily(overrides: { parent?: Record<string, unknown>; student?: Record<string, unknown> } = {}) {
    const parentEmail = (overrides.parent?.email as string | undefined) ?? uniqueEmail('parent');
    const studentEmail = (overrides.student?.email as string | undefined) ?? uniqueEmail('student');
    const code = await codeFor(parentEmail);
    const res = await api.post('/api/login/registerFamily', {
      code,
      parent: { name: 'Pat Doe', password: PASSWORD, phone: '555-123-4567', city: 'Springfield', ...overrides.parent, email: parentEmail },
      student: { name: 'Sam Doe', password: PASSWORD, school: 'Elm High', gradeInSchoolYear: 9, ...overrides.student, email: studentEmail },
    });
    expect(res.body, 'registering the family').toMatchObject({ code: 200, msg: 'Register successfully' });
    return { parentEmail, studentEmail, result: res.body.result };
  }

  /** A student who has verified their e-mail and is signed in. */
  async function verifiedStudent() {
    const family = await signUpFamily();
    const after = smtp.received.length;
    expect((await api.post('/api/login/authUser', { email: family.studentEmail, password: PASSWORD })).status).toBe(402);
    const code = await smtp.waitForCode(family.studentEmail, after);
    expect((await api.post('/api/public/verifyEmail', { email: family.studentEmail, code })).body.code).toBe(200);
    return { ...family, ...(await signIn(family.studentEmail)) };
  }

  const signInAdmin = () => signIn(ADMIN.email, ADMIN.password);

  /** An account made by the admin (verified), signed in. */
  async function userWithRole(role: 'Student' | 'Parent' | 'Teacher', fields: Record<string, unknown> = {}) {
    const { api: admin } = await signInAdmin();
    const email = uniqueEmail(role.toLowerCase());
    const created = await admin.post('/api/admin/createUser', { name: `${role} ${email.slice(0, 6)}`, email, password: PASSWORD, role });
    expect(created.body, 'creating a user').toMatchObject({ code: 200 });
    if (Object.keys(fields).length) expect((await admin.post('/api/admin/updateUser', { _id: created.body.result._id, ...fields })).body.code).toBe(200);
    return { email, id: created.body.result._id as string, ...(await signIn(email)) };
  }

  async function stop() {
    await mail?.stop();
    await identity?.stop();
    await smtp?.close();
    await google?.close();
    await iso.cleanup();
  }

  return { iso, smtp, google, identity, identityEnv, mail, api, codeFor, signIn, signInAdmin, signUpFamily, verifiedStudent, userWithRole, stop };
}

/** A client of identity's /internal calls, signed as the exercise service (its reminders ask for recipients). */
export async function asExerciseService(h: Harness): Promise<ApiClient> {
  return apiClient(h.identity.url, await new InternalCredentials(h.iso.internalSecret, 'exercise').tokenFor('identity'));
}

export function uniqueEmail(label: string): string {
  return `${label}-${randomBytes(4).toString('hex')}@identity.test`;
}
