import type { RequestHandler } from 'express';
import { Router } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { z } from 'zod';
import { REMOTES } from './static-site';

const WEB_APPS = ['shell', ...REMOTES] as const;
type WebApp = (typeof WEB_APPS)[number];
export type WebOrigins = Record<WebApp, string>;

/**
 * `WEB_ORIGINS=shell=http://shell,public=http://mf-public,...`: where each web app's own server lives when the
 * apps run as separate containers (docker-compose, deploy/k8s). Every app must be named, or none.
 */
export const webOriginsSchema = z
  .string()
  .transform((text, ctx) => {
    const pairs = text.split(',').map((pair) => pair.trim()).filter(Boolean).map((pair) => pair.split('=', 2).map((part) => part.trim()));
    const origins = Object.fromEntries(pairs);
    const parsed = z.object(Object.fromEntries(WEB_APPS.map((app) => [app, z.string().url()]))).strict().safeParse(origins);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: `WEB_ORIGINS needs ${WEB_APPS.map((app) => `${app}=<url>`).join(',')}` });
      return z.NEVER;
    }
    return parsed.data as WebOrigins;
  })
  .optional();

/**
 * The site served from the web apps' own servers instead of this gateway's disk: `/mf/<name>/…` goes to that
 * remote's server, every other page path to the shell's (which answers index.html for the app's routes).
 */
export function webProxy(origins: WebOrigins): RequestHandler {
  const router = Router();
  for (const name of REMOTES) router.use(`/mf/${name}`, createProxyMiddleware({ target: origins[name], changeOrigin: true }));
  const shell = createProxyMiddleware({ target: origins.shell, changeOrigin: true });
  router.use((req, res, next) => (/^\/(api|mf|uploads)\//.test(req.path) ? next() : shell(req, res, next)));
  return router;
}
