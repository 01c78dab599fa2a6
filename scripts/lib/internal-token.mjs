// A service token for a call to a service's /internal API from a script or a test (the demo seed's mark-paid), in
// the format service-kit signs and checks (packages/service-kit/src/auth/internal-credentials.ts): HS256 over the
// deployment's INTERNAL_SECRET, `sub` the caller, `aud` the called service, one minute of life.
import { createHmac, randomBytes } from 'node:crypto';

const part = (/** @type {object} */ value) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * @param {string | undefined} secret
 * @param {{ caller: string, audience: string }} parties
 */
export function internalToken(secret, { caller, audience }) {
  if (!secret) throw new Error(`INTERNAL_SECRET is needed to call ${audience}'s /internal API.`);
  const now = Math.floor(Date.now() / 1000);
  const signed = `${part({ alg: 'HS256' })}.${part({ iss: 'tp-internal', sub: caller, aud: audience, iat: now, exp: now + 60 })}`;
  return `${signed}.${createHmac('sha256', secret).update(signed).digest('base64url')}`;
}

/** A fresh secret for a stack of this machine (npm start, tests, bench): 64 hex characters. */
export function newInternalSecret() {
  return randomBytes(32).toString('hex');
}
