import { useEffect, useState } from 'react';
import type { ReminderSettings } from '@tp/contracts/reminders';
import type { Role } from '@tp/contracts/roles';
import { errorMessage } from '@tp/web-kit/api-error';
import { useApi } from '@tp/web-kit/use-api';
import { Card } from '@tp/web-kit/ui/card';
import { message } from '@tp/web-kit/ui/message';
import { Switch } from '@tp/web-kit/ui/switch';
import { fetchReminderSettings, updateReminderSettings } from '../api/reminder-settings';
import { useProfileTexts } from './profile-texts';

/** The reminder e-mails each role gets: students about their homework, parents the weekly digest. */
const SWITCHES: Partial<Record<Role, (keyof ReminderSettings)[]>> = {
  Student: ['dueSoon', 'overdue'],
  Parent: ['weeklyDigest'],
};

/**
 * The profile's reminder switches, each saved as it is flipped (no code needed: turning an e-mail off is what every
 * e-mail's unsubscribe link does too). Kept apart from the profile form, whose save needs the e-mailed code.
 */
export function ReminderSwitches({ role }: { role: Role }) {
  const t = useProfileTexts();
  const switches = SWITCHES[role];
  const { data, error } = useApi((signal) => (switches ? fetchReminderSettings(signal) : Promise.resolve(undefined)), [role]);
  const [settings, setSettings] = useState<ReminderSettings>();
  const [saving, setSaving] = useState<keyof ReminderSettings>();
  useEffect(() => setSettings(data ?? undefined), [data]);
  if (!switches) return null;

  const flip = async (field: keyof ReminderSettings, on: boolean) => {
    setSaving(field);
    try {
      const { settings: stored, msg } = await updateReminderSettings({ [field]: on });
      setSettings(stored);
      message.success(msg);
    } catch (failure) {
      message.error(errorMessage(failure, t('remindersNotSaved')));
    } finally {
      setSaving(undefined);
    }
  };

  return (
    <Card className="tp-profile-reminders">
      <h2 className="tp-profile-section">{t('reminders')}</h2>
      {error ? <p>{errorMessage(error, t('remindersNotLoaded'))}</p> : null}
      {switches.map((field) => (
        <label key={field} className="tp-profile-switch">
          <Switch
            aria-label={t(field)}
            checked={settings?.[field] ?? false}
            disabled={!settings || saving !== undefined}
            loading={saving === field}
            onChange={(on) => void flip(field, on)}
          />
          <span>{t(field)}</span>
        </label>
      ))}
    </Card>
  );
}
