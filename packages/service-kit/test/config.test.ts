import { expect, test } from 'vitest';
import { z } from 'zod';
import { baseConfigSchema, loadConfig } from '../src/index';

const schema = baseConfigSchema.extend({ SMTP_URL: z.string().url().optional(), FEATURE_KEY: z.string().min(1).optional() });

test('empty and blank variables count as unset: defaults apply and optional settings stay off', () => {
  const config = loadConfig(schema, { SERVICE_NAME: 'probe', REDIS_URL: '', LOG_LEVEL: '  ', SMTP_URL: '', FEATURE_KEY: '' });

  expect(config.REDIS_URL).toBe('redis://127.0.0.1:6379');
  expect(config.LOG_LEVEL).toBe('info');
  expect(config.SMTP_URL).toBeUndefined();
  expect(config.FEATURE_KEY).toBeUndefined();
});

test('a variable that is set but wrong still stops the start, with every problem named', () => {
  expect(() => loadConfig(schema, { SERVICE_NAME: 'probe', SMTP_URL: 'not a url', PORT: '-1' })).toThrow(/Invalid configuration: .*PORT: .*SMTP_URL: /);
});

test('a required variable left empty is reported as missing', () => {
  expect(() => loadConfig(schema, { SERVICE_NAME: '' })).toThrow(/SERVICE_NAME/);
});
