import { z } from 'zod';
import { CODE_RESEND_LOCK_SECONDS, CODE_TTL_SECONDS } from '@tp/contracts';
import { baseConfigSchema } from '@tp/service-kit';
import { adminPasswordProblem, DEMO_ADMIN_PASSWORD } from './domain/admin-password';

/** service-kit keeps a user's "revoked before" mark for 8 days: every token must expire before it does. */
const MAX_TOKEN_TTL_SECONDS = 8 * 24 * 3600 - 3600;

/** "604800", "7d", "12h", "30m" or "45s" → seconds. */
const duration = z
  .string()
  .trim()
  .regex(/^\d+[smhd]?$/, 'Use a number of seconds or a number followed by s, m, h or d (e.g. 7d).')
  .transform((value) => {
    const unit = value.at(-1) ?? '';
    const factor = { s: 1, m: 60, h: 3600, d: 86400 }[unit];
    return factor ? Number(value.slice(0, -1)) * factor : Number(value);
  })
  .pipe(z.number().int().min(60).max(MAX_TOKEN_TTL_SECONDS, 'Tokens must expire before the 8-day revocation mark does.'));

const list = z.string().transform((value) => value.split(',').map((s) => s.trim()).filter(Boolean));

export const identityConfigSchema = baseConfigSchema.extend({
  SERVICE_NAME: z.string().default('identity'),
  PORT: z.coerce.number().int().min(0).default(4101),
  /** The administrator account, ensured at every start (domain/admin-account.ts). */
  ADMIN_EMAIL: z.string().trim().toLowerCase().default('admin@tutor.local'),
  /**
   * Outside production: the demo password by default. In production: no default (unset, no administrator is made),
   * and a set one must be strong (domain/admin-password.ts), or identity does not start.
   */
  ADMIN_PASSWORD: z.string().min(6, 'must be at least 6 characters').optional(),
  /** How long an access token lives. */
  TOKEN_TTL: duration.default(7 * 86400),
  /** The address people open the site at: the one-click unsubscribe links of reminder e-mails point there. */
  SITE_URL: z.string().url().default('http://localhost:8080'),
  /** Google sign-in is on when this is set. */
  GOOGLE_CLIENT_ID: z.string().trim().min(1).optional(),
  GOOGLE_ISSUERS: list.default(['https://accounts.google.com', 'accounts.google.com']),
  GOOGLE_JWKS_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'),
  /** Seconds an e-mailed code stays usable: codes expire within 10 minutes (the README's promise), so at most 600. */
  CODE_TTL_SECONDS: z.coerce.number().int().positive().max(CODE_TTL_SECONDS, `Codes must expire within ${CODE_TTL_SECONDS} seconds.`).default(CODE_TTL_SECONDS),
  /** Seconds before another code may be sent to the same address, unless the last one was used. */
  CODE_RESEND_LOCK_SECONDS: z.coerce.number().int().positive().default(CODE_RESEND_LOCK_SECONDS),
  /** Wrong guesses after which a code stops working. */
  CODE_MAX_TRIES: z.coerce.number().int().positive().default(5),
  /**
   * `true` mounts POST /internal/bench/students, which makes student accounts in bulk and answers their tokens: for
   * `npm run bench:exam` and the exam-day resilience tests only (thousands of sign-ups would take longer than the
   * measurement), so it is refused in production.
   */
  BENCH_ACCOUNTS: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
}).refine((config) => !(config.BENCH_ACCOUNTS && config.NODE_ENV === 'production'), {
  path: ['BENCH_ACCOUNTS'],
  message: 'makes accounts without sign-up, so it cannot be on in production',
}).superRefine((config, ctx) => {
  if (config.NODE_ENV !== 'production' || config.ADMIN_PASSWORD === undefined) return;
  const problem = adminPasswordProblem(config.ADMIN_PASSWORD, config.ADMIN_EMAIL);
  if (problem) ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: problem });
}).transform((config) => ({
  ...config,
  ADMIN_PASSWORD: config.ADMIN_PASSWORD ?? (config.NODE_ENV === 'production' ? undefined : DEMO_ADMIN_PASSWORD),
}));

export type IdentityConfig = z.infer<typeof identityConfigSchema>;
