import type { Logger } from 'pino';
import type { InternalUserPage } from '@tp/contracts';
import { applyUserChange, withTransaction, type Pool } from '@tp/service-kit';
import { isUserCopyFilled, markUserCopyFilled } from '../data-access/user-copy-repository';

/** Identity's list of users, read a page at a time. */
export interface UserDirectory {
  /** The users whose id sorts after `after` (from the first when undefined); an empty list is the end. */
  usersAfter(after?: string): Promise<InternalUserPage>;
}

export interface UserCopyFillOptions {
  pool: Pool;
  identity: UserDirectory;
  logger: Logger;
  /** Pause before trying again when identity cannot answer (it may be starting too). */
  retryMs: number;
}

/**
 * Mail keeps a copy of the users (groups name users; a send needs their current addresses) from identity's user
 * events, but users announced before mail kept it never reach it that way. So once, at the first start, mail reads
 * identity's whole list, a page at a time; each page counts as of the moment identity read it, so an event that
 * happened later still wins. Until identity answers, mail keeps trying in the background and serves meanwhile.
 */
export class UserCopyFiller {
  private timer?: NodeJS.Timeout;
  private stopped = false;
  private running?: Promise<void>;

  constructor(private readonly options: UserCopyFillOptions) {}

  start() {
    this.running = this.attempt();
  }

  /** Resolves once the attempt under way (if any) has ended. */
  async settled() {
    await this.running;
  }

  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private async attempt(): Promise<void> {
    try {
      const copied = await this.fill();
      if (copied !== undefined) this.options.logger.info({ users: copied }, 'copy of the users filled from identity');
    } catch (err) {
      this.options.logger.warn({ err: (err as Error).message }, 'could not fill the copy of the users from identity yet; will try again');
      if (!this.stopped) this.timer = setTimeout(() => (this.running = this.attempt()), this.options.retryMs);
    }
  }

  /** The users copied, or undefined when the copy was filled before (or the fill was stopped half-way). */
  private async fill(): Promise<number | undefined> {
    const { pool, identity } = this.options;
    if (await isUserCopyFilled(pool)) return undefined;
    let copied = 0;
    for (let after: string | undefined; !this.stopped; ) {
      const page = await identity.usersAfter(after);
      if (page.list.length === 0) {
        await markUserCopyFilled(pool);
        return copied;
      }
      await withTransaction(pool, async (db) => {
        for (const user of page.list) await applyUserChange(db, user, page.asOf);
      });
      copied += page.list.length;
      after = page.list.at(-1)!.id;
    }
    return undefined;
  }
}
