import { internalUserPage, type InternalUserPage } from '@tp/contracts';
import { getInternal, type InternalCredentials } from '@tp/service-kit';
import type { UserDirectory } from '../domain/user-copy-fill';

/** Asks identity for its users, a page at a time (to fill the copy of the users once). */
export class IdentityClient implements UserDirectory {
  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs: number,
    private readonly credentials: InternalCredentials,
  ) {}

  /** The users whose id sorts after `after` (from the first when undefined); an empty list is the end. */
  async usersAfter(after?: string): Promise<InternalUserPage> {
    const url = new URL('/internal/users', this.baseUrl);
    if (after) url.searchParams.set('after', after);
    return getInternal(url, internalUserPage, {
      credentials: this.credentials,
      audience: 'identity',
      timeoutMs: this.timeoutMs,
      unavailable: 'Identity cannot list the users right now.',
    });
  }
}
