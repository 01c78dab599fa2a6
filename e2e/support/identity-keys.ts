import pg from 'pg';
import { decodeJwt, decodeProtectedHeader, importJWK, SignJWT, type JWK, type JWTPayload } from 'jose';
import { inject } from 'vitest';
import { DATABASE_SERVER_URL } from '@tp/test-kit';

/** The signing key identity uses now, read from this run's identity database (identity signing-key-repository). */
export async function identitySigningKey(): Promise<{ kid: string; privateJwk: JWK }> {
  const url = new URL(DATABASE_SERVER_URL);
  url.pathname = `/${inject('databasePrefix')}_identity`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const { rows } = await client.query<{ kid: string; private_jwk: JWK }>('SELECT kid, private_jwk FROM signing_keys ORDER BY created_at DESC LIMIT 1');
    if (!rows[0]) throw new Error('identity has no signing key yet');
    return { kid: rows[0].kid, privateJwk: rows[0].private_jwk };
  } finally {
    await client.end();
  }
}

/**
 * A token signed with identity's own key, carrying every claim of `real` (a token identity issued) except the
 * times, which `times` sets: what identity would have issued at another moment.
 */
export async function resignedToken(real: string, times: { issuedAt: number; expiresAt: number }): Promise<string> {
  const { kid, privateJwk } = await identitySigningKey();
  const header = decodeProtectedHeader(real);
  if (header.kid !== kid) throw new Error(`the token was signed with key ${header.kid}, identity's newest is ${kid}`);
  const { iat: _iat, exp: _exp, ...claims } = decodeJwt(real) as JWTPayload & { iatMs?: number };
  return new SignJWT({ ...claims, iatMs: times.issuedAt * 1000 })
    .setProtectedHeader({ alg: header.alg!, kid, typ: header.typ })
    .setIssuedAt(times.issuedAt)
    .setExpirationTime(times.expiresAt)
    .sign(await importJWK(privateJwk, header.alg));
}
