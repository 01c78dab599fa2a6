import type { RequestHandler } from 'express';
import { failure, ErrorCode } from '@tp/contracts';
import { forward, type ForwardOptions } from './forward';
import { isStreamRoute, routeOf, type ServiceName } from './route-table';
import type { Upstream } from './upstream';

/**
 * Forwards each /api call unchanged (path, body, bearer token) to a replica of the service the route table names.
 * Unknown paths get a 404 envelope; an unreachable service a 503 envelope, one that does not answer in time a 504.
 * No business rule lives here.
 */
export function apiProxy(upstreams: Record<ServiceName, Upstream>, options: ForwardOptions): RequestHandler {
  return (req, res, next) => {
    // Any spelling of the prefix (/API/..., /Api) is an API call: it gets an envelope, never the site's HTML page.
    if (!/^\/api(\/|$)/i.test(req.path)) return next();
    const route = routeOf(req.path);
    if (!route) {
      res.status(404).json(failure(ErrorCode.NotFound, `No such API: ${req.method} ${req.path}`));
      return;
    }
    res.locals.route = route.pattern; // the request's label in the metrics (http-metrics.ts)
    return forward(upstreams[route.service], req, res, options, isStreamRoute(req.path));
  };
}

/** Uploaded files belong to catalog, which serves them with safe headers. */
export function uploadsProxy(catalog: Upstream, options: ForwardOptions): RequestHandler {
  return (req, res, next) => {
    if (!req.path.startsWith('/uploads/')) return next();
    res.locals.route = '/uploads/*';
    return forward(catalog, req, res, options);
  };
}
