import { describe, expect, it } from 'vitest';
import { createBoard, pngFileName, widthAt, type Point } from './board-model';
import { drawText, pageLanguage } from './draw-text';

const at = (x: number, y: number, pressure = 0.5): Point => ({ x, y, pressure });
const pen = { tool: 'pen' as const, colour: '#000000', size: 4 };

function drawLine(board: ReturnType<typeof createBoard>, from: number, to: number) {
  board.begin(pen, at(from, from));
  board.extend(at(to, to));
  board.end();
}

describe('the drawing board', () => {
  it('keeps each finished stroke as one undo step, and the one being drawn on top', () => {
    const board = createBoard();
    board.begin(pen, at(1, 1));
    board.extend(at(2, 2));
    expect(board.strokes()).toHaveLength(1);
    expect(board.canUndo()).toBe(false);
    board.end();
    expect(board.current()).toBeNull();
    expect(board.strokes()[0].points).toEqual([at(1, 1), at(2, 2)]);
    expect(board.canUndo()).toBe(true);
  });

  it('undoes and redoes strokes in order; a new stroke drops what was undone', () => {
    const board = createBoard();
    drawLine(board, 0, 10);
    drawLine(board, 20, 30);
    expect(board.undo()).toBe(true);
    expect(board.strokes()).toHaveLength(1);
    expect(board.redo()).toBe(true);
    expect(board.strokes().map((s) => s.points[0].x)).toEqual([0, 20]);
    board.undo();
    drawLine(board, 40, 50);
    expect(board.canRedo()).toBe(false);
    expect(board.strokes().map((s) => s.points[0].x)).toEqual([0, 40]);
  });

  it('clears as one step that undo brings back, and does nothing on an empty board', () => {
    const board = createBoard();
    expect(board.clear()).toBe(false);
    drawLine(board, 0, 10);
    drawLine(board, 20, 30);
    expect(board.clear()).toBe(true);
    expect(board.strokes()).toEqual([]);
    board.undo();
    expect(board.strokes()).toHaveLength(2);
    board.redo();
    expect(board.strokes()).toEqual([]);
    expect(board.undo() && board.undo()).toBe(true);
    expect(board.strokes()).toHaveLength(1);
    expect(board.undo()).toBe(true);
    expect(board.undo()).toBe(false);
  });

  it('thickens a pen stroke with pressure; mouse and touch draw the size', () => {
    expect(widthAt(8, at(0, 0))).toBe(8);
    expect(widthAt(8, at(0, 0, 1))).toBe(12);
    expect(widthAt(1, at(0, 0, 0))).toBe(0.5);
  });

  it('names the saved picture by the local time', () => {
    expect(pngFileName(new Date(2024, 2, 5, 14, 3, 9))).toBe('drawing-20240305-140309.png');
  });

  it('speaks the site’s language from its cookie, Chinese by default', () => {
    expect(drawText('a=1; webLanguage=en-US').undo).toBe('Undo');
    expect(drawText('webLanguage=zh-CN').undo).toBe('撤销');
    expect(drawText('').undo).toBe('撤销');
    expect(pageLanguage(drawText('webLanguage=en-US'))).toBe('en-US');
  });
});
