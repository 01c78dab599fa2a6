import { expect, test } from 'vitest';
import { loadConfig } from '@tp/service-kit';
import { mailConfigSchema } from '../src/config';

test('SMTP_URL left empty (docker compose passes "${SMTP_URL:-}") means no SMTP: e-mails go to the log', () => {
  const config = loadConfig(mailConfigSchema, { SMTP_URL: '', MAIL_FROM: '' });
  expect(config.SMTP_URL).toBeUndefined();
  expect(config.MAIL_FROM).toBe('Tutoring Platform <no-reply@tutor.local>');
});

test('an SMTP_URL that is set but not a URL stops the start', () => {
  expect(() => loadConfig(mailConfigSchema, { SMTP_URL: 'mail.example.com' })).toThrow(/SMTP_URL/);
});
