import type { Logger } from '../logger';

/**
 * Work a service repeats every `intervalMs`, and once at start (an exam clock, an expiry check). One pass at a time
 * per process; a pass that fails is logged and the next one tries again. Every replica runs its own: the pass must be
 * safe side by side (claim rows with `FOR UPDATE SKIP LOCKED`). Stopping waits for the pass under way.
 */
export class PeriodicTask {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;

  constructor(
    private readonly pass: () => Promise<unknown>,
    private readonly options: { name: string; intervalMs: number; logger: Logger },
  ) {}

  start(): void {
    this.timer = setInterval(() => this.kick(), this.options.intervalMs);
    this.kick();
  }

  /** Runs a pass now, unless one is under way. */
  kick(): void {
    this.running ??= this.pass()
      .then(() => undefined)
      .catch((err) => this.options.logger.warn({ err: (err as Error).message }, `${this.options.name} failed; the next pass tries again`))
      .finally(() => (this.running = undefined));
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}
