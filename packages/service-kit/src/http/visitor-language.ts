import type { Request } from 'express';
import { LANGUAGES, type Language } from '@tp/contracts';

/** The language switch's cookie (web-kit content-language.ts sets it). */
const LANGUAGE_COOKIE = /(?:^|;\s*)language=(en|zh)(?:;|$)/;

/**
 * The language of a visitor who is not (or not yet) a user with a stored one: their choice (the language switch's
 * cookie), else the first of the site's languages their browser prefers (any Chinese is zh), else English. The
 * gateway draws pages in it; identity writes a code e-mail to an address without an account in it.
 */
export function languageOfRequest(req: Request): Language {
  const chosen = LANGUAGE_COOKIE.exec(req.headers.cookie ?? '')?.[1];
  if (chosen === 'en' || chosen === 'zh') return chosen;
  const preferred = req.acceptsLanguages(...LANGUAGES);
  return preferred === 'zh' ? 'zh' : 'en';
}
