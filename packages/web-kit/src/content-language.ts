import { loadLanguage } from '@tp/web-kit/i18n/site-i18n';
import { getToken, SESSION_EVENT } from '@tp/web-kit/session-store';

/** The site's languages: classes, questions and homework are written in one of them, and the interface follows. */
export const CONTENT_LANGUAGES = ['en', 'zh'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/** Labels for a language switch, each in its own language. */
export const CONTENT_LANGUAGE_LABELS: Record<ContentLanguage, string> = { en: 'English', zh: '中文' };

const STORAGE_KEY = 'language';
/**
 * The same choice as a cookie, for the server: a page drawn there (docs/decisions/026) is drawn in the visitor's
 * language. Read by service-kit's `languageOfRequest` (the gateway, identity).
 */
export const LANGUAGE_COOKIE = 'language';
/** Fired on window when the stored language changes, so every remote's lists follow. */
export const CONTENT_LANGUAGE_EVENT = 'tp:content-language-changed';

export function isContentLanguage(value: unknown): value is ContentLanguage {
  return CONTENT_LANGUAGES.includes(value as ContentLanguage);
}

/** A language tag (`zh-CN`, `zh-Hant`, `en-GB`) as one of the site's: Chinese of any kind is zh, any other en. */
export function siteLanguageOf(tag: string): ContentLanguage | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  if (primary === 'zh') return 'zh';
  return primary && primary !== '*' ? 'en' : undefined;
}

let drawnIn: ContentLanguage = 'en';

/** The server's renderer: the language of the page it draws next (the visitor's cookie, else their browser's). */
export function drawPagesIn(language: ContentLanguage): void {
  drawnIn = language;
}

/** The browser's first preferred language the site has: a first visit from a Chinese browser is in Chinese. */
function browserLanguage(): ContentLanguage {
  for (const tag of navigator.languages ?? [navigator.language]) {
    const language = tag ? siteLanguageOf(tag) : undefined;
    if (language) return language;
  }
  return 'en';
}

/** The stored language; the browser's on a first visit; on the server, the page's being drawn. */
export function getContentLanguage(): ContentLanguage {
  if (typeof window === 'undefined') return drawnIn;
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isContentLanguage(stored) ? stored : browserLanguage();
  } catch {
    return 'en';
  }
}

/**
 * Signed in, the account keeps the choice too: the platform's e-mails to the user are written in it. A plain fetch,
 * not the API client (which would close an import cycle through its translated errors), and not waited for: a save
 * that fails leaves only the e-mails in the earlier language until the next switch.
 */
function saveForAccount(language: ContentLanguage): void {
  const token = getToken();
  if (!token) return;
  void fetch(`${window.location.origin}/api/user/setInterfaceLanguage`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ language }),
  }).catch(() => undefined);
}

/** A choice made on this browser before signing in becomes the account's at the sign-in (a first visit's is not one). */
function saveChoiceOnSignIn(): void {
  let token = getToken();
  window.addEventListener(SESSION_EVENT, () => {
    const now = getToken();
    const signedIn = now !== undefined && now !== token;
    token = now;
    const chosen = localStorage.getItem(STORAGE_KEY);
    if (signedIn && isContentLanguage(chosen)) saveForAccount(chosen);
  });
}
if (typeof window !== 'undefined') saveChoiceOnSignIn();

/** Stores the choice; every root follows once the language's texts are loaded (Chinese on first use), in one step. */
export async function setContentLanguage(language: ContentLanguage): Promise<void> {
  if (!isContentLanguage(language)) return;
  await loadLanguage(language).catch(() => undefined);
  const changed = language !== getContentLanguage();
  localStorage.setItem(STORAGE_KEY, language);
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
  saveForAccount(language);
  if (changed) window.dispatchEvent(new CustomEvent(CONTENT_LANGUAGE_EVENT));
}

export function onContentLanguageChanged(listener: () => void): () => void {
  window.addEventListener(CONTENT_LANGUAGE_EVENT, listener);
  return () => window.removeEventListener(CONTENT_LANGUAGE_EVENT, listener);
}
