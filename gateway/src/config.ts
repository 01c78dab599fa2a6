import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { defaultUrl, SERVICES, type ServiceUrlEnv } from '@tp/service-registry';
import { trustedProxiesSchema } from './trusted-proxies';
import { webOriginsSchema } from './web-origins';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Each registered service's URL (IDENTITY_URL, ...), by default where `npm start` runs it. */
const serviceUrls = Object.fromEntries(SERVICES.map((s) => [s.urlEnv, z.string().url().default(defaultUrl(s.name))])) as Record<ServiceUrlEnv, z.ZodDefault<z.ZodString>>;

export const gatewayConfigSchema = z.object({
  GATEWAY_PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  GATEWAY_HOST: z.string().default('0.0.0.0'),
  ...serviceUrls,
  /** Folder holding shell/dist and each mf-NAME/dist (the repository root in a checkout). */
  WEB_ROOT: z.string().default(repoRoot),
  /** When set, the web apps are served by their own servers (containers) and proxied; see web-origins.ts. */
  WEB_ORIGINS: webOriginsSchema,
  /** Google sign-in is on (identity checks its tokens): the page's policy then lets Google's button load. */
  GOOGLE_CLIENT_ID: z.string().trim().min(1).optional(),
  REDIS_URL: z.string().url().default('redis://127.0.0.1:6379'),
  REDIS_PREFIX: z.string().default('tp:'),
  /**
   * Addresses of proxies in front of the gateway whose X-Forwarded-For names the client (comma-separated IPs, CIDRs,
   * or `loopback`, `linklocal`, `uniquelocal`). Unset: nobody's header is believed, the client is the socket's peer.
   */
  TRUSTED_PROXIES: trustedProxiesSchema,
  /** Failed sign-ins and code checks per IP per minute, and per e-mail per 15 minutes (successes are not counted). */
  SIGN_IN_LIMIT_PER_IP: z.coerce.number().int().positive().default(30),
  SIGN_IN_LIMIT_PER_EMAIL: z.coerce.number().int().positive().default(10),
  /** Code e-mails per IP per 10 minutes, and per e-mail per 10 minutes. */
  CODE_LIMIT_PER_IP: z.coerce.number().int().positive().default(20),
  CODE_LIMIT_PER_EMAIL: z.coerce.number().int().positive().default(5),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;
