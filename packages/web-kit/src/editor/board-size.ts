/**
 * How big the drawing board is drawn: an 800×800 canvas, sized to the window on a phone. The canvas keeps
 * its 800×800 pixels everywhere (what is drawn, undone and exported as board.png); only the size it is shown at
 * changes, so a resize or a turned phone never loses or resamples the drawing.
 */
export const BOARD_SIZE = 800;
const MIN_SHOWN = 160;

/** 'stacked': tools above the canvas, Cancel/Insert below. 'side': tools and buttons in a column beside it. */
export type BoardLayout = 'stacked' | 'side';

export interface BoardFit {
  /** Width and height the canvas is shown at, in CSS pixels (its border included). */
  size: number;
  layout: BoardLayout;
}

// The space around the canvas, measured in Chromium on antd 6's modal with the board's tools.
const WINDOW_GAP = 32; // the modal keeps 16 px (8 px on phones) from each window edge
const BODY_PADDING_X = 48; // the modal's content padding, left and right
const TITLE_AND_PADDING_Y = 72; // 20 px padding above and below, the 24 px title and its 8 px margin
const TOOL_ROW = 48; // a 32 px row of tools and the 16 px gap after it
const FOOTER = 48; // the 16 px gap and the 32 px Cancel/Insert row
const TOOLS_ONE_ROW_WIDTH = 600; // below this the tools above the canvas wrap (to three rows on a phone)
export const SIDE_COLUMN = 200;
export const SIDE_GAP = 16;

function stackedSize(width: number, height: number): number {
  const byWidth = width - WINDOW_GAP - BODY_PADDING_X;
  const toolRows = byWidth >= TOOLS_ONE_ROW_WIDTH ? 1 : 3;
  const byHeight = height - WINDOW_GAP - TITLE_AND_PADDING_Y - toolRows * TOOL_ROW - FOOTER;
  return Math.min(BOARD_SIZE, byWidth, byHeight);
}

function sideSize(width: number, height: number): number {
  const byWidth = width - WINDOW_GAP - BODY_PADDING_X - SIDE_COLUMN - SIDE_GAP;
  const byHeight = height - WINDOW_GAP - TITLE_AND_PADDING_Y;
  return Math.min(BOARD_SIZE, byWidth, byHeight);
}

/**
 * The largest board that fits the window both ways, with the tools above it or, when that leaves it smaller (a
 * landscape phone, a short laptop screen), beside it. Never above 800, never below a usable minimum.
 */
export function boardSizeFor(window: { width: number; height: number }): BoardFit {
  const stacked = stackedSize(window.width, window.height);
  const side = sideSize(window.width, window.height);
  const fit: BoardFit = stacked >= side ? { size: stacked, layout: 'stacked' } : { size: side, layout: 'side' };
  return { ...fit, size: Math.max(MIN_SHOWN, Math.floor(fit.size)) };
}

/** The modal's width for a fit: the canvas, the side column if any, and the content padding. */
export function boardDialogWidth({ size, layout }: BoardFit): number {
  return size + BODY_PADDING_X + (layout === 'side' ? SIDE_COLUMN + SIDE_GAP : 0);
}
