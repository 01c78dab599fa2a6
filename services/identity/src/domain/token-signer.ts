import type { UserRow } from './user';

/** Signs the platform's access tokens, which every service checks with identity's published keys. */
export interface TokenSigner {
  sign(user: Pick<UserRow, 'id' | 'email' | 'name' | 'role' | 'is_admin'>): Promise<string>;
}
