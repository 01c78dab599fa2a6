import { randomUUID } from 'node:crypto';
import type { Role, UserChangedPayload } from '@tp/contracts';
import { createIsolation, type Isolation } from './isolation';
import { publishEvent } from './publish-event';
import { newUser } from './test-users';
import { startTokenIssuer, type TokenIssuer } from './token-issuer';
import { waitFor } from './wait-for';

/** The run a world's stand-ins start in: tokens are signed with its secret and checked against its issuer. */
export interface WorldRun {
  iso: Isolation;
  issuer: TokenIssuer;
}

export interface WorldOptions<S, N> {
  /** The service's name in the run: its database, queues and settings. */
  service: string;
  /** What stands in for the services it calls (their tokens are signed with the run's secret), started first. */
  standIns: (run: WorldRun) => Promise<N & { close(): Promise<void> }>;
  /** Starts the service with `env` (the run's settings, any port, the issuer's keys) and its own settings. */
  start: (env: Record<string, string>, standIns: N) => Promise<S>;
  /** Whether the service's copy of the users holds this version of `user` (no call shows the copy by itself). */
  knows: (user: Pick<UserChangedPayload, 'id' | 'name'>, service: S, standIns: N) => Promise<boolean>;
  /** Who waits for the copy, for the timeout's message (e.g. 'catalog'). */
  knower?: string;
}

/**
 * What every component-test world shares: the run's isolation and token issuer, stand-ins for the services called,
 * the service itself, and signed-in users that identity announced (user.registered) and the service has copied, so a
 * refusal is about the rule under test, never about a user not heard of yet. Stopped in reverse: the service first.
 */
export async function startComponentWorld<S extends { stop(): Promise<void> }, N>(options: WorldOptions<S, N>) {
  const iso = createIsolation();
  const issuer = await startTokenIssuer();
  const standIns = await options.standIns({ iso, issuer });
  const service = await options.start({ ...iso.envFor(options.service), PORT: '0', JWKS_URL: issuer.jwksUrl }, standIns);

  /** Waits until the service's copy of the users holds this version of `user`. */
  async function known(user: Pick<UserChangedPayload, 'id' | 'name'>) {
    await waitFor(() => options.knows(user, service, standIns), { what: `${options.knower ?? options.service} to know ${user.name}` });
  }

  /** A user with a token; announced as identity does (and awaited) unless `announce` is false. */
  async function register(role: Role, overrides: Partial<UserChangedPayload> = {}, announce = true) {
    const user = newUser(role, overrides);
    if (announce) {
      await publishEvent(iso.runId, 'user.registered', user);
      await known(user);
    }
    const token = await issuer.tokenFor({ id: user.id, role, isAdmin: user.isAdmin, name: user.name, email: user.email });
    return { user, token };
  }

  return {
    iso,
    issuer,
    standIns,
    service,
    known,
    register,
    async stop() {
      await service.stop();
      await standIns.close();
      await issuer.close();
      await iso.cleanup();
    },
  };
}

/**
 * A student and a parent who list each other (identity writes both sides of a family link), made by the world's own
 * `signIn`, the student first.
 */
export async function linkedFamily<U>(
  signIn: (role: Role, overrides: Partial<UserChangedPayload>) => Promise<U>,
  { studentLabel = 'child', parentPhone = '555-123-4567' }: { studentLabel?: string; parentPhone?: string } = {},
): Promise<{ student: U; parent: U }> {
  const suffix = randomUUID().slice(0, 8);
  const studentEmail = `${studentLabel}-${suffix}@example.test`;
  const parentEmail = `parent-${suffix}@example.test`;
  const student = await signIn('Student', { email: studentEmail, dependent: parentEmail });
  const parent = await signIn('Parent', { email: parentEmail, phone: parentPhone, dependent: studentEmail });
  return { student, parent };
}
