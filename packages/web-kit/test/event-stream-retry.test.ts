import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { openEventStream, retryWait } from '@tp/web-kit/event-stream';
import { fail, startFakeApi } from './support/fake-api-server';

let api: Awaited<ReturnType<typeof startFakeApi>>;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.reset();
  localStorage.clear();
});


/** Resolves once `probe` holds (checked every 10 ms), or fails after `timeoutMs`. */
async function until(probe: () => boolean, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!probe()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A stream whose path answers `status` with `msg` every time; when each try arrived, and what the handlers heard. */
function streamAnswered(status: number, msg: string, path = '/teacher/examMonitorStream') {
  const tries: number[] = [];
  api.answer('GET', `/api${path}`, () => (tries.push(Date.now()), fail(status, msg)));
  const heard = { busy: [] as string[], refused: [] as string[], states: [] as string[] };
  const close = openEventStream(path, { classID: 'c1', hwID: 'h1' }, {
    onEvent: () => undefined,
    onBusy: (message) => heard.busy.push(message),
    onRefused: (error) => heard.refused.push(error.msg),
    onState: (state) => heard.states.push(state),
  }, { retryMs: 40, maxRetryMs: 10_000 });
  return { tries, heard, close };
}

const gaps = (times: number[]) => times.slice(1).map((time, i) => time - times[i]);

describe('a stream the server has no room for', () => {
  test.each([
    [429, 'You have too many live monitors open; close one and try again.'],
    [503, 'The live monitor is busy right now; the page tries again shortly.'],
  ])('answered %i: the server\'s message is given and the stream is tried again, waiting twice as long each time', async (status, msg) => {
    const server = streamAnswered(status, msg);
    try {
      await until(() => server.tries.length >= 5, 'five tries');

      expect(server.heard.refused).toEqual([]);
      expect(new Set(server.heard.busy)).toEqual(new Set([msg]));
      // Waits of 40, 80, 160 and 320 ms, each spread down to three quarters at most.
      gaps(server.tries).forEach((gap, i) => expect(gap, `wait ${i + 1}`).toBeGreaterThanOrEqual(0.75 * 40 * 2 ** i - 2));
    } finally {
      server.close();
    }
  });

  test('a refusal (403) is still final: its message, and no other try', async () => {
    const server = streamAnswered(403, 'You may only watch your own classes.');
    const clock = streamAnswered(429, 'Busy.', '/teacher/otherStream'); // its tries measure the time
    try {
      await until(() => server.heard.refused.length === 1 && clock.tries.length >= 4, 'the refusal and three waits of the other stream');

      expect(server.tries).toHaveLength(1);
      expect(server.heard).toEqual({ busy: [], refused: ['You may only watch your own classes.'], states: [] });
    } finally {
      server.close();
      clock.close();
    }
  });
});

describe('retryWait', () => {
  test('doubles with each failed try from the base wait, never past the longest, spread between three quarters and all of it', () => {
    const most = () => 1;
    const least = () => 0;

    expect([0, 1, 2, 3, 4].map((failures) => retryWait(failures, 3_000, 60_000, most))).toEqual([3_000, 3_000, 6_000, 12_000, 24_000]);
    expect([6, 50, 10_000].map((failures) => retryWait(failures, 3_000, 60_000, most))).toEqual([60_000, 60_000, 60_000]);
    expect(retryWait(3, 3_000, 60_000, least)).toBe(9_000);
  });
});
