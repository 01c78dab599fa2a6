import { strokeWidth, type Point, type Stroke } from '@tp/web-kit/editor/stroke-history';

/** SPEC §9: an 800×800 board; on a narrow screen it shrinks to fit the window. */
export const BOARD_SIZE = 800;
const WINDOW_MARGIN = 64; // the modal's own margins and padding around the canvas
const MIN_BOARD_SIZE = 200;

export function boardSizeFor(windowWidth: number): number {
  return Math.max(MIN_BOARD_SIZE, Math.min(BOARD_SIZE, Math.floor(windowWidth - WINDOW_MARGIN)));
}

const PAPER = '#ffffff';

// The board is paper-white (so the exported PNG is too): the eraser paints paper.
function inkOf(stroke: Stroke): string {
  return stroke.tool === 'eraser' ? PAPER : stroke.color;
}

function prepare(context: CanvasRenderingContext2D, stroke: Stroke) {
  context.lineCap = 'round';
  context.lineJoin = 'round';
  context.lineWidth = strokeWidth(stroke);
  context.strokeStyle = inkOf(stroke);
  context.fillStyle = inkOf(stroke);
}

function dot(context: CanvasRenderingContext2D, stroke: Stroke, at: Point) {
  prepare(context, stroke);
  context.beginPath();
  context.arc(at.x, at.y, strokeWidth(stroke) / 2, 0, Math.PI * 2);
  context.fill();
}

/** Draws the newest piece of a stroke while the pointer moves. */
export function paintSegment(context: CanvasRenderingContext2D, stroke: Stroke, from: Point | undefined, to: Point) {
  if (!from) return dot(context, stroke, to);
  prepare(context, stroke);
  context.beginPath();
  context.moveTo(from.x, from.y);
  context.lineTo(to.x, to.y);
  context.stroke();
}

/** Redraws the whole board: paper, then every visible stroke in order. */
export function paintBoard(context: CanvasRenderingContext2D, strokes: Stroke[]) {
  const { width, height } = context.canvas;
  context.fillStyle = PAPER;
  context.fillRect(0, 0, width, height);
  for (const stroke of strokes) {
    const [first, ...rest] = stroke.points;
    if (!first) continue;
    if (rest.length === 0) {
      dot(context, stroke, first);
      continue;
    }
    prepare(context, stroke);
    context.beginPath();
    context.moveTo(first.x, first.y);
    for (const point of rest) context.lineTo(point.x, point.y);
    context.stroke();
  }
}

/** Where a pointer event falls on the canvas, in canvas pixels (the canvas may be drawn smaller than it is). */
export function canvasPoint(canvas: HTMLCanvasElement, event: { clientX: number; clientY: number }): Point {
  const box = canvas.getBoundingClientRect();
  const scaleX = box.width ? canvas.width / box.width : 1;
  const scaleY = box.height ? canvas.height / box.height : 1;
  return { x: (event.clientX - box.left) * scaleX, y: (event.clientY - box.top) * scaleY };
}

export function canvasToPng(canvas: HTMLCanvasElement, name = 'board.png'): Promise<File> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => {
      if (blob) resolve(new File([blob], name, { type: 'image/png' }));
      else reject(new Error('The drawing could not be exported. Please try again.'));
    }, 'image/png');
  });
}
