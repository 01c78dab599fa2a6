import { strokeWidth, type Point, type Stroke } from '@tp/web-kit/editor/stroke-history';

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

/**
 * Canvas pixels per CSS pixel where the canvas is shown (the 800-pixel board may be shown smaller): a brush of 3
 * is 3 pixels wide on the screen whatever the board's size.
 */
export function pixelsPerScreenPixel(canvas: HTMLCanvasElement): number {
  return canvas.clientWidth ? canvas.width / canvas.clientWidth : 1;
}

/** Where a pointer event falls on the canvas, in canvas pixels (inside its border, at the size it is shown). */
export function canvasPoint(canvas: HTMLCanvasElement, event: { clientX: number; clientY: number }): Point {
  const box = canvas.getBoundingClientRect();
  const scaleX = canvas.clientWidth ? canvas.width / canvas.clientWidth : 1;
  const scaleY = canvas.clientHeight ? canvas.height / canvas.clientHeight : 1;
  return { x: (event.clientX - box.left - canvas.clientLeft) * scaleX, y: (event.clientY - box.top - canvas.clientTop) * scaleY };
}

export function canvasToPng(canvas: HTMLCanvasElement, name = 'board.png'): Promise<File> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => {
      if (blob) resolve(new File([blob], name, { type: 'image/png' }));
      else reject(new Error('The drawing could not be exported. Please try again.'));
    }, 'image/png');
  });
}
