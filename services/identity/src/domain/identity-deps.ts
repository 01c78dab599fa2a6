import type { Logger, Redis } from '@tp/service-kit';
import type { IdentityConfig } from '../config';
import type { CodeDeps } from './email-codes';
import type { GoogleVerifier } from './google-verifier';
import type { TokenSigner } from './token-signer';

/** What identity's use cases are given: its own database, Redis, outbox relay, keys and settings. */
export interface IdentityDeps extends CodeDeps {
  config: IdentityConfig;
  logger: Logger;
  redis: Redis;
  signer: TokenSigner;
  /** Present when GOOGLE_CLIENT_ID is set. */
  google?: GoogleVerifier;
}
