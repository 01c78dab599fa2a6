import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import type { TokenUser } from '@tp/contracts';

/**
 * Signs tokens with a key of its own and publishes it as JWKS on loopback. Services other than identity verify
 * tokens exactly as in production (JWKS_URL); tests of Google sign-in use it as a stand-in for Google's keys.
 */
export async function startTokenIssuer(options: { issuer?: string; audience?: string } = {}) {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = randomUUID();
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const server: Server = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const jwksUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/.well-known/jwks.json`;

  return {
    jwksUrl,
    /** A platform access token, as identity would sign it. */
    tokenFor(user: Partial<TokenUser> & Pick<TokenUser, 'role'>, expiresIn = '1h') {
      const claims = { email: user.email ?? `${randomUUID()}@example.test`, name: user.name ?? 'Test User', role: user.role, isAdmin: user.isAdmin ?? false, iatMs: Date.now() };
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid })
        .setSubject(user.id ?? randomUUID())
        .setJti(randomUUID())
        .setIssuer(options.issuer ?? 'tp-identity')
        .setAudience(options.audience ?? 'tp-api')
        .setIssuedAt()
        .setExpirationTime(expiresIn)
        .sign(privateKey);
    },
    /** Any claims, for tokens that stand in for a third party's (e.g. a Google ID token). */
    sign(claims: Record<string, unknown>, { issuer, audience, expiresIn = '1h' }: { issuer: string; audience: string; expiresIn?: string }) {
      return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid }).setIssuer(issuer).setAudience(audience).setIssuedAt().setExpirationTime(expiresIn).sign(privateKey);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TokenIssuer = Awaited<ReturnType<typeof startTokenIssuer>>;
