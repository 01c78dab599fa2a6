import {
  reminderKinds, reminderSettingOf, UNSUBSCRIBE_TOKEN_INVALID, type ReminderKind, type ReminderRecipients, type ReminderSettings,
  type UpdateReminderSettingsRequest,
} from '@tp/contracts';
import { badRequest, type Pool } from '@tp/service-kit';
import { optedOutKinds, setReminderKind, usersWithKindOn } from '../data-access/reminder-opt-out-repository';

/** Signs and checks the tokens of one-click unsubscribe links (adapters/unsubscribe-tokens). */
export interface UnsubscribeTokens {
  /** Undefined when the deployment has no secret to sign with. */
  sign(userId: string, kind: ReminderKind): string | undefined;
  /** The user and kind a genuine token names; undefined for anything else. */
  verify(token: string): { userId: string; kind: ReminderKind } | undefined;
}

export interface ReminderSettingsDeps {
  pool: Pool;
  tokens: UnsubscribeTokens;
  /** The address people open the site at: unsubscribe links point there. */
  siteUrl: string;
}

/** A user's switches: every kind on unless they turned it off. */
export async function reminderSettingsOf(deps: Pick<ReminderSettingsDeps, 'pool'>, userId: string): Promise<ReminderSettings> {
  const off = new Set(await optedOutKinds(deps.pool, userId));
  return { dueSoon: !off.has('due-soon'), overdue: !off.has('overdue'), weeklyDigest: !off.has('weekly-digest') };
}

/** The profile's switches: those given are set, the others stay; the answer is every switch now. */
export async function updateReminderSettings(deps: Pick<ReminderSettingsDeps, 'pool'>, userId: string, request: UpdateReminderSettingsRequest): Promise<ReminderSettings> {
  for (const kind of reminderKinds) {
    const on = request[reminderSettingOf[kind]];
    if (on !== undefined) await setReminderKind(deps.pool, userId, kind, on);
  }
  return reminderSettingsOf(deps, userId);
}

/**
 * The kind and user a one-click unsubscribe token names, or a 400 that says the link is not valid: a forged token, or
 * one of another user's with a part changed, never reaches anybody's settings.
 */
export function unsubscribeTarget(deps: Pick<ReminderSettingsDeps, 'tokens'>, token: unknown): { userId: string; kind: ReminderKind } {
  const target = typeof token === 'string' ? deps.tokens.verify(token) : undefined;
  if (!target) throw badRequest(UNSUBSCRIBE_TOKEN_INVALID);
  return target;
}

/** One-click unsubscribe (RFC 8058): turns off exactly the kind the token names, for exactly its user. */
export async function unsubscribe(deps: Pick<ReminderSettingsDeps, 'pool' | 'tokens'>, token: unknown): Promise<ReminderKind> {
  const { userId, kind } = unsubscribeTarget(deps, token);
  await setReminderKind(deps.pool, userId, kind, false);
  return kind;
}

/** The link of a user's one-click unsubscribe from `kind`. */
export function unsubscribeUrlOf(deps: Pick<ReminderSettingsDeps, 'tokens' | 'siteUrl'>, userId: string, kind: ReminderKind): string | undefined {
  const token = deps.tokens.sign(userId, kind);
  if (!token) return undefined;
  const url = new URL('/api/public/unsubscribe', deps.siteUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

/** Who among `userIds` gets `kind` (it is on), each with their unsubscribe link; the service that decides asks this. */
export async function reminderRecipientsOf(deps: ReminderSettingsDeps, kind: ReminderKind, userIds: string[]): Promise<ReminderRecipients> {
  const users = await usersWithKindOn(deps.pool, kind, userIds);
  return {
    list: users.flatMap((user) => {
      const unsubscribeUrl = unsubscribeUrlOf(deps, user.id, kind);
      return unsubscribeUrl ? [{ ...user, unsubscribeUrl }] : [];
    }),
  };
}
