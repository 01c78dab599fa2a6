import type { Role, UserChangedPayload } from '@tp/contracts';
import { InternalCredentials } from '@tp/service-kit';
import { apiClient, publishEvent, type ApiClient } from '@tp/test-kit';
import { linkedFamily, startComponentWorld } from '@tp/test-kit/component-world';
import { startBilling } from '../src/main';
import { startFakeCatalog } from './fake-catalog';

export type TestUser = UserChangedPayload & { client: ApiClient };

/**
 * Billing started in-process on its own database, with a token issuer and a stand-in catalog; `DEMO_PAYMENTS` on
 * (the demo seed's mark-paid call) unless `env` says otherwise.
 */
export async function startBillingHarness(env: Record<string, string> = {}) {
  const world = await startComponentWorld({
    service: 'billing',
    standIns: ({ iso }) => startFakeCatalog(iso.internalSecret),
    start: (base, catalog) => startBilling({ ...base, CATALOG_URL: catalog.url, DEMO_PAYMENTS: 'true', ...env }),
    // Billing must know the user, so that a refusal is about the rule under test and never about a user billing has
    // not heard of yet (an unknown student is refused the same way).
    knows: async (user, billing) => (await billing.deps.users.findById(user.id))?.name === user.name,
  });
  const { iso, service: billing, standIns: catalog, known } = world;
  /** A caller of billing's /internal API as the demo seed is: a service token signed with the run's secret. */
  const seed = new InternalCredentials(iso.internalSecret, 'demo-seed');

  /** A signed-in user; identity's user.registered is published (and awaited) unless `publish` is false. */
  async function user(role: Role, overrides: Partial<UserChangedPayload> = {}, publish = true): Promise<TestUser> {
    const { user: payload, token } = await world.register(role, overrides, publish);
    return { ...payload, client: apiClient(billing.url, token) };
  }

  /** A parent and a student who list each other (as identity writes a family), both known to billing. */
  async function family() {
    const { parent, student } = await linkedFamily(user);
    return { parent, child: student };
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
    close: world.stop,
  };
}

export type BillingHarness = Awaited<ReturnType<typeof startBillingHarness>>;
