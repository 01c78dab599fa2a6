import type { JWK } from 'jose';
import type { Logger, Redis } from '@tp/service-kit';
import type { IdentityConfig } from '../config';
import type { CodeDeps } from './email-codes';
import type { GoogleVerifier } from './google-verifier';
import type { TokenSigner } from './token-signer';

/** What identity's use cases are given: its own database, Redis, keys and settings. */
export interface IdentityDeps extends CodeDeps {
  config: IdentityConfig;
  logger: Logger;
  redis: Redis;
  signer: TokenSigner;
  /** Every public key: the JWKS document, and what identity checks tokens with. */
  publicKeys: JWK[];
  /** Present when GOOGLE_CLIENT_ID is set. */
  google?: GoogleVerifier;
}
