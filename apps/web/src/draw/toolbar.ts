import type { Tool } from './board-model';
import type { DrawText } from './draw-text';

/** The palette: ink colours that read on white, and white itself for covering. */
export const COLOURS = [
  '#1f1f1f',
  '#e53935',
  '#fb8c00',
  '#fdd835',
  '#43a047',
  '#1e88e5',
  '#8e24aa',
  '#ffffff',
];
export const SIZE_RANGE = { min: 1, max: 40, start: 4 } as const;

// 24 px line icons, drawn here so the board loads nothing from elsewhere.
const ICONS = {
  pen: 'M4 20l4-1 11-11-3-3L5 16l-1 4zM14 6l3 3',
  eraser: 'M8 20h12M5 15l8-8 6 6-7 7H9l-4-4zM10 10l6 6',
  undo: 'M9 14L4 9l5-5M4 9h10a6 6 0 010 12h-3',
  redo: 'M15 14l5-5-5-5M20 9H10a6 6 0 000 12h3',
  clear: 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13',
  save: 'M12 4v11M7 10l5 5 5-5M5 20h14',
} as const;

function icon(name: keyof typeof ICONS): SVGSVGElement {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  const path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
  path.setAttribute('d', ICONS[name]);
  svg.appendChild(path);
  return svg;
}

function button(name: keyof typeof ICONS, label: string, onClick: () => void): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = 'draw-button';
  element.title = label;
  element.setAttribute('aria-label', label);
  element.dataset.testid = `draw-${name}`;
  const caption = document.createElement('span');
  caption.textContent = label;
  element.append(icon(name), caption);
  element.addEventListener('click', onClick);
  return element;
}

function group(...children: HTMLElement[]): HTMLDivElement {
  const element = document.createElement('div');
  element.className = 'draw-group';
  element.append(...children);
  return element;
}

export interface ToolbarHandlers {
  tool(tool: Tool): void;
  colour(colour: string): void;
  size(size: number): void;
  undo(): void;
  redo(): void;
  clear(): void;
  save(): void;
}

export interface Toolbar {
  element: HTMLElement;
  /** Marks the chosen tool and colour, and enables undo and redo as the board allows. */
  show(state: { tool: Tool; colour: string; canUndo: boolean; canRedo: boolean }): void;
}

export function buildToolbar(text: DrawText, on: ToolbarHandlers): Toolbar {
  const pen = button('pen', text.pen, () => on.tool('pen'));
  const eraser = button('eraser', text.eraser, () => on.tool('eraser'));
  const undo = button('undo', text.undo, on.undo);
  const redo = button('redo', text.redo, on.redo);

  const swatches = COLOURS.map((colour) => {
    const swatch = document.createElement('button');
    swatch.type = 'button';
    swatch.className = 'draw-swatch';
    swatch.style.background = colour;
    swatch.title = `${text.colour} ${colour}`;
    swatch.setAttribute('aria-label', `${text.colour} ${colour}`);
    swatch.dataset.colour = colour;
    swatch.addEventListener('click', () => on.colour(colour));
    return swatch;
  });
  const custom = document.createElement('input');
  custom.type = 'color';
  custom.className = 'draw-custom-colour';
  custom.title = text.customColour;
  custom.setAttribute('aria-label', text.customColour);
  custom.dataset.testid = 'draw-custom-colour';
  custom.addEventListener('input', () => on.colour(custom.value));

  const size = document.createElement('input');
  size.type = 'range';
  size.min = String(SIZE_RANGE.min);
  size.max = String(SIZE_RANGE.max);
  size.value = String(SIZE_RANGE.start);
  size.setAttribute('aria-label', text.size);
  size.dataset.testid = 'draw-size';
  const sizeValue = document.createElement('output');
  sizeValue.className = 'draw-size-value';
  sizeValue.textContent = size.value;
  size.addEventListener('input', () => {
    sizeValue.textContent = size.value;
    on.size(Number(size.value));
  });
  const sizeLabel = document.createElement('label');
  sizeLabel.className = 'draw-size';
  sizeLabel.append(text.size, size, sizeValue);

  const element = document.createElement('header');
  element.className = 'draw-bar';
  element.append(
    group(pen, eraser),
    group(...swatches, custom),
    group(sizeLabel),
    group(undo, redo, button('clear', text.clear, on.clear), button('save', text.save, on.save)),
  );

  return {
    element,
    show(state) {
      pen.setAttribute('aria-pressed', String(state.tool === 'pen'));
      eraser.setAttribute('aria-pressed', String(state.tool === 'eraser'));
      for (const swatch of swatches)
        swatch.setAttribute('aria-pressed', String(swatch.dataset.colour === state.colour));
      undo.disabled = !state.canUndo;
      redo.disabled = !state.canRedo;
    },
  };
}
