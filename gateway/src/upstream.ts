import { lookup } from 'node:dns/promises';
import { Agent, request } from 'node:http';
import { isIP } from 'node:net';
import type { Logger } from 'pino';

/**
 * One process of a service as the gateway sees it, in the order replicas are used:
 * - `up`: its /ready answers 200;
 * - `unready`: it answers, but not ready (stopping, its broker is away, its event loop held up): it may still serve,
 *   so it is used when no replica is up;
 * - `stalled`: it accepts connections but answered none of its last checks in time (a blocked event loop, a hung
 *   process): used only when no replica is up or unready, as a replica that is merely busy must not cut the service
 *   off;
 * - `down`: it refused a connection (dead, or not listening yet): never used; when every replica is down the client
 *   gets a 503 at once.
 * Any replica is `up` again as soon as its /ready answers 200.
 */
export interface Replica {
  /** `http://10.0.0.7:4105`: where requests go. */
  origin: string;
  hostname: string;
  port: number;
  /** Kept-alive connections to this replica for ordinary calls. */
  agent: Agent;
  /** Connections for long-lived answers (event streams), capped apart, so streams never take the calls' connections. */
  streamAgent: Agent;
  /** Calls sent and not yet finished: the next call goes to the replica with the fewest. */
  pending: number;
  /** Long-lived answers open; at most `maxStreams` each. */
  streams: number;
  /** Checks in a row (and calls) it answered nothing to in time; `failedChecksLimit` of them make it `stalled`. */
  failedChecks: number;
  state: 'up' | 'unready' | 'stalled' | 'down';
}

export interface UpstreamOptions {
  logger: Logger;
  /** How often each replica's /ready is asked, and host names are resolved again. */
  checkIntervalMs: number;
  /** A check not answered within this has failed. */
  checkTimeoutMs: number;
  /** Failed checks in a row (or calls not answered in time) that make a replica `stalled`. */
  failedChecksLimit: number;
  /** Long-lived answers (event streams) open at once on one replica; more are refused, never queued. */
  maxStreams: number;
  /** Every address of a host name (tests give their own). */
  lookup?: (hostname: string) => Promise<{ address: string; family: number }[]>;
}

const lookupAll = (hostname: string) => lookup(hostname, { all: true });

/** A host name to resolve to every replica's address (compose, a headless Kubernetes Service); not an IP or localhost. */
const isResolvable = (hostname: string) => isIP(hostname) === 0 && hostname !== 'localhost';

/**
 * A service's replicas: the URLs it was given (`EXERCISE_URL=http://127.0.0.1:4105,http://127.0.0.1:4205`), each
 * host name expanded to all its addresses (`http://exercise:4105` with three containers behind the name is three
 * replicas). Requests are balanced over the replicas that are up, least pending first; a replica that refuses a
 * connection is out until its /ready answers again; one that stops answering its checks is out after a few of them.
 */
export class Upstream {
  private replicas: Replica[] = [];
  private timer?: NodeJS.Timeout;
  private next = 0;

  constructor(
    readonly service: string,
    private readonly targets: URL[],
    private readonly options: UpstreamOptions,
  ) {
    this.replicas = targets.filter((t) => !isResolvable(t.hostname)).map((t) => this.replica(t.hostname, t));
  }

  /** Resolves host names, then checks every replica each interval. */
  async start(): Promise<void> {
    await this.refresh();
    this.timer = setInterval(() => void this.refresh(), this.options.checkIntervalMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    for (const replica of this.replicas) destroyAgents(replica);
  }

  /** Every replica and its state (tests, logs). */
  list(): readonly Replica[] {
    return this.replicas;
  }

  /**
   * The replica for the next call, not one of `tried`: among the best state present (up, else unready, else
   * stalled) the one with the fewest calls pending, taking turns on a tie; none when every other replica is down, so
   * the caller answers at once instead of waiting on a dead address.
   */
  pick(tried: ReadonlySet<Replica> = new Set()): Replica | undefined {
    const pool = this.usable(tried);
    if (pool.length === 0) return undefined;
    this.next = (this.next + 1) % pool.length;
    let best = pool[this.next];
    for (const replica of pool) if (replica.pending < best.pending) best = replica;
    return best;
  }

  /**
   * The replica for a long-lived answer (an event stream): as `pick`, among the replicas with room for one more
   * stream, the one with the fewest; `full` when every usable replica has `maxStreams` open.
   */
  pickForStream(tried: ReadonlySet<Replica> = new Set()): Replica | 'full' | undefined {
    const pool = this.usable(tried);
    if (pool.length === 0) return undefined;
    const withRoom = pool.filter((r) => r.streams < this.options.maxStreams);
    if (withRoom.length === 0) return 'full';
    return withRoom.reduce((best, replica) => (replica.streams < best.streams ? replica : best));
  }

  /** A connection to `replica` was refused or timed out: no request goes there until its check answers again. */
  markDown(replica: Replica, reason: string): void {
    if (replica.state !== 'down') this.options.logger.warn({ service: this.service, replica: replica.origin, reason }, 'replica taken out');
    replica.state = 'down';
  }

  /** `replica` took a call and answered nothing in time: it counts as a failed check. */
  noAnswer(replica: Replica): void {
    this.failedCheck(replica, 'a call got no answer in time');
  }

  /** The replicas not tried yet in the best state present: up, else unready, else stalled; never down. */
  private usable(tried: ReadonlySet<Replica>): Replica[] {
    const candidates = this.replicas.filter((r) => !tried.has(r));
    for (const state of ['up', 'unready', 'stalled'] as const) {
      const pool = candidates.filter((r) => r.state === state);
      if (pool.length) return pool;
    }
    return [];
  }

  private failedCheck(replica: Replica, reason: string): void {
    replica.failedChecks++;
    // From down too: a replica that accepts connections again but answers nothing is stalled, not dead.
    if (replica.failedChecks < this.options.failedChecksLimit || replica.state === 'stalled') return;
    this.options.logger.warn({ service: this.service, replica: replica.origin, reason, failedChecks: replica.failedChecks }, 'replica taken out: it answers nothing');
    replica.state = 'stalled';
  }

  private replica(address: string, target: URL): Replica {
    const port = Number(target.port || 80);
    const host = isIP(address) === 6 ? `[${address}]` : address;
    // An idle connection is closed after 30 s, before the service would close it (65 s, service-kit run-service).
    const agent = new Agent({ keepAlive: true, maxSockets: 256, timeout: 30_000 });
    // Never more sockets than streams allowed: a stream over the cap is refused before it would wait for one.
    const streamAgent = new Agent({ keepAlive: true, maxSockets: this.options.maxStreams, maxFreeSockets: 8, timeout: 30_000 });
    // Optimistic until the first check: a gateway started beside its services sends at once.
    return { origin: `${target.protocol}//${host}:${port}`, hostname: address, port, agent, streamAgent, pending: 0, streams: 0, failedChecks: 0, state: 'up' };
  }

  private async refresh(): Promise<void> {
    const resolved = await Promise.all(this.targets.map(async (target) => {
      if (!isResolvable(target.hostname)) return [{ address: target.hostname, target }];
      try {
        return (await (this.options.lookup ?? lookupAll)(target.hostname)).map(({ address }) => ({ address, target }));
      } catch {
        return []; // no replica under that name right now (scaled to zero, or DNS is away): the next pass looks again
      }
    }));
    const wanted = resolved.flat();
    const keep = new Map(this.replicas.map((r) => [`${r.hostname}:${r.port}`, r]));
    const replicas = wanted.map(({ address, target }) => keep.get(`${address}:${Number(target.port || 80)}`) ?? this.replica(address, target));
    for (const gone of this.replicas.filter((r) => !replicas.includes(r))) destroyAgents(gone);
    this.replicas = replicas;
    await Promise.all(replicas.map((replica) => this.check(replica)));
  }

  /**
   * Asks the replica's /ready. A refused connection is down at once; an answer other than 200 is unready; a check
   * not answered in time (or cut off) is a failed check, and `failedChecksLimit` in a row make the replica stalled.
   * A 200 brings any replica back.
   */
  private async check(replica: Replica): Promise<void> {
    const answer = await new Promise<number | 'refused' | 'no answer'>((resolve) => {
      // A connection of its own: the calls' kept-alive connections are left to the calls.
      const req = request({ host: replica.hostname, port: replica.port, path: '/ready', agent: false }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      const timer = setTimeout(() => {
        resolve('no answer');
        req.destroy();
      }, this.options.checkTimeoutMs);
      req.on('close', () => clearTimeout(timer));
      req.on('error', (err: NodeJS.ErrnoException) => resolve(REFUSED.has(err.code ?? '') ? 'refused' : 'no answer'));
      req.end();
    });
    if (answer === 'no answer') return this.failedCheck(replica, 'its check got no answer in time');
    replica.failedChecks = 0;
    const state = answer === 200 ? 'up' : answer === 'refused' ? 'down' : 'unready';
    if (state !== replica.state) this.options.logger.info({ service: this.service, replica: replica.origin, state, status: answer }, 'replica state');
    replica.state = state;
  }
}

/** Nothing listens at the address: the replica is dead or not started, not busy. */
const REFUSED = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH']);

function destroyAgents(replica: Replica): void {
  replica.agent.destroy();
  replica.streamAgent.destroy();
}
