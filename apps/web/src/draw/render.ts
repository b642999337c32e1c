import { widthAt, type Point, type Stroke } from './board-model';

const midpoint = (a: Point, b: Point): Point => ({
  x: (a.x + b.x) / 2,
  y: (a.y + b.y) / 2,
  pressure: (a.pressure + b.pressure) / 2,
});

function styleFor(context: CanvasRenderingContext2D, stroke: Stroke) {
  // The eraser takes paint away (the page behind is white, and the saved PNG is put on white).
  context.globalCompositeOperation = stroke.tool === 'eraser' ? 'destination-out' : 'source-over';
  context.strokeStyle = stroke.colour;
  context.fillStyle = stroke.colour;
  context.lineCap = 'round';
  context.lineJoin = 'round';
}

/**
 * Draws the part of a stroke that ends at point `index`: a quadratic curve from the midpoint before the previous
 * point to the midpoint after it, so consecutive pieces join smoothly. Drawing pieces 0..n-1 draws the stroke.
 */
export function drawPiece(context: CanvasRenderingContext2D, stroke: Stroke, index: number) {
  const points = stroke.points;
  styleFor(context, stroke);
  if (index === 0) {
    // A tap leaves a dot.
    context.beginPath();
    context.arc(points[0].x, points[0].y, widthAt(stroke.size, points[0]) / 2, 0, Math.PI * 2);
    context.fill();
    return;
  }
  const previous = points[index - 1];
  const start = index === 1 ? previous : midpoint(points[index - 2], previous);
  const end = midpoint(previous, points[index]);
  context.lineWidth = widthAt(stroke.size, previous);
  context.beginPath();
  context.moveTo(start.x, start.y);
  context.quadraticCurveTo(previous.x, previous.y, end.x, end.y);
  context.stroke();
}

/** The last stretch, from the last midpoint to the last point, drawn when a stroke ends. */
export function drawTail(context: CanvasRenderingContext2D, stroke: Stroke) {
  const points = stroke.points;
  if (points.length < 2) return;
  const last = points[points.length - 1];
  const from = midpoint(points[points.length - 2], last);
  styleFor(context, stroke);
  context.lineWidth = widthAt(stroke.size, last);
  context.beginPath();
  context.moveTo(from.x, from.y);
  context.lineTo(last.x, last.y);
  context.stroke();
}

export function drawStroke(context: CanvasRenderingContext2D, stroke: Stroke) {
  for (let index = 0; index < stroke.points.length; index++) drawPiece(context, stroke, index);
  drawTail(context, stroke);
}

/** Redraws the whole board (after undo, redo, clear or a resize). */
export function drawAll(
  context: CanvasRenderingContext2D,
  strokes: readonly Stroke[],
  width: number,
  height: number,
) {
  context.globalCompositeOperation = 'source-over';
  context.clearRect(0, 0, width, height);
  for (const stroke of strokes) drawStroke(context, stroke);
}
