let drawnFor = 'http://localhost';

/**
 * The site's origin as the visitor sees it (`https://school.example`): the page's own in the browser; on the server
 * (a page drawn there, docs/decisions/026), the one its renderer was asked for.
 */
export function siteOrigin(): string {
  return typeof window === 'undefined' ? drawnFor : window.location.origin;
}

/** The server's renderer: the origin of the page it draws next. */
export function drawPagesFor(origin: string): void {
  drawnFor = origin;
}
