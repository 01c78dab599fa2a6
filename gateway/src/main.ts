import type { AddressInfo } from 'node:net';
import compression from 'compression';
import express from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import {
  createLogger, createMetrics, createRedis, httpMetrics, isMainModule, listen, loadConfig, requestErrorReply, requestIdFrom, requestLogSerializers, runWithRequestId,
  startMetricsServer, stopOnSignals, type Redis,
} from '@tp/service-kit';
import { failure, ErrorCode } from '@tp/contracts';
import { eventLoopHeldUp, startLagSampler } from '@tp/service-kit/runtime/event-loop-lag';
import { GATEWAY_METRICS_PORT, SERVICES, type ServiceName } from '@tp/service-registry';
import { gatewayConfigSchema } from './config';
import { contentSecurityPolicy } from './content-security-policy';
import { apiProxy, uploadsProxy } from './api-proxy';
import { Upstream } from './upstream';
import { rateLimits } from './rate-limits';
import { ClassPages } from './class-pages';
import { PageRenderer } from './server-render/server-render';
import { remotesManifest, staticSite } from './static-site';
import { searchEngines } from './search-engines';
import { webProxy } from './web-origins';

/** The one origin: rate limits, the /api route table, uploads, and the built shell and remotes. */
export async function startGateway(env: NodeJS.ProcessEnv = process.env) {
  const config = loadConfig(gatewayConfigSchema, env);
  const logger = createLogger('gateway', config.LOG_LEVEL);
  const redis = createRedis(config.REDIS_URL, config.REDIS_PREFIX);
  redis.on('error', (err: Error) => logger.warn({ err: err.message }, 'Redis unavailable: rate-limited calls fail until it is back'));
  const metrics = createMetrics('gateway');
  const app = express();
  app.disable('x-powered-by');
  // First, so the time counted is the whole request's; API calls are labelled with their route table line.
  app.use(httpMetrics(metrics.registry));
  // The client's address (counted by the rate limits) comes from X-Forwarded-For only when a configured proxy sent it.
  app.set('trust proxy', config.TRUSTED_PROXIES.length ? config.TRUSTED_PROXIES : false);
  app.use(
    helmet({
      contentSecurityPolicy: contentSecurityPolicy({ googleSignIn: !!config.GOOGLE_CLIENT_ID }),
      crossOriginEmbedderPolicy: false,
    }),
  );
  // Every call carries one request id from here through the service it reaches, so their logs can be joined.
  app.use((req, res, next) => {
    const id = requestIdFrom(req.headers['x-request-id']);
    req.headers['x-request-id'] = id;
    res.setHeader('x-request-id', id);
    runWithRequestId(id, next);
  });
  app.use(pinoHttp({ logger, serializers: requestLogSerializers, genReqId: (req) => String(req.headers['x-request-id']), autoLogging: { ignore: (req) => !req.url?.startsWith('/api/') } }));
  // Alive unless its event loop keeps being held up for seconds (then 503, and Kubernetes restarts it).
  startLagSampler();
  const heldUp = () => eventLoopHeldUp(config.EVENT_LOOP_LAG_LIMIT_MS);
  app.get('/health', (_req, res) => {
    const lag = heldUp();
    res.status(lag ? 503 : 200).json({ code: lag ? 503 : 200, msg: lag ?? 'alive', result: null });
  });
  // Ready when the rate-limit counters can be kept (without Redis every limited call would fail) and not held up.
  app.get('/ready', async (_req, res) => {
    const lag = heldUp();
    const ready = !lag && (await redisAnswers(redis));
    res.status(ready ? 200 : 503).json({ code: ready ? 200 : 503, msg: ready ? 'ready' : lag ? `not ready: ${lag}` : 'not ready', result: null });
  });
  // Prometheus reads the gateway on METRICS_PORT and each service on its own; the public port never shows them.
  app.use('/metrics', (_req, res) => void res.status(404).json(failure(ErrorCode.NotFound, 'Not found.')));
  // API answers are gzipped here, once, for every service (the typeset home lists are ~20x smaller on the wire);
  // scripts and styles are gzipped at build time instead (static-site.ts). Event streams (the exam monitor) are
  // passed on as they come: gzip would hold each event back until its buffer filled.
  app.use('/api', compression({ filter: (req, res) => !isEventStream(res) && compression.filter(req, res) }));
  for (const limit of rateLimits(redis, config)) app.use(limit);
  const upstreams = Object.fromEntries(SERVICES.map((s) => [s.name, new Upstream(s.name, config[s.urlEnv].map((url) => new URL(url)), {
    logger, checkIntervalMs: config.UPSTREAM_CHECK_INTERVAL_MS, checkTimeoutMs: config.UPSTREAM_CONNECT_TIMEOUT_MS,
    failedChecksLimit: config.UPSTREAM_MAX_FAILED_CHECKS, maxStreams: config.UPSTREAM_MAX_STREAMS,
  })])) as Record<ServiceName, Upstream>;
  await Promise.all(Object.values(upstreams).map((upstream) => upstream.start()));
  const forwarding = { logger, connectTimeoutMs: config.UPSTREAM_CONNECT_TIMEOUT_MS, responseTimeoutMs: config.UPSTREAM_RESPONSE_TIMEOUT_MS };
  app.use(apiProxy(upstreams, forwarding));
  app.use(uploadsProxy(upstreams.catalog, forwarding));
  app.get('/mf/remotes.json', (_req, res) => void res.set('Cache-Control', 'no-cache').json(remotesManifest()));
  // /robots.txt and /sitemap.xml, before the site's page route would answer them with the shell's page.
  const classPages = new ClassPages(upstreams.catalog, { connectTimeoutMs: config.UPSTREAM_CONNECT_TIMEOUT_MS });
  app.use(searchEngines({ classPages, siteUrl: config.SITE_URL, logger }));
  // Pages drawn on the server when the gateway holds the web builds (with WEB_ORIGINS, the apps' servers answer).
  const renderer = !config.WEB_ORIGINS && config.PAGE_RENDER_THREADS > 0
    ? new PageRenderer({ webRoot: config.WEB_ROOT, threads: config.PAGE_RENDER_THREADS, maxQueue: 8 * config.PAGE_RENDER_THREADS, timeLimitMs: config.PAGE_RENDER_TIME_LIMIT_MS })
    : undefined;
  let apiOrigin = '';
  app.use(config.WEB_ORIGINS ? webProxy(config.WEB_ORIGINS) : staticSite(config.WEB_ROOT, renderer && { renderer, apiOrigin: () => apiOrigin, siteUrl: config.SITE_URL, logger }));
  app.use((err: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    if ((err as { status?: number }).status === 404) return void res.status(404).json(failure(ErrorCode.NotFound, 'Not found.'));
    // Bodies read here (rate-limited calls) fail like a service's would: too large, not JSON, unknown charset...
    const requestError = requestErrorReply(err);
    if (requestError) return void res.status(requestError.status).json(requestError.body);
    logger.error({ err }, 'gateway error');
    res.status(500).json(failure(ErrorCode.Internal, 'Something went wrong on our side. Please try again.'));
  });

  const server = await listen(app, config.GATEWAY_PORT, config.GATEWAY_HOST, 'GATEWAY_PORT');
  // Clients reuse idle connections (Node's fetch for up to 4 s, browsers longer). Closed by the gateway after Node's
  // default 5 s, one can go away under a request just sent on it, which a client sees as 'fetch failed' (seen in
  // e2e under load, where the 1 s margin is not enough). Idle connections are kept longer than clients keep them.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  // A body may take long to arrive (a 100 MB video on a 1 Mbit/s line: 14 min); Node's default cuts it at 5 min.
  // The headers still have to come within headersTimeout, so an idle connection is not held.
  server.requestTimeout = 30 * 60_000;
  const { port, address } = server.address() as AddressInfo;
  // The page renderer's visitor calls come back here, as a browser's would.
  apiOrigin = `http://${['0.0.0.0', '::'].includes(address) ? '127.0.0.1' : address.includes(':') ? `[${address}]` : address}:${port}`;
  const metricsServer = await startMetricsServer(metrics.registry, config.METRICS_PORT ?? (config.GATEWAY_PORT === 0 ? 0 : GATEWAY_METRICS_PORT), config.GATEWAY_HOST);
  logger.info({ port, metricsPort: metricsServer.port }, 'gateway listening');
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    metricsUrl: `http://127.0.0.1:${metricsServer.port}/metrics`,
    logger,
    stop: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Calls under way get a few seconds to finish; a connection still open then (one whose client went away while
      // the gateway still waited on a service for it) is cut, so stopping never hangs on it.
      const cut = setTimeout(() => server.closeAllConnections(), STOP_GRACE_MS);
      await closed;
      clearTimeout(cut);
      server.closeAllConnections();
      await metricsServer.stop();
      await renderer?.stop();
      metrics.stop();
      for (const upstream of Object.values(upstreams)) upstream.stop();
      redis.disconnect();
    },
  };
}

/** How long stopping waits for calls under way before it cuts their connections. */
const STOP_GRACE_MS = 5000;

const isEventStream = (res: express.Response): boolean => String(res.getHeader('content-type') ?? '').startsWith('text/event-stream');

async function redisAnswers(redis: Redis): Promise<boolean> {
  if (redis.status !== 'ready') return false;
  const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 1_000).unref());
  return (await Promise.race([redis.ping().catch(() => 'error'), timeout])) === 'PONG';
}

if (isMainModule(import.meta.url)) {
  const gateway = await startGateway();
  stopOnSignals(gateway, gateway.logger);
}
