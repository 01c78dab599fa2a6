import { reminderRecipients, type ReminderKind } from '@tp/contracts';
import { postInternal, type InternalCredentials } from '@tp/service-kit';
import type { ReminderDirectory, ReminderRecipient } from '../domain/reminder-types';

/** Asks identity who gets a reminder kind (POST /internal/reminder-recipients): it owns the switches and the addresses. */
export class IdentityClient implements ReminderDirectory {
  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs: number,
    private readonly credentials: InternalCredentials,
  ) {}

  async recipients(kind: ReminderKind, userIds: string[]): Promise<ReminderRecipient[]> {
    const answer = await postInternal(new URL('/internal/reminder-recipients', this.baseUrl), { kind, userIds }, reminderRecipients, {
      credentials: this.credentials,
      audience: 'identity',
      timeoutMs: this.timeoutMs,
      unavailable: 'Identity cannot say who gets reminders right now.',
    });
    return answer.list;
  }
}
