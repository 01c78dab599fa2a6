import { lookup } from 'node:dns/promises';
import { Agent, request } from 'node:http';
import { isIP } from 'node:net';
import type { Logger } from 'pino';

/**
 * One process of a service as the gateway sees it. `up`: its /ready answers 200; `unready`: it answers, but not
 * ready (stopping, or its broker is away: it may still serve, so it is used when no replica is up); `down`: it
 * refused a connection or did not answer its check.
 */
export interface Replica {
  /** `http://10.0.0.7:4105`: where requests go. */
  origin: string;
  hostname: string;
  port: number;
  /** Kept-alive connections to this replica only. */
  agent: Agent;
  /** Requests sent and not yet finished: the next request goes to the replica with the fewest. */
  pending: number;
  state: 'up' | 'unready' | 'down';
}

export interface UpstreamOptions {
  logger: Logger;
  /** How often each replica's /ready is asked, and host names are resolved again. */
  checkIntervalMs: number;
  /** A check not answered within this tells nothing: the replica keeps its state. */
  checkTimeoutMs: number;
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
 * connection is out until its /ready answers again.
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
    for (const replica of this.replicas) replica.agent.destroy();
  }

  /** Every replica and its state (tests, logs). */
  list(): readonly Replica[] {
    return this.replicas;
  }

  /**
   * The replica for the next request, not one of `tried`: among those up the one with the fewest requests pending
   * (taking turns on a tie), else one that answers but is not ready; none when every other replica is down, so the
   * caller answers at once instead of waiting on a dead address.
   */
  pick(tried: ReadonlySet<Replica> = new Set()): Replica | undefined {
    const candidates = this.replicas.filter((r) => !tried.has(r));
    const usable = candidates.filter((r) => r.state === 'up');
    const pool = usable.length ? usable : candidates.filter((r) => r.state === 'unready');
    if (pool.length === 0) return undefined;
    this.next = (this.next + 1) % pool.length;
    let best = pool[this.next];
    for (const replica of pool) if (replica.pending < best.pending) best = replica;
    return best;
  }

  /** A connection to `replica` was refused or timed out: no request goes there until its check answers again. */
  markDown(replica: Replica, reason: string): void {
    if (replica.state !== 'down') this.options.logger.warn({ service: this.service, replica: replica.origin, reason }, 'replica taken out');
    replica.state = 'down';
  }

  private replica(address: string, target: URL): Replica {
    const port = Number(target.port || 80);
    const host = isIP(address) === 6 ? `[${address}]` : address;
    // An idle connection is closed after 30 s, before the service would close it (65 s, service-kit run-service).
    const agent = new Agent({ keepAlive: true, maxSockets: 256, timeout: 30_000 });
    // Optimistic until the first check: a gateway started beside its services sends at once.
    return { origin: `${target.protocol}//${host}:${port}`, hostname: address, port, agent, pending: 0, state: 'up' };
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
    for (const gone of this.replicas.filter((r) => !replicas.includes(r))) gone.agent.destroy();
    this.replicas = replicas;
    await Promise.all(replicas.map((replica) => this.check(replica)));
  }

  /**
   * Asks the replica's /ready. A refused or failed connection is down; an answer other than 200 is unready. A check
   * that takes too long says nothing new (a busy replica is slow, not gone): its state stays as it was.
   */
  private async check(replica: Replica): Promise<void> {
    const answer = await new Promise<number | 'refused' | 'slow'>((resolve) => {
      // A connection of its own: the calls' kept-alive connections are left to the calls.
      const req = request({ host: replica.hostname, port: replica.port, path: '/ready', agent: false }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      const timer = setTimeout(() => {
        resolve('slow');
        req.destroy();
      }, this.options.checkTimeoutMs);
      req.on('close', () => clearTimeout(timer));
      req.on('error', () => resolve('refused'));
      req.end();
    });
    if (answer === 'slow') return;
    const state = answer === 200 ? 'up' : answer === 'refused' ? 'down' : 'unready';
    if (state !== replica.state) this.options.logger.info({ service: this.service, replica: replica.origin, state, status: answer }, 'replica state');
    replica.state = state;
  }
}
