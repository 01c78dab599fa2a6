import type { RequestHandler } from 'express';
import { badRequest } from '../errors';

export const NUL_MESSAGE = 'The request contains a NUL character (\\u0000), which no field accepts. Please remove it and try again.';

/**
 * PostgreSQL cannot store U+0000 in text or jsonb and fails the whole query, so a request holding one anywhere
 * in its query string or JSON body is refused before any route sees it.
 */
export const refuseNulCharacters: RequestHandler = (req, _res, next) => {
  if (holdsNul(req.query) || holdsNul(req.body)) return next(badRequest(NUL_MESSAGE));
  next();
};

/** Walks keys and values without recursion: a deeply nested body must not overflow the stack. */
function holdsNul(root: unknown): boolean {
  const pending: unknown[] = [root];
  while (pending.length) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (key.includes('\u0000')) return true;
        pending.push(child);
      }
    }
  }
  return false;
}
