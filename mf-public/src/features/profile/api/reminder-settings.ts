import { reminderSettings, type ReminderSettings, type UpdateReminderSettingsRequest } from '@tp/contracts/reminders';
import { apiGet, request } from '@tp/web-kit/api-client';

/** GET /api/user/getReminderSettings: which reminder e-mails the signed-in user gets. */
export async function fetchReminderSettings(signal?: AbortSignal): Promise<ReminderSettings> {
  return reminderSettings.parse(await apiGet('/user/getReminderSettings', undefined, signal));
}

/** POST /api/user/updateReminderSettings: sets the switches given; answers every switch as stored, and a message. */
export async function updateReminderSettings(body: UpdateReminderSettingsRequest): Promise<{ settings: ReminderSettings; msg: string }> {
  const { result, msg } = await request({ method: 'POST', path: '/user/updateReminderSettings', body });
  return { settings: reminderSettings.parse(result), msg };
}
