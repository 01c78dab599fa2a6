import express, { type Express, type Router } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';
import type { Registry } from 'prom-client';
import { requireInternalCaller, type InternalCredentials } from '../auth/internal-credentials';
import { errorHandler, notFoundHandler } from './error-handler';
import { refuseNulCharacters } from './refuse-nul';
import { requestIdFrom } from './request-id';
import { runWithRequestId } from '../request-context';
import { requestLogSerializers } from '../logger';
import { ROUTING } from './router';
import { httpMetrics } from '../metrics/http-metrics';
import { DEFAULT_EVENT_LOOP_LAG_LIMIT_MS, EVENT_LOOP_LAG_WINDOW_MS, eventLoopHeldUp, startLagSampler } from '../runtime/event-loop-lag';

export interface AppOptions {
  logger: Logger;
  routers: Router[];
  /** Answers /ready: true when the service can serve (database reachable, bus connected, not stopping). */
  isReady: () => Promise<boolean>;
  /** Checks the service token of every /internal call. */
  internal: InternalCredentials;
  bodyLimit?: string;
  /** /health and /ready answer 503 while the event loop was held up longer than this recently (EVENT_LOOP_LAG_LIMIT_MS). */
  eventLoopLagLimitMs?: number;
  /** Where each request's duration is counted (tp_http_request_duration_seconds); none without it. */
  metrics?: Registry;
  /** How long such a hold-up counts against the process after it ended (tests shorten it). */
  eventLoopLagWindowMs?: number;
}

/**
 * The Express app every service uses: security headers, request ids, logs, service tokens on /internal, JSON limit,
 * health, envelope errors.
 */
export function createApp({
  logger, routers, isReady, internal, bodyLimit = '1mb', metrics,
  eventLoopLagLimitMs = DEFAULT_EVENT_LOOP_LAG_LIMIT_MS, eventLoopLagWindowMs = EVENT_LOOP_LAG_WINDOW_MS,
}: AppOptions): Express {
  const app = express();
  startLagSampler();
  const heldUp = () => eventLoopHeldUp(eventLoopLagLimitMs, eventLoopLagWindowMs);
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.set('case sensitive routing', ROUTING.caseSensitive);
  app.set('strict routing', ROUTING.strict);
  // First, so the time counted includes everything the app does with the request.
  if (metrics) app.use(httpMetrics(metrics));
  app.use(helmet());
  app.use(
    pinoHttp({
      logger,
      serializers: requestLogSerializers,
      genReqId: (req, res) => {
        const id = requestIdFrom(req.headers['x-request-id']);
        res.setHeader('x-request-id', id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url === '/health' || req.url === '/ready' },
    }),
  );
  // Everything the request does from here runs under its id (request-context.ts).
  app.use((req, _res, next) => runWithRequestId(String(req.id), next));
  // Liveness: a process whose loop keeps being held up for seconds is as good as hung; 503 gets it restarted.
  app.get('/health', (_req, res) => {
    const lag = heldUp();
    res.status(lag ? 503 : 200).json({ code: lag ? 503 : 200, msg: lag ?? 'alive', result: null });
  });
  // Readiness: the gateway sends no work to a process that is held up, nor to one that cannot serve.
  app.get('/ready', async (_req, res) => {
    const lag = heldUp();
    const ready = !lag && (await isReady().catch(() => false));
    res.status(ready ? 200 : 503).json({ code: ready ? 200 : 503, msg: ready ? 'ready' : lag ? `not ready: ${lag}` : 'not ready', result: null });
  });
  // Before the body is read: a call without a service token gets nothing of /internal.
  app.use(requireInternalCaller(internal));
  app.use(express.json({ limit: bodyLimit, strict: false }));
  app.use(refuseNulCharacters);
  for (const router of routers) app.use(router);
  app.use(notFoundHandler);
  app.use(errorHandler(logger));
  return app;
}
