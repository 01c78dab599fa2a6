import type { RequestHandler } from 'express';
import { Router } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { z } from 'zod';
import { REMOTES, SHELL, WEB_APPS, type WebAppKey } from '@tp/service-registry/web-apps';

export type WebOrigins = Record<WebAppKey, string>;

/**
 * `WEB_ORIGINS=shell=http://shell:8080,public=http://mf-public:8080,...`: where each web app's own server lives when the
 * apps run as separate containers (docker-compose, deploy/k8s), by the app's short name (`key` in
 * packages/service-registry/web-apps.mjs). Every app must be named, or none.
 */
export const webOriginsSchema = z
  .string()
  .transform((text, ctx) => {
    const pairs = text.split(',').map((pair) => pair.trim()).filter(Boolean).map((pair) => pair.split('=', 2).map((part) => part.trim()));
    const origins = Object.fromEntries(pairs);
    const parsed = z.object(Object.fromEntries(WEB_APPS.map((app) => [app.key, z.string().url()]))).strict().safeParse(origins);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: `WEB_ORIGINS needs ${WEB_APPS.map((app) => `${app.key}=<url>`).join(',')}` });
      return z.NEVER;
    }
    return parsed.data as WebOrigins;
  })
  .optional();

/**
 * The site served from the web apps' own servers instead of this gateway's disk: a remote's URL base (`/mf/public/…`)
 * goes to that remote's server, every other page path to the shell's (which answers index.html for the app's routes).
 */
export function webProxy(origins: WebOrigins): RequestHandler {
  const router = Router();
  for (const remote of REMOTES) router.use(remote.base.slice(0, -1), createProxyMiddleware({ target: origins[remote.key], changeOrigin: true }));
  const shell = createProxyMiddleware({ target: origins[SHELL.key], changeOrigin: true });
  router.use((req, res, next) => (/^\/(api|mf|uploads)\//.test(req.path) ? next() : shell(req, res, next)));
  return router;
}
