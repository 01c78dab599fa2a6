import type { Redis } from 'ioredis';

/**
 * Failed guesses (a wrong password or code) counted in Redis, per key (an address, an e-mail), in fixed windows.
 * An attempt still being answered is held as "pending" and counts against the limit as if it had failed, until its
 * answer is known: so a guesser sending many attempts at once gets no more than the limit answered, and successes
 * (which never count) are only ever delayed, never refused, by attempts in flight.
 */

/** One key's limit: at most `points` failures per `windowMs`; `clearOnSuccess` empties it when an attempt succeeds. */
export interface CountedKey {
  key: string;
  points: number;
  windowMs: number;
  clearOnSuccess: boolean;
}

export type Admission =
  | { kind: 'admitted' }
  /** `index` of the key over its limit, and how long until its window ends. */
  | { kind: 'over'; index: number; msBeforeNext: number }
  /** Under the limit only if attempts in flight succeed: wait for them. */
  | { kind: 'busy' };

/** A failure counts; a success clears what it may; 'none' (the service could not answer) only ends the pending mark. */
export type Outcome = 'failure' | 'success' | 'none';

/** While attempts wait, their address's line looks again this often (attempts settled by another replica wake nobody here). */
const POLL_MS = 250;

/** How long a pending mark outlives a gateway that died before settling it (longer than the proxy's 60 s timeout). */
const PENDING_TTL_MS = 70_000;

// KEYS: failures and pending key of each counted key, in pairs. ARGV: the limit of each pair, then the pending TTL.
// Every check is made before anything is marked, so a refused attempt marks nothing.
const ADMIT = `
local pairs = #KEYS / 2
for i = 1, pairs do
  local failures = tonumber(redis.call('GET', KEYS[2 * i - 1]) or '0')
  if failures >= tonumber(ARGV[i]) then
    return {'over', i - 1, redis.call('PTTL', KEYS[2 * i - 1])}
  end
end
for i = 1, pairs do
  local failures = tonumber(redis.call('GET', KEYS[2 * i - 1]) or '0')
  local pending = tonumber(redis.call('GET', KEYS[2 * i]) or '0')
  if failures + pending >= tonumber(ARGV[i]) then return {'busy'} end
end
for i = 1, pairs do
  redis.call('INCR', KEYS[2 * i])
  redis.call('PEXPIRE', KEYS[2 * i], ARGV[pairs + 1])
end
return {'admitted'}
`;

// KEYS as ADMIT. ARGV: the outcome, then per pair its window (ms) and whether a success clears it ('1'/'0').
// The pending mark is turned into a failure (or dropped) in one step, so no attempt slips in between.
const SETTLE = `
local pairs = #KEYS / 2
local outcome = ARGV[1]
for i = 1, pairs do
  local failures, pending = KEYS[2 * i - 1], KEYS[2 * i]
  if redis.call('DECR', pending) <= 0 then redis.call('DEL', pending) end
  if outcome == 'failure' then
    if redis.call('INCR', failures) == 1 then redis.call('PEXPIRE', failures, ARGV[2 * i]) end
  elseif outcome == 'success' and ARGV[2 * i + 1] == '1' then
    redis.call('DEL', failures)
  end
end
return 1
`;

type ScriptRedis = Redis & {
  failureAdmit(...args: (string | number)[]): Promise<[string, number?, number?]>;
  failureSettle(...args: (string | number)[]): Promise<number>;
};

interface Waiting {
  keys: readonly CountedKey[];
  /** Answered already (admitted, refused, timed out, or its client left). */
  answered: boolean;
  done: (admission: Admission) => void;
  fail: (err: unknown) => void;
}

export class FailureCounter {
  private readonly redis: ScriptRedis;
  /** Attempts of this gateway waiting for attempts in flight, per address (the first key), in arrival order. */
  private readonly lines = new Map<string, Waiting[]>();
  private readonly pumping = new Set<string>();
  private readonly polls = new Map<string, NodeJS.Timeout>();

  constructor(redis: Redis, private readonly prefix: string) {
    redis.defineCommand('failureAdmit', { lua: ADMIT });
    redis.defineCommand('failureSettle', { lua: SETTLE });
    this.redis = redis as ScriptRedis;
  }

  private keysOf(keys: readonly CountedKey[]): string[] {
    return keys.flatMap(({ key }) => [`${this.prefix}:fail:${key}`, `${this.prefix}:pending:${key}`]);
  }

  /** Marks an attempt pending on every key, or says which key is over its limit, or that attempts in flight decide. */
  async admit(keys: readonly CountedKey[]): Promise<Admission> {
    const names = this.keysOf(keys);
    const [kind, index, ttl] = await this.redis.failureAdmit(names.length, ...names, ...keys.map((k) => k.points), PENDING_TTL_MS);
    if (kind === 'over') return { kind, index: Number(index), msBeforeNext: Math.max(Number(ttl), 0) };
    return kind === 'busy' ? { kind } : { kind: 'admitted' };
  }

  /**
   * Admits an attempt in its turn: attempts from one address (the first key) are taken in arrival order, each once
   * those before it are admitted or refused, so none waits behind later ones. 'busy' after `maxWaitMs`, or when
   * `signal` aborts (the client left).
   */
  admitInTurn(keys: readonly CountedKey[], maxWaitMs: number, signal: AbortSignal): Promise<Admission> {
    const line = keys[0].key;
    return new Promise((resolve, reject) => {
      const leave = () => {
        entry.answered = true;
        clearTimeout(timer);
        const queue = this.lines.get(line) ?? [];
        if (queue.includes(entry)) queue.splice(queue.indexOf(entry), 1);
      };
      const entry: Waiting = { keys, answered: false, done: (admission) => (leave(), resolve(admission)), fail: (err) => (leave(), reject(err)) };
      const timer = setTimeout(() => entry.done({ kind: 'busy' }), maxWaitMs);
      signal.addEventListener('abort', () => entry.done({ kind: 'busy' }), { once: true });
      this.lines.set(line, [...(this.lines.get(line) ?? []), entry]);
      void this.pump(line);
    });
  }

  /** Admits the address's waiting attempts from the first, until one must wait for attempts in flight. */
  private async pump(line: string): Promise<void> {
    if (this.pumping.has(line)) return;
    this.pumping.add(line);
    try {
      for (let head = this.lines.get(line)?.[0]; head; head = this.lines.get(line)?.[0]) {
        const admission = await this.admit(head.keys).catch((err: unknown) => {
          head?.fail(err);
          return undefined;
        });
        if (admission?.kind === 'busy') break;
        // Its client left (or its time ran out) while it was being admitted: the mark just made is dropped.
        if (admission?.kind === 'admitted' && head.answered) void this.settle(head.keys, 'none').catch(() => undefined);
        else if (admission) head.done(admission);
      }
    } finally {
      this.pumping.delete(line);
      this.pollWhileWaiting(line);
    }
  }

  private pollWhileWaiting(line: string): void {
    const waiting = (this.lines.get(line)?.length ?? 0) > 0;
    if (!waiting) {
      this.lines.delete(line);
      clearTimeout(this.polls.get(line));
      this.polls.delete(line);
    } else if (!this.polls.has(line)) {
      this.polls.set(line, setTimeout(() => (this.polls.delete(line), void this.pump(line)), POLL_MS));
    }
  }

  /** The answer of an admitted attempt: a failure counts on every key, a success clears the keys that allow it. */
  async settle(keys: readonly CountedKey[], outcome: Outcome): Promise<void> {
    const names = this.keysOf(keys);
    const perKey = keys.flatMap((k) => [k.windowMs, k.clearOnSuccess ? '1' : '0']);
    await this.redis.failureSettle(names.length, ...names, outcome, ...perKey);
    // One attempt of this address ended: the next waiting one may go now.
    void this.pump(keys[0].key);
  }
}
