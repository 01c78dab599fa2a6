import { getToken } from '@tp/web-kit/session-store';

/**
 * Private uploads (a student's photos, drawings and clips) are served only through short-lived signed links,
 * `/uploads/<key>?exp=<unix seconds>&sig=…`, which the server makes for a reader it has let in, or to their owner's
 * token. Content always keeps the plain `/uploads/<key>`; what the page shows is the best address it has for that
 * file: a signed link it was given (by the upload, or in content read from the server) while fresh, else the plain
 * path, and when that fails to load, the user's own copy fetched with their token.
 */

/** A signed link is used until this long before it expires (an editor may draw the picture again later). */
const FRESH_MARGIN_SECONDS = 60;
const UPLOAD_PATH = /^\/uploads\/[A-Za-z0-9/_.-]+$/;

/** Signed links by the plain path they show, for this page's life. */
const signedLinks = new Map<string, { url: string; expiresAt: number }>();
/** The user's own files fetched with their token, as object URLs (undefined: not theirs, or not found). */
const ownCopies = new Map<string, Promise<string | undefined>>();

/** The stored form of an address: `/uploads/<key>` without a query; any other address as it is. */
export function storedUploadPath(src: string): string {
  const [path] = src.split(/[?#]/, 1);
  return UPLOAD_PATH.test(path) && !path.includes('..') ? path : src;
}

/** Notes a signed link to an upload (kept while it is the one that lives longest); anything else is ignored. */
export function rememberUploadLink(url: string): void {
  const path = storedUploadPath(url);
  if (path === url) return;
  const query = new URLSearchParams(url.slice(path.length).replace(/^\?/, ''));
  const expiresAt = Number(query.get('exp'));
  if (!query.get('sig') || !Number.isFinite(expiresAt) || expiresAt <= 0) return;
  const known = signedLinks.get(path);
  if (!known || known.expiresAt < expiresAt) signedLinks.set(path, { url, expiresAt });
}

/** The address to show for `src` now: a fresh signed link this page knows for the file, else `src` as stored. */
export function shownUploadUrl(src: string, now = Date.now()): string {
  const path = storedUploadPath(src);
  const known = signedLinks.get(path);
  return known && known.expiresAt - FRESH_MARGIN_SECONDS > now / 1000 ? known.url : path;
}

/** The user's own upload fetched with their token (the server gives an owner their private files), as an object URL. */
function ownCopy(path: string): Promise<string | undefined> {
  let copy = ownCopies.get(path);
  if (!copy) {
    const token = getToken();
    copy = !token
      ? Promise.resolve(undefined)
      : fetch(path, { headers: { authorization: `Bearer ${token}` } })
          .then(async (res) => (res.ok ? URL.createObjectURL(await res.blob()) : undefined))
          .catch(() => undefined);
    ownCopies.set(path, copy);
  }
  return copy;
}

/**
 * When `media` cannot load its upload (a private file whose signed link is unknown or expired), shows the user's own
 * copy instead, if the file is theirs. Only what the page shows changes; the content keeps the plain path.
 */
export function showOwnCopyOnError(media: HTMLImageElement | HTMLVideoElement, path: string): void {
  if (!path.startsWith('/uploads/')) return;
  const onError = () => {
    void ownCopy(path).then((url) => {
      if (url && media.getAttribute('src') !== url) media.setAttribute('src', url);
    });
  };
  media.addEventListener('error', onError, { once: true });
}
