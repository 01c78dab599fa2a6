import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest';
import { createIsolation, REDIS_URL } from '@tp/test-kit';
import { createRedis, type Redis } from '../src/index';
import { SlidingWindowRate } from '../src/sliding-window-rate';

const iso = createIsolation();
let redis: Redis;
const T = Date.UTC(2030, 0, 1, 9, 0, 0);
const SECOND = 1000;

beforeAll(() => {
  redis = createRedis(REDIS_URL, `${iso.runId}:`);
  // Only the clock is pretend: the counting is Redis's, for real.
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => vi.setSystemTime(T));
afterAll(async () => {
  vi.useRealTimers();
  redis.disconnect();
  await iso.cleanup();
});

const at = (ms: number) => vi.setSystemTime(T + ms);
const rate = () => new SlidingWindowRate(redis, `rate-test:${Math.random().toString(36).slice(2)}:`, [{ limit: 5, seconds: 60 }, { limit: 30, seconds: 3600 }]);

test('the 6th action within a minute is refused with the seconds until the first frees; a refused one takes no slot', async () => {
  const limited = rate();
  for (let i = 0; i < 5; i++) {
    at(i * SECOND);
    expect(await limited.take('teacher-1')).toEqual({ allowed: true });
  }

  at(10 * SECOND);
  expect(await limited.take('teacher-1')).toEqual({ allowed: false, retryAfterSeconds: 50 });

  at(60 * SECOND + 1);
  expect(await limited.take('teacher-1')).toEqual({ allowed: true });
  expect(await limited.take('teacher-1')).toEqual({ allowed: false, retryAfterSeconds: 1 });
});

test('the hour window counts actions the minute window has forgotten', async () => {
  const limited = rate();
  for (let i = 0; i < 30; i++) {
    at(i * 61 * SECOND);
    expect(await limited.take('teacher-1'), `action ${i + 1}`).toEqual({ allowed: true });
  }

  at(30 * 61 * SECOND);
  expect(await limited.take('teacher-1')).toEqual({ allowed: false, retryAfterSeconds: 3600 - 30 * 61 });
});

test('each subject is counted apart', async () => {
  const limited = rate();
  for (let i = 0; i < 5; i++) await limited.take('teacher-1');

  expect(await limited.take('teacher-1')).toMatchObject({ allowed: false });
  expect(await limited.take('teacher-2')).toEqual({ allowed: true });
});
