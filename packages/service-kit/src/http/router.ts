import { Router } from 'express';

/**
 * Routing options of every service: a path has exactly one spelling (no other case, no trailing slash), so what the
 * gateway counts against a rate limit is exactly what reaches a route.
 */
export const ROUTING = { caseSensitive: true, strict: true } as const;

/** The router every service builds its routes on (Express's default ignores case and trailing slashes). */
export function createRouter(): Router {
  return Router(ROUTING);
}
