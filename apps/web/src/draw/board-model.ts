/**
 * The drawing board's content as data: strokes in CSS pixels, and the actions that made them, so undo and redo
 * are exact (a clear is an action too, and undone brings everything back). Pure: no DOM, tested on its own.
 */
export type Tool = 'pen' | 'eraser';

export interface Point {
  x: number;
  y: number;
  /** 0-1 from a pen; 0.5 for mouse and touch (the board records them so, whatever the device says). */
  pressure: number;
}

export interface Stroke {
  tool: Tool;
  colour: string;
  size: number;
  points: Point[];
}

type Action = { kind: 'stroke'; stroke: Stroke } | { kind: 'clear'; removed: Stroke[] };

export interface Board {
  /** What is on the board now, in drawing order. */
  strokes(): readonly Stroke[];
  /** The stroke being drawn, if any. */
  current(): Stroke | null;
  begin(stroke: Omit<Stroke, 'points'>, at: Point): Stroke;
  extend(at: Point): void;
  /** Finishes the stroke being drawn; it becomes one undo step. */
  end(): void;
  /** Empties the board as one undo step; false when it was empty already. */
  clear(): boolean;
  undo(): boolean;
  redo(): boolean;
  canUndo(): boolean;
  canRedo(): boolean;
}

export function createBoard(): Board {
  let strokes: Stroke[] = [];
  let drawing: Stroke | null = null;
  const done: Action[] = [];
  let undone: Action[] = [];

  const apply = (action: Action) => {
    strokes = action.kind === 'stroke' ? [...strokes, action.stroke] : [];
  };
  const revert = (action: Action) => {
    strokes = action.kind === 'stroke' ? strokes.slice(0, -1) : action.removed;
  };
  const record = (action: Action) => {
    apply(action);
    done.push(action);
    undone = [];
  };

  return {
    strokes: () => (drawing ? [...strokes, drawing] : strokes),
    current: () => drawing,
    begin(style, at) {
      drawing = { ...style, points: [at] };
      return drawing;
    },
    extend(at) {
      drawing?.points.push(at);
    },
    end() {
      if (!drawing) return;
      const stroke = drawing;
      drawing = null;
      record({ kind: 'stroke', stroke });
    },
    clear() {
      if (strokes.length === 0) return false;
      record({ kind: 'clear', removed: strokes });
      return true;
    },
    undo() {
      const action = done.pop();
      if (!action) return false;
      revert(action);
      undone.push(action);
      return true;
    },
    redo() {
      const action = undone.pop();
      if (!action) return false;
      apply(action);
      done.push(action);
      return true;
    },
    canUndo: () => done.length > 0,
    canRedo: () => undone.length > 0,
  };
}

/** A stroke's width at a point: a pen's pressure thickens or thins it; mouse and touch (0.5) draw the size. */
export const widthAt = (size: number, point: Point) => Math.max(0.5, size * (0.5 + point.pressure));

/** "drawing-20240315-143009.png", in local time. */
export function pngFileName(at: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const date = `${at.getFullYear()}${two(at.getMonth() + 1)}${two(at.getDate())}`;
  const time = `${two(at.getHours())}${two(at.getMinutes())}${two(at.getSeconds())}`;
  return `drawing-${date}-${time}.png`;
}
