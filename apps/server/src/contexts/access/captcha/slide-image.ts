import { randomInt } from 'node:crypto';
import { PNG } from 'pngjs';

export const SLIDE_WIDTH = 310;
export const SLIDE_HEIGHT = 160;
export const SLIDE_PIECE = 44;

type Rgb = [number, number, number];

/**
 * Draws a random picture and cuts a square piece out of it. The gap position is only in the
 * pixels (never in markup), so a script must at least analyse the image to pass.
 */
export function drawSlidePuzzle(): { gapX: number; gapY: number; background: Buffer; piece: Buffer } {
  const width = SLIDE_WIDTH;
  const height = SLIDE_HEIGHT;
  const size = SLIDE_PIECE;
  const gapX = randomInt(size + 30, width - size - 10);
  const gapY = randomInt(10, height - size - 10);
  const pixels = new Uint8Array(width * height * 3);

  const from: Rgb = [randomInt(40, 200), randomInt(40, 200), randomInt(40, 200)];
  const to: Rgb = [randomInt(40, 200), randomInt(40, 200), randomInt(40, 200)];
  const circles = Array.from({ length: 9 }, () => ({
    cx: randomInt(0, width),
    cy: randomInt(0, height),
    r: randomInt(10, 45),
    color: [randomInt(0, 256), randomInt(0, 256), randomInt(0, 256)] as Rgb,
  }));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = (x + y) / (width + height);
      let color: Rgb = [0, 1, 2].map((i) => from[i] + (to[i] - from[i]) * t) as Rgb;
      for (const circle of circles) {
        if ((x - circle.cx) ** 2 + (y - circle.cy) ** 2 <= circle.r ** 2) {
          color = color.map((c, i) => (c + circle.color[i]) / 2) as Rgb;
        }
      }
      const noise = randomInt(-12, 13);
      const offset = (y * width + x) * 3;
      for (let i = 0; i < 3; i++) pixels[offset + i] = Math.max(0, Math.min(255, color[i] + noise));
    }
  }

  const piece = new PNG({ width: size, height: size });
  const background = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const source = (y * width + x) * 3;
      const target = (y * width + x) * 4;
      const inGap = x >= gapX && x < gapX + size && y >= gapY && y < gapY + size;
      const onEdge = inGap && (x - gapX < 2 || gapX + size - x <= 2 || y - gapY < 2 || gapY + size - y <= 2);
      for (let i = 0; i < 3; i++) {
        const value = pixels[source + i];
        background.data[target + i] = onEdge ? 255 : inGap ? value * 0.35 : value;
        if (inGap) piece.data[((y - gapY) * size + (x - gapX)) * 4 + i] = onEdge ? 255 : value;
      }
      background.data[target + 3] = 255;
      if (inGap) piece.data[((y - gapY) * size + (x - gapX)) * 4 + 3] = 255;
    }
  }
  return { gapX, gapY, background: PNG.sync.write(background), piece: PNG.sync.write(piece) };
}
