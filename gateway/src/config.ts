import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { defaultUrl, SERVICES, type ServiceUrlEnv } from '@tp/service-registry';
import { eventLoopLagLimitSchema } from '@tp/service-kit/runtime/event-loop-lag';
import { siteUrlSchema } from './site-url';
import { trustedProxiesSchema } from './trusted-proxies';
import { webOriginsSchema } from './web-origins';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * A service's replicas: one URL, or several separated by commas (`npm start` with EXERCISE_REPLICAS=2). A host name
 * stands for every address it resolves to (docker compose and Kubernetes replicas behind one name).
 */
const replicaUrls = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((text) => text.split(',').map((url) => url.trim()).filter(Boolean))
    .pipe(z.array(z.string().url()).min(1));

/** Each registered service's URL or URLs (IDENTITY_URL, ...), by default where `npm start` runs it. */
const serviceUrls = Object.fromEntries(SERVICES.map((s) => [s.urlEnv, replicaUrls(defaultUrl(s.name))])) as Record<ServiceUrlEnv, ReturnType<typeof replicaUrls>>;

export const gatewayConfigSchema = z.object({
  GATEWAY_PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  GATEWAY_HOST: z.string().default('0.0.0.0'),
  /**
   * Port of Prometheus's GET /metrics, apart from the public one (which answers 404 there): GATEWAY_METRICS_PORT of
   * the service registry, or any free port when GATEWAY_PORT is 0 (tests) or this is 0.
   */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  ...serviceUrls,
  /** Folder holding shell/dist and each mf-NAME/dist (the repository root in a checkout). */
  WEB_ROOT: z.string().default(repoRoot),
  /** When set, the web apps are served by their own servers (containers) and proxied; see web-origins.ts. */
  WEB_ORIGINS: webOriginsSchema,
  /**
   * Threads drawing pages on the server (docs/decisions/026); 0: every page is drawn in the browser. Each holds the
   * web apps' server builds (~60 MB).
   */
  PAGE_RENDER_THREADS: z.coerce.number().int().min(0).max(16).default(1),
  /**
   * How long a page waits for its drawing, its data included; past it the page is answered undrawn (the browser draws
   * it) and the drawing may go on up to four times as long before its thread is stopped.
   */
  PAGE_RENDER_TIME_LIMIT_MS: z.coerce.number().int().positive().default(1000),
  /** Google sign-in is on (identity checks its tokens): the page's policy then lets Google's button load. */
  GOOGLE_CLIENT_ID: z.string().trim().min(1).optional(),
  REDIS_URL: z.string().url().default('redis://127.0.0.1:6379'),
  REDIS_PREFIX: z.string().default('tp:'),
  /**
   * Addresses of proxies in front of the gateway whose X-Forwarded-For names the client (comma-separated IPs, CIDRs,
   * or `loopback`, `linklocal`, `uniquelocal`). Unset: nobody's header is believed, the client is the socket's peer.
   */
  TRUSTED_PROXIES: trustedProxiesSchema,
  /**
   * The site's address as visitors type it (`https://tutor.example.com`), for robots.txt's Sitemap line and the
   * sitemap's addresses. Unset: the request's scheme and host (X-Forwarded-Proto/-Host from a trusted proxy only).
   */
  SITE_URL: siteUrlSchema,
  /** Failed sign-ins and code checks per IP per minute, and per e-mail per 15 minutes (successes are not counted). */
  SIGN_IN_LIMIT_PER_IP: z.coerce.number().int().positive().default(30),
  SIGN_IN_LIMIT_PER_EMAIL: z.coerce.number().int().positive().default(10),
  /** Code e-mails per IP per 10 minutes, and per e-mail per 10 minutes. */
  CODE_LIMIT_PER_IP: z.coerce.number().int().positive().default(20),
  CODE_LIMIT_PER_EMAIL: z.coerce.number().int().positive().default(5),
  /** How often each service replica's /ready is asked (a replica taken out comes back on its next good answer). */
  UPSTREAM_CHECK_INTERVAL_MS: z.coerce.number().int().positive().default(1000),
  /**
   * A replica that has not accepted a connection within this is taken out and the next one tried; a check of its
   * /ready not answered within this has failed.
   */
  UPSTREAM_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(2000),
  /**
   * Checks in a row a replica answers nothing to (a blocked event loop) before it gets no calls while another replica
   * can take them; a call it did not answer in time counts as one. Back at its next 200.
   */
  UPSTREAM_MAX_FAILED_CHECKS: z.coerce.number().int().min(1).max(100).default(3),
  /**
   * A service that has not begun to answer a call within this, counted from when it had the whole request: the call
   * is cancelled and the client gets a 504.
   */
  UPSTREAM_RESPONSE_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  /**
   * Event streams (the live exam monitor) open at once per replica, on connections of their own so they never take
   * those the calls use; one more gets a 503 at once.
   */
  UPSTREAM_MAX_STREAMS: z.coerce.number().int().min(1).max(10_000).default(64),
  /** /health and /ready answer 503 while the gateway's event loop was held up longer than this recently. */
  EVENT_LOOP_LAG_LIMIT_MS: eventLoopLagLimitSchema,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;
