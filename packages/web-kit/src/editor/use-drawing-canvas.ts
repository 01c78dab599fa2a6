import { useCallback, useEffect, useLayoutEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { canvasPoint, canvasToPng, paintBoard, paintSegment, pixelsPerScreenPixel } from '@tp/web-kit/editor/board-painting';
import * as strokes from '@tp/web-kit/editor/stroke-history';
import type { Stroke, StrokeHistory, Tool } from '@tp/web-kit/editor/stroke-history';

interface Brush {
  tool: Tool;
  color: string;
  size: number;
}

function isTextField(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
}

/** The drawing board's canvas: pointer drawing (mouse, pen and touch), history with keyboard shortcuts, export. */
export function useDrawingCanvas(brush: Brush) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [history, setHistory] = useState<StrokeHistory>(strokes.EMPTY_HISTORY);
  const current = useRef<Stroke | null>(null);

  useLayoutEffect(() => {
    const context = canvasRef.current?.getContext('2d');
    if (context) paintBoard(context, strokes.visibleStrokes(history));
  }, [history]);

  const undo = useCallback(() => setHistory(strokes.undo), []);
  const redo = useCallback(() => setHistory(strokes.redo), []);
  const clear = useCallback(() => setHistory(strokes.clearBoard), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = strokes.historyShortcut(event);
      if (!action || isTextField(event.target)) return; // text fields keep their own undo
      event.preventDefault();
      if (action === 'undo') undo();
      else redo();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [undo, redo]);

  const extend = (canvas: HTMLCanvasElement, stroke: Stroke, event: PointerEvent) => {
    const context = canvas.getContext('2d');
    // Coalesced events keep fast strokes smooth: the browser may deliver several moves as one event.
    const moves = event.getCoalescedEvents?.() ?? [];
    for (const move of moves.length ? moves : [event]) {
      const point = canvasPoint(canvas, move);
      const previous = stroke.points.at(-1);
      stroke.points.push(point);
      if (context) paintSegment(context, stroke, previous, point);
    }
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    if (!event.isPrimary || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.preventDefault();
    const canvas = event.currentTarget;
    canvas.setPointerCapture?.(event.pointerId);
    // The brush size is what the user sees: in canvas pixels it grows as the board is shown smaller.
    current.current = { ...brush, size: brush.size * pixelsPerScreenPixel(canvas), points: [] };
    extend(canvas, current.current, event.nativeEvent);
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    if (current.current && event.isPrimary) extend(event.currentTarget, current.current, event.nativeEvent);
  };

  const finish = () => {
    const stroke = current.current;
    if (!stroke) return;
    current.current = null;
    setHistory((history) => strokes.record(history, { kind: 'stroke', stroke }));
  };

  const exportPng = () => {
    if (!canvasRef.current) return Promise.reject(new Error('The drawing board is not open.'));
    return canvasToPng(canvasRef.current);
  };

  return {
    canvasRef,
    history,
    undo,
    redo,
    clear,
    exportPng,
    pointerHandlers: { onPointerDown, onPointerMove, onPointerUp: finish, onPointerCancel: finish },
  };
}
