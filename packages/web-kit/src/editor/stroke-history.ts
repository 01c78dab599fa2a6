/** The drawing board's state as data: what was drawn, in order, with undo and redo. Pure, so it is unit-tested. */

export type Tool = 'pen' | 'eraser';

export interface Point {
  x: number;
  y: number;
}

export interface Stroke {
  tool: Tool;
  color: string;
  size: number;
  points: Point[];
}

export type BoardAction = { kind: 'stroke'; stroke: Stroke } | { kind: 'clear' };

export interface StrokeHistory {
  done: BoardAction[];
  undone: BoardAction[];
}

/** Brush size 1 to 10, default 3; default colour black. */
export const BRUSH_SIZE = { min: 1, max: 10, default: 3 } as const;
export const DEFAULT_COLOR = '#000000';

export const EMPTY_HISTORY: StrokeHistory = { done: [], undone: [] };

/** A new action clears what could be redone, as in every editor. */
export function record(history: StrokeHistory, action: BoardAction): StrokeHistory {
  return { done: [...history.done, action], undone: [] };
}

export function undo(history: StrokeHistory): StrokeHistory {
  const last = history.done.at(-1);
  if (!last) return history;
  return { done: history.done.slice(0, -1), undone: [...history.undone, last] };
}

export function redo(history: StrokeHistory): StrokeHistory {
  const next = history.undone.at(-1);
  if (!next) return history;
  return { done: [...history.done, next], undone: history.undone.slice(0, -1) };
}

export const canUndo = (history: StrokeHistory) => history.done.length > 0;
export const canRedo = (history: StrokeHistory) => history.undone.length > 0;

/** The strokes on the board now: everything drawn since the last Clear. */
export function visibleStrokes(history: StrokeHistory): Stroke[] {
  const lastClear = history.done.findLastIndex((action) => action.kind === 'clear');
  return history.done.slice(lastClear + 1).flatMap((action) => (action.kind === 'stroke' ? [action.stroke] : []));
}

export const isBlank = (history: StrokeHistory) => visibleStrokes(history).length === 0;

/** Clear is an action like any other (so it can be undone); clearing a blank board records nothing. */
export function clearBoard(history: StrokeHistory): StrokeHistory {
  return isBlank(history) ? history : record(history, { kind: 'clear' });
}

/** Line width on the canvas: the eraser's radius is twice the brush size, so its width is 4×. */
export function strokeWidth(stroke: Pick<Stroke, 'tool' | 'size'>): number {
  return stroke.tool === 'eraser' ? stroke.size * 4 : stroke.size;
}

/** Ctrl/Cmd+Z undoes; Ctrl/Cmd+Y (or Ctrl/Cmd+Shift+Z) redoes. */
export function historyShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>): 'undo' | 'redo' | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === 'y' || (key === 'z' && event.shiftKey)) return 'redo';
  if (key === 'z') return 'undo';
  return null;
}
