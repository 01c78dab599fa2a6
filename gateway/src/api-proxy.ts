import { Agent } from 'node:http';
import type { RequestHandler } from 'express';
import { createProxyMiddleware, fixRequestBody } from 'http-proxy-middleware';
import type { Logger } from 'pino';
import { failure, ErrorCode } from '@tp/contracts';
import { ownerOf, type ServiceName } from './route-table';

/**
 * Forwards each /api call unchanged (path, body, bearer token) to the service the route table names.
 * Unknown paths get a 404 envelope; an unreachable service a 503 envelope. No business rule lives here.
 */
export function apiProxy(targets: Record<ServiceName, string>, logger: Logger): RequestHandler {
  // Connections to the services are kept open and reused: a new TCP connection per call doubled the latency.
  // An idle connection is closed after 30 s, before the service would close it (65 s, service-kit run-service).
  const agent = new Agent({ keepAlive: true, maxSockets: 256, timeout: 30_000 });
  const proxies = Object.fromEntries(
    Object.entries(targets).map(([service, target]) => [
      service,
      createProxyMiddleware({
        target,
        agent,
        xfwd: true,
        proxyTimeout: 60_000,
        on: {
          proxyReq: fixRequestBody,
          error: (err, _req, res) => {
            logger.warn({ service, err: err.message }, 'service unreachable');
            if ('writeHead' in res && !res.headersSent) {
              res.writeHead(503, { 'content-type': 'application/json' });
              res.end(JSON.stringify(failure(ErrorCode.Unavailable, 'This part of the platform is not available right now. Please try again shortly.')));
            }
          },
        },
      }),
    ]),
  ) as unknown as Record<ServiceName, RequestHandler>;

  return (req, res, next) => {
    // Any spelling of the prefix (/API/..., /Api) is an API call: it gets an envelope, never the site's HTML page.
    if (!/^\/api(\/|$)/i.test(req.path)) return next();
    const service = ownerOf(req.path);
    if (!service) {
      res.status(404).json(failure(ErrorCode.NotFound, `No such API: ${req.method} ${req.path}`));
      return;
    }
    return proxies[service](req, res, next);
  };
}

/** Uploaded files belong to catalog, which serves them with safe headers. */
export function uploadsProxy(catalogUrl: string): RequestHandler {
  return createProxyMiddleware({ target: catalogUrl, pathFilter: '/uploads/**' });
}
