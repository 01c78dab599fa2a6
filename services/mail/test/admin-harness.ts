import type { Role, UserChangedPayload } from '@tp/contracts';
import { InternalCredentials } from '@tp/service-kit';
import {
  apiClient, createIsolation, publishEvent, startSmtpPeer, startTokenIssuer, waitFor, type ApiClient, type Isolation, type SmtpPeerOptions,
} from '@tp/test-kit';
import { bearerTokenOf, sendEnvelope, startStandIn } from '@tp/test-kit/stand-in';
import { newUser } from '@tp/test-kit/test-users';
import { startMail } from '../src/main';

export type Mail = Awaited<ReturnType<typeof startMail>>;

/**
 * Stands in for identity's GET /internal/users (the pages mail fills its copy of the users from at its first
 * start), answering `users` by id to a service token meant for identity, `pageSize` a page.
 */
export async function startFakeIdentity(iso: Isolation, users: UserChangedPayload[] = [], pageSize = 2) {
  const credentials = new InternalCredentials(iso.internalSecret, 'identity');
  const asked: string[] = [];
  const standIn = await startStandIn(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const caller = await credentials.callerOf(bearerTokenOf(req)).catch(() => undefined);
    if (url.pathname !== '/internal/users' || !caller) return sendEnvelope(res, caller ? 404 : 401, null, 'no');
    asked.push(url.search);
    const after = url.searchParams.get('after') ?? '';
    const page = [...users].sort((a, b) => a.id.localeCompare(b.id)).filter((user) => user.id > after).slice(0, pageSize);
    sendEnvelope(res, 200, { list: page, asOf: new Date().toISOString() });
  });
  return { url: standIn.url, asked, close: standIn.close };
}

/**
 * Mail started in-process on its own database with a real SMTP peer (refusing whom `smtp` says), a token issuer,
 * a stand-in identity for the first fill of the users, and helpers to announce users the way identity does.
 */
export async function startAdminHarness({ env = {}, smtp: smtpOptions = {}, identityUsers = [], identityPageSize }: {
  env?: Record<string, string>;
  smtp?: SmtpPeerOptions;
  /** The users identity already holds when mail first starts. */
  identityUsers?: UserChangedPayload[];
  identityPageSize?: number;
} = {}) {
  const iso = createIsolation();
  const smtp = await startSmtpPeer(smtpOptions);
  const issuer = await startTokenIssuer();
  const identity = await startFakeIdentity(iso, identityUsers, identityPageSize);
  const mailEnv = {
    ...iso.envFor('mail'), PORT: '0', SMTP_URL: smtp.url, JWKS_URL: issuer.jwksUrl, IDENTITY_URL: identity.url, MAIL_SEND_INTERVAL_MS: '200', MAIL_RATE_PER_SECOND: '0', ...env,
  };
  let mail = await startMail(mailEnv);
  const adminToken = await issuer.tokenFor({ role: 'Teacher', isAdmin: true });

  /** Waits until mail's copy of the users holds this version of the user (or, with `gone`, its deletion). */
  async function known(user: Pick<UserChangedPayload, 'id' | 'email'>, gone = false) {
    await waitFor(async () => {
      const found = await mail.ctx.users.findById(user.id);
      return gone ? found === undefined && (await mail.ctx.users.isDeleted(user.id)) : found?.email === user.email.toLowerCase();
    }, { what: `mail to know of ${user.email}${gone ? "'s deletion" : ''}` });
  }

  /** A user announced by identity (user.registered) and known to mail. */
  async function user(role: Role = 'Student', overrides: Partial<UserChangedPayload> = {}): Promise<UserChangedPayload> {
    const payload = newUser(role, overrides);
    await publishEvent(iso.runId, 'user.registered', payload);
    await known(payload);
    return payload;
  }

  return {
    iso, smtp, issuer, identity,
    get mail() {
      return mail;
    },
    get admin(): ApiClient {
      return apiClient(mail.url, adminToken);
    },
    user, known,
    publish: (name: string, payload: unknown) => publishEvent(iso.runId, name, payload),
    /** Stops mail (as a deploy or crash would) and starts it again on the same database and queues. */
    async restart(extraEnv: Record<string, string> = {}) {
      await mail.stop();
      mail = await startMail({ ...mailEnv, ...extraEnv });
    },
    /** Mail first: the SMTP peer waits for the sender's pooled connections to close. */
    async close() {
      await mail?.stop();
      await smtp.close();
      await identity.close();
      await issuer.close();
      await iso.cleanup();
    },
  };
}

export type AdminHarness = Awaited<ReturnType<typeof startAdminHarness>>;
