import type { AddressInfo } from 'node:net';
import express from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import { createLogger, createRedis, isMainModule, loadConfig, stopOnSignals } from '@tp/service-kit';
import { failure, ErrorCode } from '@tp/contracts';
import { gatewayConfigSchema } from './config';
import { apiProxy, uploadsProxy } from './api-proxy';
import { rateLimits } from './rate-limits';
import { remotesManifest, staticSite } from './static-site';
import { webProxy } from './web-origins';

/** The one origin: rate limits, the /api route table, uploads, and the built shell and remotes. */
export async function startGateway(env: NodeJS.ProcessEnv = process.env) {
  const config = loadConfig(gatewayConfigSchema, env);
  const logger = createLogger('gateway', config.LOG_LEVEL);
  const redis = createRedis(config.REDIS_URL, config.REDIS_PREFIX);
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'script-src': ["'self'", "'unsafe-eval'", 'https://accounts.google.com'],
          'frame-src': ["'self'", 'https://accounts.google.com'],
          'connect-src': ["'self'", 'https://accounts.google.com'],
          'img-src': ["'self'", 'data:', 'blob:'],
          'media-src': ["'self'", 'blob:'],
          'style-src': ["'self'", "'unsafe-inline'", 'https://accounts.google.com'],
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(pinoHttp({ logger, autoLogging: { ignore: (req) => !req.url?.startsWith('/api/') } }));
  app.get('/health', (_req, res) => {
    res.json({ code: 200, msg: 'alive', result: null });
  });
  for (const limit of rateLimits(redis, config)) app.use(limit);
  app.use(
    apiProxy(
      {
        identity: config.IDENTITY_URL,
        mail: config.MAIL_URL,
        catalog: config.CATALOG_URL,
        'question-bank': config.QUESTION_BANK_URL,
        exercise: config.EXERCISE_URL,
        billing: config.BILLING_URL,
      },
      logger,
    ),
  );
  app.use(uploadsProxy(config.CATALOG_URL));
  app.get('/mf/remotes.json', (_req, res) => void res.set('Cache-Control', 'no-cache').json(remotesManifest()));
  app.use(config.WEB_ORIGINS ? webProxy(config.WEB_ORIGINS) : staticSite(config.WEB_ROOT));
  app.use((err: { type?: string; status?: number }, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    if (err.type === 'entity.parse.failed') return void res.status(400).json(failure(ErrorCode.BadRequest, 'The request body is not valid JSON.'));
    if (err.type === 'entity.too.large') return void res.status(413).json(failure(ErrorCode.PayloadTooLarge, 'The request body is too large.'));
    if (err.status === 404) return void res.status(404).json(failure(ErrorCode.NotFound, 'Not found.'));
    logger.error({ err }, 'gateway error');
    res.status(500).json(failure(ErrorCode.Internal, 'Something went wrong on our side. Please try again.'));
  });

  const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
    const s = app.listen(config.GATEWAY_PORT, config.GATEWAY_HOST, () => resolve(s));
  });
  const port = (server.address() as AddressInfo).port;
  logger.info({ port }, 'gateway listening');
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    logger,
    stop: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      redis.disconnect();
    },
  };
}

if (isMainModule(import.meta.url)) {
  const gateway = await startGateway();
  stopOnSignals(gateway, gateway.logger);
}
