import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUploadPath } from '@tp/contracts/image-address';

/**
 * Short-lived links to uploaded files that are not public: `/uploads/<key>?exp=<unix seconds>&sig=<HMAC>`. Whoever
 * returns content holding such a file signs its links for a reader it has already let read that content; catalog,
 * which serves the files, checks them. Links are signed at read time and never stored signed.
 */

/** A link never lives longer than this, whatever a service's setting says (a longer `exp` is refused). */
export const UPLOAD_LINK_MAX_SECONDS = 3600;
/** How long a signed link lives unless UPLOAD_LINK_SECONDS says otherwise. */
export const UPLOAD_LINK_DEFAULT_SECONDS = 600;

export interface UploadLinkOptions {
  /** The deployment's INTERNAL_SECRET; without it nothing is signed and no signature is valid. */
  secret: string | undefined;
  /** How long a link made now stays valid (a little less: see expiryOf). */
  ttlSeconds: number;
  now?: Date;
}

const derivedKeys = new Map<string, Buffer>();

/** A key of its own for upload links, so a link's signature can never stand for an internal call token. */
function linkKey(secret: string): Buffer {
  let key = derivedKeys.get(secret);
  if (!key) {
    key = createHmac('sha256', secret).update('upload-links').digest();
    derivedKeys.set(secret, key);
  }
  return key;
}

const signatureOf = (secret: string, key: string, exp: number) => createHmac('sha256', linkKey(secret)).update(`${key}\n${exp}`).digest('base64url');

/**
 * The expiry of a link made at `now`: rounded down to a tenth of its life, so the same file read again soon gets the
 * same link (the browser keeps its copy) and every link lives between 90% and all of `ttlSeconds`.
 */
export function expiryOf(ttlSeconds: number, now = new Date()): number {
  const ttl = Math.min(Math.max(1, Math.floor(ttlSeconds)), UPLOAD_LINK_MAX_SECONDS);
  const step = Math.max(1, Math.floor(ttl / 10));
  return Math.floor((Math.floor(now.getTime() / 1000) + ttl) / step) * step;
}

/** `/uploads/<key>` (any query dropped) as a signed link; anything else, or no secret, is given back as it is. */
export function signUploadLink(path: string, { secret, ttlSeconds, now }: UploadLinkOptions): string {
  const plain = path.split('?')[0];
  if (!secret || !isUploadPath(plain)) return path;
  const key = plain.slice('/uploads/'.length);
  const exp = expiryOf(ttlSeconds, now);
  return `/uploads/${key}?exp=${exp}&sig=${signatureOf(secret, key, exp)}`;
}

const EXP_PATTERN = /^\d{1,12}$/;
const SIG_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * When the link's `exp` and `sig` (as the query gives them) are a valid, unexpired signature of `key` (the path under
 * /uploads/): its expiry in unix seconds. Compared in constant time; anything malformed is simply not valid.
 */
export function verifyUploadLink(key: string, query: { exp?: unknown; sig?: unknown }, { secret, now = new Date() }: { secret: string | undefined; now?: Date }): number | undefined {
  const { exp, sig } = query;
  if (!secret || typeof exp !== 'string' || typeof sig !== 'string' || !EXP_PATTERN.test(exp) || !SIG_PATTERN.test(sig)) return undefined;
  const expiry = Number(exp);
  const nowSeconds = Math.floor(now.getTime() / 1000);
  if (expiry <= nowSeconds || expiry > nowSeconds + UPLOAD_LINK_MAX_SECONDS) return undefined;
  const expected = Buffer.from(signatureOf(secret, key, expiry));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected) ? expiry : undefined;
}

/** src/href/poster attributes naming an uploaded file, as sanitised rich text writes them (double quotes). */
const UPLOAD_ATTRIBUTE = /(\s(?:src|href|poster)=")(\/uploads\/[^"?#]+)(?:[?#][^"]*)?"/g;

/**
 * Rich text with every link to an uploaded file signed for its reader (links to public files too: they are served
 * with or without a signature). Apply when answering a reader the caller has already authorised; never store it.
 */
export function signUploadLinks(html: string, options: UploadLinkOptions): string {
  if (!options.secret || !html.includes('/uploads/')) return html;
  const now = options.now ?? new Date();
  return html.replace(UPLOAD_ATTRIBUTE, (whole, attribute: string, path: string) => {
    const signed = signUploadLink(path, { ...options, now });
    return signed === path ? whole : `${attribute}${signed.replace('&', '&amp;')}"`;
  });
}

/** The options a service's settings give (its INTERNAL_SECRET and UPLOAD_LINK_SECONDS). */
export function uploadLinkOptions(config: { INTERNAL_SECRET?: string; UPLOAD_LINK_SECONDS?: number }): UploadLinkOptions {
  return { secret: config.INTERNAL_SECRET, ttlSeconds: config.UPLOAD_LINK_SECONDS ?? UPLOAD_LINK_DEFAULT_SECONDS };
}
