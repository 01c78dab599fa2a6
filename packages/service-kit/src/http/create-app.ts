import express, { type Express, type Router } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';
import { requireInternalCaller, type InternalCredentials } from '../auth/internal-credentials';
import { errorHandler, notFoundHandler } from './error-handler';
import { refuseNulCharacters } from './refuse-nul';
import { requestIdFrom } from './request-id';
import { runWithRequestId } from '../request-context';
import { requestLogSerializers } from '../logger';
import { ROUTING } from './router';

export interface AppOptions {
  logger: Logger;
  routers: Router[];
  /** Answers /ready: true when the service can serve (database reachable, bus connected, not stopping). */
  isReady: () => Promise<boolean>;
  /** Checks the service token of every /internal call. */
  internal: InternalCredentials;
  bodyLimit?: string;
}

/**
 * The Express app every service uses: security headers, request ids, logs, service tokens on /internal, JSON limit,
 * health, envelope errors.
 */
export function createApp({ logger, routers, isReady, internal, bodyLimit = '1mb' }: AppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.set('case sensitive routing', ROUTING.caseSensitive);
  app.set('strict routing', ROUTING.strict);
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
  app.get('/health', (_req, res) => {
    res.json({ code: 200, msg: 'alive', result: null });
  });
  app.get('/ready', async (_req, res) => {
    const ready = await isReady().catch(() => false);
    res.status(ready ? 200 : 503).json({ code: ready ? 200 : 503, msg: ready ? 'ready' : 'not ready', result: null });
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
