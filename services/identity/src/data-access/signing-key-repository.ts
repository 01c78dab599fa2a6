import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { withTransaction, type Pool } from '@tp/service-kit';

export interface SigningKey {
  kid: string;
  privateJwk: JWK;
  publicJwk: JWK;
}

/** Any number that no other advisory lock of this database uses. */
const KEY_GENERATION_LOCK = 4101_0001;

/**
 * The newest signing key, generated and stored on the very first start. Replicas starting together wait on an
 * advisory lock, so exactly one of them generates it and the others read it.
 */
export async function ensureSigningKey(pool: Pool): Promise<SigningKey> {
  return withTransaction(pool, async (db) => {
    await db.query('SELECT pg_advisory_xact_lock($1)', [KEY_GENERATION_LOCK]);
    const { rows } = await db.query<{ kid: string; private_jwk: JWK; public_jwk: JWK }>(
      'SELECT kid, private_jwk, public_jwk FROM signing_keys ORDER BY created_at DESC LIMIT 1',
    );
    if (rows[0]) return { kid: rows[0].kid, privateJwk: rows[0].private_jwk, publicJwk: rows[0].public_jwk };
    const kid = randomUUID();
    const { privateKey, publicKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
    const privateJwk = await exportJWK(privateKey);
    const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
    await db.query('INSERT INTO signing_keys (kid, private_jwk, public_jwk) VALUES ($1, $2, $3)', [kid, privateJwk, publicJwk]);
    return { kid, privateJwk, publicJwk };
  });
}

/** Every public key, for the JWKS document and for verifying tokens. */
export async function listPublicKeys(pool: Pool): Promise<JWK[]> {
  const { rows } = await pool.query<{ public_jwk: JWK }>('SELECT public_jwk FROM signing_keys ORDER BY created_at DESC');
  return rows.map((r) => r.public_jwk);
}
