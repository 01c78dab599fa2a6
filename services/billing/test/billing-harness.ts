import { randomUUID } from 'node:crypto';
import type { Role, UserChangedPayload } from '@tp/contracts';
import { InternalCredentials } from '@tp/service-kit';
import { apiClient, createIsolation, startTokenIssuer, waitFor, type ApiClient } from '@tp/test-kit';
import { startBilling } from '../src/main';
import { startFakeCatalog } from './fake-catalog';
import { publishEvent } from '@tp/test-kit';

export type TestUser = UserChangedPayload & { client: ApiClient };

/**
 * Billing started in-process on its own database, with a token issuer and a stand-in catalog; `DEMO_PAYMENTS` on
 * (the demo seed's mark-paid call) unless `env` says otherwise.
 */
export async function startBillingHarness(env: Record<string, string> = {}) {
  const iso = createIsolation();
  const issuer = await startTokenIssuer();
  const catalog = await startFakeCatalog(iso.internalSecret);
  const billing = await startBilling({ ...iso.envFor('billing'), PORT: '0', JWKS_URL: issuer.jwksUrl, CATALOG_URL: catalog.url, DEMO_PAYMENTS: 'true', ...env });
  /** A caller of billing's /internal API as the demo seed is: a service token signed with the run's secret. */
  const seed = new InternalCredentials(iso.internalSecret, 'demo-seed');

  /**
   * Waits until billing's users copy holds this version of the user, so that a refusal is about the rule under test
   * and never about a user billing has not heard of yet (an unknown student is refused the same way).
   */
  async function known(user: Pick<UserChangedPayload, 'id' | 'name'>) {
    await waitFor(async () => (await billing.deps.users.findById(user.id))?.name === user.name, { what: `billing to know ${user.name}` });
  }

  /** A signed-in user; identity's user.registered is published (and awaited) unless `publish` is false. */
  async function user(role: Role, overrides: Partial<UserChangedPayload> = {}, publish = true): Promise<TestUser> {
    const suffix = randomUUID().slice(0, 8);
    const payload: UserChangedPayload = {
      id: randomUUID(), name: `${role} ${suffix}`, email: `${role.toLowerCase()}-${suffix}@example.test`,
      role, isAdmin: false, dependent: '', phone: '', ...overrides,
    };
    if (publish) {
      await publishEvent(iso.runId, 'user.registered', payload);
      await known(payload);
    }
    const token = await issuer.tokenFor({ id: payload.id, role, email: payload.email, name: payload.name });
    return { ...payload, client: apiClient(billing.url, token) };
  }

  /** A parent and a student who list each other (as identity writes a family), both known to billing. */
  async function family() {
    const suffix = randomUUID().slice(0, 8);
    const childEmail = `child-${suffix}@example.test`;
    const parentEmail = `parent-${suffix}@example.test`;
    const child = await user('Student', { email: childEmail, dependent: parentEmail });
    const parent = await user('Parent', { email: parentEmail, phone: '555-123-4567', dependent: childEmail });
    return { parent, child };
  }

  async function teacher() {
    const t = await user('Teacher', {}, false);
    return { ...t, klass: (overrides = {}) => catalog.addClass({ id: t.id, name: t.name }, overrides) };
  }

  return {
    iso, billing, catalog, user, family, teacher, known,
    anonymous: apiClient(billing.url),
    publish: (name: string, payload: unknown) => publishEvent(iso.runId, name, payload),
    /** Records a payment as the demo seed does; `token` replaces the seed's valid service token. */
    markPaid: async (interestId: string, token?: string | null) => {
      const authorization = token === null ? undefined : `Bearer ${token ?? (await seed.tokenFor('billing'))}`;
      const res = await fetch(`${billing.url}/internal/registrations/${interestId}/mark-paid`, { method: 'POST', headers: authorization ? { authorization } : {} });
      return { status: res.status, ...((await res.json()) as { code: number; msg: string }) };
    },
    async close() {
      await billing.stop();
      await catalog.close();
      await issuer.close();
      await iso.cleanup();
    },
  };
}

export type BillingHarness = Awaited<ReturnType<typeof startBillingHarness>>;
