import { drawPagesIn, isContentLanguage } from '@tp/web-kit/content-language';
import { loadLanguage } from '@tp/web-kit/i18n/site-i18n';
import { renderToHtml } from '@tp/web-kit/server/render-to-html';
import { areaFor } from '../app/remote-areas';
import { ShellFrame } from '../app/shell-frame';

/** Where the gateway puts the page a remote drew, inside that remote's container. */
export const AREA_SLOT = '<!--tp-area-->';

/**
 * The shell's frame as a visitor first sees it (header, content area, footer), drawn on the server around a page a
 * remote drew (docs/decisions/026): the remote's markup goes where AREA_SLOT is, in the remote's container
 * (`#area-<name>`), which the shell in the browser adopts, so the page stays on screen while the scripts arrive.
 * Until its remote has taken the page over, the container says `data-server-drawn` and is `inert`: the page is there
 * to be read, but nothing in it takes a tap or a key yet (what a visitor typed would be lost when the remote draws
 * the page anew, and a form has no code to send it).
 */
export async function render({ pathname, language }: { pathname: string; language?: string }): Promise<{ area: string; html: string; slot: string } | null> {
  const area = areaFor(pathname);
  if (!area) return null;
  const drawnIn = isContentLanguage(language) ? language : 'en';
  await loadLanguage(drawnIn);
  drawPagesIn(drawnIn);
  const status = { failed: new Map(), mounted: new Set<string>(), pathname };
  const drawn = { containers: new Map(), drawn: new Set([area.name]), slot: `<div id="area-${area.name}" data-server-drawn="" inert="">${AREA_SLOT}</div>` };
  return { area: area.name, html: await renderToHtml(<ShellFrame status={status} drawn={drawn} />), slot: AREA_SLOT };
}
