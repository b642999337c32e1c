/**
 * English texts of the drawing board (spec 1-core §2.1): the shell's floating button, and the board itself
 * (apps/web/draw, a page of its own that reads these without i18next).
 */
export const drawEnUS = {
  drawBoard: {
    open: 'Drawing board',
    popupBlocked: 'The browser blocked the drawing board’s window: allow pop-ups for this site',
    title: 'Drawing board',
    pen: 'Pen',
    eraser: 'Eraser',
    colour: 'Colour',
    customColour: 'Another colour',
    size: 'Size',
    undo: 'Undo',
    redo: 'Redo',
    clear: 'Clear',
    save: 'Save as PNG',
    shortcuts: 'P pen · E eraser · Ctrl+Z undo · Ctrl+Y redo',
  },
};
export type DrawMessages = typeof drawEnUS;
