import type { Request, RequestHandler, Response } from 'express';
import { Histogram, type Registry } from 'prom-client';
import { METRIC_PREFIX } from './registry';

/** The route label of a request no route took (a 404, a proxy's own answer without a pattern). */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * The route a request took, as its pattern (`/api/teacher/getHWById`, `/api/x/:id`), never the raw URL: ids in the
 * label would make a series per id. A handler that is no Express route may name its pattern in `res.locals.route`
 * (the gateway's route table).
 */
export function routeLabel(req: Request, res: Response): string {
  const route = (req as { route?: { path?: unknown } }).route;
  if (route?.path !== undefined) return `${req.baseUrl}${String(route.path)}`;
  return typeof res.locals.route === 'string' ? res.locals.route : UNMATCHED_ROUTE;
}

/**
 * Times every request from its arrival to the end of its answer (or the client leaving) in
 * `tp_http_request_duration_seconds{method, route, status}`.
 */
export function httpMetrics(registry: Registry): RequestHandler {
  const duration = new Histogram({
    name: `${METRIC_PREFIX}http_request_duration_seconds`,
    help: 'Time from a request\'s arrival to the end of its answer, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  return (req, res, next) => {
    const began = performance.now();
    res.once('close', () => {
      duration.observe({ method: req.method, route: routeLabel(req, res), status: String(res.statusCode) }, (performance.now() - began) / 1000);
    });
    next();
  };
}
