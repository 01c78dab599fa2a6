import type { Request } from 'express';

/** The site's languages (web-kit content-language.ts: the switch sets this cookie). */
const LANGUAGES = ['en', 'zh'] as const;
const LANGUAGE_COOKIE = /(?:^|;\s*)language=(en|zh)(?:;|$)/;

/**
 * The language a page is drawn in on the server: the visitor's choice (the language switch's cookie), else the
 * first of the site's languages their browser prefers (any Chinese is zh), else English, as the browser decides.
 */
export function languageOfRequest(req: Request): (typeof LANGUAGES)[number] {
  const chosen = LANGUAGE_COOKIE.exec(req.headers.cookie ?? '')?.[1];
  if (chosen === 'en' || chosen === 'zh') return chosen;
  const preferred = req.acceptsLanguages(...LANGUAGES);
  return preferred === 'zh' ? 'zh' : 'en';
}
