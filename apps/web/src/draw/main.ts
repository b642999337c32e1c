import { createBoard, pngFileName, type Point, type Tool } from './board-model';
import { drawText, pageLanguage } from './draw-text';
import { drawAll, drawPiece, drawTail } from './render';
import { buildToolbar, COLOURS, SIZE_RANGE } from './toolbar';
import './draw.css';

/**
 * The drawing board (spec 1-core §2.1: the shell's floating button opens /draw/index.html in a popup): pen,
 * eraser, colours, sizes, undo, redo, clear and a PNG download, drawn with pointer events so mouse, touch and
 * pen all work. Everything is bundled with the site; nothing is fetched.
 */
const text = drawText(document.cookie);
document.documentElement.lang = pageLanguage(text);
document.title = text.title;

const board = createBoard();
const state: { tool: Tool; colour: string; size: number } = {
  tool: 'pen',
  colour: COLOURS[0],
  size: SIZE_RANGE.start,
};

const canvas = document.createElement('canvas');
canvas.className = 'draw-canvas';
canvas.dataset.testid = 'draw-canvas';
const context = canvas.getContext('2d')!;
const hint = document.createElement('footer');
hint.className = 'draw-hint';
hint.textContent = text.shortcuts;

const redraw = () => drawAll(context, board.strokes(), canvas.clientWidth, canvas.clientHeight);
const refresh = () =>
  toolbar.show({
    tool: state.tool,
    colour: state.colour,
    canUndo: board.canUndo(),
    canRedo: board.canRedo(),
  });

const toolbar = buildToolbar(text, {
  tool: (tool) => {
    state.tool = tool;
    refresh();
  },
  colour: (colour) => {
    state.colour = colour;
    state.tool = 'pen';
    refresh();
  },
  size: (size) => {
    state.size = size;
  },
  undo: () => changed(board.undo()),
  redo: () => changed(board.redo()),
  clear: () => changed(board.clear()),
  save: () => savePng(),
});

/** After undo, redo or clear: the board is drawn again when the step changed it. */
function changed(didChange: boolean) {
  if (!didChange) return;
  redraw();
  refresh();
}

const app = document.getElementById('draw-app')!;
app.append(toolbar.element, canvas, hint);
refresh();

/** The backing store follows the element's size and the screen's pixel ratio, so lines stay sharp. */
function fitCanvas() {
  const ratio = window.devicePixelRatio || 1;
  canvas.width = Math.round(canvas.clientWidth * ratio);
  canvas.height = Math.round(canvas.clientHeight * ratio);
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  redraw();
}
new ResizeObserver(fitCanvas).observe(canvas);

function pointOf(event: PointerEvent): Point {
  const box = canvas.getBoundingClientRect();
  // Mouse and touch report 0.5 or a device's guess; only a pen's pressure is meant as such.
  return {
    x: event.clientX - box.left,
    y: event.clientY - box.top,
    pressure: event.pointerType === 'pen' ? event.pressure : 0.5,
  };
}

/** One finger (or button) draws at a time: a second touch would otherwise draw a line between the two. */
let activePointer: number | null = null;

canvas.addEventListener('pointerdown', (event) => {
  if (activePointer !== null || (event.pointerType === 'mouse' && event.button !== 0)) return;
  activePointer = event.pointerId;
  canvas.setPointerCapture(event.pointerId);
  const stroke = board.begin({ tool: state.tool, colour: state.colour, size: state.size }, pointOf(event));
  drawPiece(context, stroke, 0);
  event.preventDefault();
});

canvas.addEventListener('pointermove', (event) => {
  const stroke = board.current();
  if (event.pointerId !== activePointer || !stroke) return;
  // Fast strokes report several positions per frame: each is kept, so curves stay round.
  const events = event.getCoalescedEvents?.() ?? [];
  for (const each of events.length > 0 ? events : [event]) {
    board.extend(pointOf(each));
    drawPiece(context, stroke, stroke.points.length - 1);
  }
});

const finish = (event: PointerEvent) => {
  const stroke = board.current();
  if (event.pointerId !== activePointer) return;
  activePointer = null;
  if (!stroke) return;
  drawTail(context, stroke);
  board.end();
  refresh();
};
canvas.addEventListener('pointerup', finish);
canvas.addEventListener('pointercancel', finish);

window.addEventListener('keydown', (event) => {
  if (event.target instanceof HTMLInputElement) return;
  const key = event.key.toLowerCase();
  const command = event.ctrlKey || event.metaKey;
  if (command && key === 'z') {
    if (event.shiftKey ? board.redo() : board.undo()) redraw();
  } else if (command && key === 'y') {
    if (board.redo()) redraw();
  } else if (!command && (key === 'p' || key === 'e')) {
    state.tool = key === 'p' ? 'pen' : 'eraser';
  } else return;
  event.preventDefault();
  refresh();
});

/** The board as a PNG on white (what was erased is white, not transparent), downloaded under the time's name. */
function savePng() {
  const picture = document.createElement('canvas');
  picture.width = canvas.width;
  picture.height = canvas.height;
  const paint = picture.getContext('2d')!;
  paint.fillStyle = '#ffffff';
  paint.fillRect(0, 0, picture.width, picture.height);
  paint.drawImage(canvas, 0, 0);
  picture.toBlob((blob) => {
    if (!blob) return;
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = pngFileName(new Date());
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 0);
  }, 'image/png');
}
