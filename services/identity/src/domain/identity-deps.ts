import type { Logger, Redis } from '@tp/service-kit';
import type { IdentityConfig } from '../config';
import type { CodeDeps } from './email-codes';
import type { GoogleAccounts } from './google-accounts';
import type { PasswordHasher } from './password-hasher';
import type { TokenSigner } from './token-signer';

/** What identity's use cases are given: its own database, Redis, keys and settings, and the hashing and signing. */
export interface IdentityDeps extends CodeDeps {
  config: IdentityConfig;
  logger: Logger;
  redis: Redis;
  passwords: PasswordHasher;
  signer: TokenSigner;
  /** Present when GOOGLE_CLIENT_ID is set. */
  google?: GoogleAccounts;
}
