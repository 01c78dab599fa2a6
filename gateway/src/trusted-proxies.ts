import { isIP } from 'node:net';
import { z } from 'zod';

/** proxy-addr's names for address ranges, as Express's `trust proxy` accepts them. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An IP address, a CIDR (address/prefix length) or a range name. */
function isProxyAddress(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUSTED_PROXIES: the proxies whose X-Forwarded-For the gateway believes, as Express's `trust proxy` list. The
 * client is then the last address in the header that is not one of them; a header from anyone else is ignored, so
 * no client can pick the address it is counted under. Empty: trust nobody.
 */
export const trustedProxiesSchema = z
  .string()
  .optional()
  .transform((value) => (value ?? '').split(',').map((entry) => entry.trim()).filter(Boolean))
  .refine((entries) => entries.every(isProxyAddress), { message: 'TRUSTED_PROXIES must list IP addresses, CIDRs (10.0.0.0/8) or loopback, linklocal, uniquelocal, separated by commas' });
