import { describe, expect, test } from 'vitest';
import {
  EMPTY_HISTORY,
  canRedo,
  canUndo,
  clearBoard,
  historyShortcut,
  isBlank,
  record,
  redo,
  strokeWidth,
  undo,
  visibleStrokes,
  type Stroke,
  type StrokeHistory,
} from '../src/editor/stroke-history';

const stroke = (label: string, overrides: Partial<Stroke> = {}): Stroke => ({
  tool: 'pen',
  color: '#000000',
  size: 3,
  points: [{ x: label.length, y: label.charCodeAt(0) }],
  ...overrides,
});
const draw = (history: StrokeHistory, s: Stroke) => record(history, { kind: 'stroke', stroke: s });

describe('stroke history', () => {
  test('a new board is blank, with nothing to undo or redo', () => {
    expect(isBlank(EMPTY_HISTORY)).toBe(true);
    expect(canUndo(EMPTY_HISTORY)).toBe(false);
    expect(canRedo(EMPTY_HISTORY)).toBe(false);
    expect(undo(EMPTY_HISTORY)).toBe(EMPTY_HISTORY);
    expect(redo(EMPTY_HISTORY)).toBe(EMPTY_HISTORY);
  });

  test('undo takes back the last stroke and redo puts it back, in order', () => {
    const [a, b, c] = [stroke('a'), stroke('bb'), stroke('ccc')];
    const drawn = draw(draw(draw(EMPTY_HISTORY, a), b), c);
    expect(visibleStrokes(drawn)).toEqual([a, b, c]);

    const twiceUndone = undo(undo(drawn));
    expect(visibleStrokes(twiceUndone)).toEqual([a]);
    expect(canRedo(twiceUndone)).toBe(true);

    const onceRedone = redo(twiceUndone);
    expect(visibleStrokes(onceRedone)).toEqual([a, b]);
    expect(visibleStrokes(redo(onceRedone))).toEqual([a, b, c]);
    expect(canRedo(redo(onceRedone))).toBe(false);
  });

  test('drawing after an undo drops what could have been redone', () => {
    const [a, b, c] = [stroke('a'), stroke('bb'), stroke('ccc')];
    const branched = draw(undo(draw(draw(EMPTY_HISTORY, a), b)), c);
    expect(visibleStrokes(branched)).toEqual([a, c]);
    expect(canRedo(branched)).toBe(false);
  });

  test('clear empties the board and can itself be undone', () => {
    const [a, b] = [stroke('a'), stroke('bb')];
    const cleared = clearBoard(draw(draw(EMPTY_HISTORY, a), b));
    expect(isBlank(cleared)).toBe(true);
    expect(canUndo(cleared)).toBe(true);
    expect(visibleStrokes(undo(cleared))).toEqual([a, b]);

    const afterClear = draw(cleared, stroke('d'));
    expect(visibleStrokes(afterClear)).toHaveLength(1);
    expect(visibleStrokes(undo(undo(afterClear)))).toEqual([a, b]);
  });

  test('clearing a blank board records nothing', () => {
    expect(clearBoard(EMPTY_HISTORY)).toBe(EMPTY_HISTORY);
    const cleared = clearBoard(draw(EMPTY_HISTORY, stroke('a')));
    expect(clearBoard(cleared)).toBe(cleared);
  });

  test('history is never changed in place', () => {
    const before = draw(EMPTY_HISTORY, stroke('a'));
    const snapshot = structuredClone(before);
    undo(before);
    clearBoard(before);
    draw(before, stroke('b'));
    expect(before).toEqual(snapshot);
  });
});

describe('brush', () => {
  test('the pen draws at the brush size; the eraser has a radius of twice the brush size', () => {
    expect(strokeWidth({ tool: 'pen', size: 3 })).toBe(3);
    expect(strokeWidth({ tool: 'eraser', size: 3 })).toBe(12); // radius 6
    expect(strokeWidth({ tool: 'eraser', size: 10 }) / 2).toBe(20);
  });
});

describe('keyboard shortcuts', () => {
  const key = (k: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {}) => ({
    key: k,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    altKey: false,
    ...mods,
  });

  test('Ctrl or Cmd with Z undoes; with Y, or Shift+Z, redoes', () => {
    expect(historyShortcut(key('z', { ctrlKey: true }))).toBe('undo');
    expect(historyShortcut(key('z', { metaKey: true }))).toBe('undo');
    expect(historyShortcut(key('y', { ctrlKey: true }))).toBe('redo');
    expect(historyShortcut(key('Y', { metaKey: true }))).toBe('redo');
    expect(historyShortcut(key('Z', { ctrlKey: true, shiftKey: true }))).toBe('redo');
  });

  test('other keys and combinations are left alone', () => {
    expect(historyShortcut(key('z'))).toBeNull();
    expect(historyShortcut(key('y', { shiftKey: true }))).toBeNull();
    expect(historyShortcut(key('z', { ctrlKey: true, altKey: true }))).toBeNull();
    expect(historyShortcut(key('s', { ctrlKey: true }))).toBeNull();
  });
});
