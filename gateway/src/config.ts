import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { webOriginsSchema } from './web-origins';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export const gatewayConfigSchema = z.object({
  GATEWAY_PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  GATEWAY_HOST: z.string().default('0.0.0.0'),
  IDENTITY_URL: z.string().url().default('http://127.0.0.1:4101'),
  MAIL_URL: z.string().url().default('http://127.0.0.1:4102'),
  CATALOG_URL: z.string().url().default('http://127.0.0.1:4103'),
  QUESTION_BANK_URL: z.string().url().default('http://127.0.0.1:4104'),
  EXERCISE_URL: z.string().url().default('http://127.0.0.1:4105'),
  BILLING_URL: z.string().url().default('http://127.0.0.1:4106'),
  /** Folder holding shell/dist and each mf-NAME/dist (the repository root in a checkout). */
  WEB_ROOT: z.string().default(repoRoot),
  /** When set, the web apps are served by their own servers (containers) and proxied; see web-origins.ts. */
  WEB_ORIGINS: webOriginsSchema,
  /** Google sign-in is on (identity checks its tokens): the page's policy then lets Google's button load. */
  GOOGLE_CLIENT_ID: z.string().trim().min(1).optional(),
  REDIS_URL: z.string().url().default('redis://127.0.0.1:6379'),
  REDIS_PREFIX: z.string().default('tp:'),
  /** Sign-in attempts per IP per minute, and per e-mail per 15 minutes. */
  SIGN_IN_LIMIT_PER_IP: z.coerce.number().int().positive().default(30),
  SIGN_IN_LIMIT_PER_EMAIL: z.coerce.number().int().positive().default(10),
  /** Code e-mails per IP per 10 minutes, and per e-mail per 10 minutes. */
  CODE_LIMIT_PER_IP: z.coerce.number().int().positive().default(20),
  CODE_LIMIT_PER_EMAIL: z.coerce.number().int().positive().default(5),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;
