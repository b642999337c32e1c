import fs from 'node:fs';
import { PNG } from 'pngjs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../support/app';
import { ownWebCopy, shoot, WIDTHS, type Width } from '../support/back-office';
import { launchBrowser, newPage, ROUNDS } from '../support/browser';

/**
 * The drawing board (spec 1-core §2.1, issue 13.5): the shell's button (in the top bar since issue 24) opens
 * /draw/index.html in a popup; the board draws with the mouse (pen, colours, sizes), erases, undoes, redoes, clears and saves a PNG
 * on white; a finger draws too (real touch events through Chromium's input, not synthetic pointer events).
 * Screenshots of the board and of the site with its button at 1440 and 375 px in both languages.
 */
let app: RunningApp;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let dropWebCopy: () => void;

beforeAll(async () => {
  dropWebCopy = ownWebCopy();
  app = await startApp();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.cleanup();
  await app?.stop();
  dropWebCopy?.();
});

/** How many of the canvas's pixels hold paint. */
const inked = (page: Page) =>
  page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="draw-canvas"]')!;
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    let count = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i] > 0) count++;
    return count;
  });

/** The colour at a point of the canvas (CSS pixels from its corner), as "r,g,b,a". */
const colourAt = (page: Page, x: number, y: number) =>
  page.evaluate(
    ([cssX, cssY]) => {
      const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="draw-canvas"]')!;
      const ratio = canvas.width / canvas.clientWidth;
      const pixel = canvas.getContext('2d')!.getImageData(cssX * ratio, cssY * ratio, 1, 1).data;
      return Array.from(pixel).join(',');
    },
    [x, y] as const,
  );

async function openBoard(options: { language?: 'zh-CN' | 'en-US'; width?: Width; touch?: boolean } = {}) {
  const page = await newPage(browser as Browser, app.baseUrl, {
    language: options.language ?? 'en-US',
    viewport: WIDTHS[options.width ?? 1440],
  });
  await page.goto('/draw/index.html');
  await page.getByTestId('draw-canvas').waitFor();
  return page;
}

/** Drags the mouse from one canvas point to another in steps, as a hand would. */
async function stroke(page: Page, from: [number, number], to: [number, number]) {
  const box = (await page.getByTestId('draw-canvas').boundingBox())!;
  await page.mouse.move(box.x + from[0], box.y + from[1]);
  await page.mouse.down();
  await page.mouse.move(box.x + to[0], box.y + to[1], { steps: 12 });
  await page.mouse.up();
}

describe('the drawing board', () => {
  it('opens from the top bar’s button in a popup', async () => {
    const page = await newPage(browser as Browser, app.baseUrl, { language: 'en-US' });
    await page.goto('/home');
    const opened = page.waitForEvent('popup');
    await page.getByTestId('drawing-board-button').click();
    const board = await opened;
    await board.getByTestId('draw-canvas').waitFor();
    expect(new URL(board.url()).pathname).toBe('/draw/index.html');
    expect(await board.title()).toBe('Drawing board');
    await page.context().close();
  });

  it('draws with the mouse, erases, undoes, redoes, clears and saves a PNG on white', async () => {
    const page = await openBoard();
    expect(await inked(page)).toBe(0);
    await expect.poll(() => page.getByTestId('draw-undo').isDisabled()).toBe(true);

    await page.locator('[data-colour="#e53935"]').click();
    await page.getByTestId('draw-size').fill('12');
    await stroke(page, [100, 100], [400, 100]);
    const drawn = await inked(page);
    expect(drawn).toBeGreaterThan(300 * 8);
    expect(await colourAt(page, 250, 100)).toBe('229,57,53,255');

    await page.getByTestId('draw-eraser').click();
    await stroke(page, [250, 60], [250, 140]);
    const erased = await inked(page);
    expect(erased).toBeLessThan(drawn);
    expect(await colourAt(page, 250, 100)).toBe('0,0,0,0');

    await page.getByTestId('draw-undo').click();
    expect(await inked(page)).toBe(drawn);
    await page.keyboard.press('Control+y');
    expect(await inked(page)).toBe(erased);
    await page.keyboard.press('Control+z');
    expect(await inked(page)).toBe(drawn);

    await page.getByTestId('draw-clear').click();
    expect(await inked(page)).toBe(0);
    await page.getByTestId('draw-undo').click();
    expect(await inked(page)).toBe(drawn);

    const downloading = page.waitForEvent('download');
    await page.getByTestId('draw-save').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^drawing-\d{8}-\d{6}\.png$/);
    const png = PNG.sync.read(fs.readFileSync(await download.path()));
    const canvasSize = await page.evaluate(() => {
      const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="draw-canvas"]')!;
      return [canvas.width, canvas.height];
    });
    expect([png.width, png.height]).toEqual(canvasSize);
    const pixel = (x: number, y: number) =>
      Array.from(png.data.subarray((y * png.width + x) * 4, (y * png.width + x) * 4 + 4));
    expect(pixel(5, 5)).toEqual([255, 255, 255, 255]);
    expect(pixel(250, 100)).toEqual([229, 57, 53, 255]);
    await page.context().close();
  });

  it('draws with a finger', async () => {
    const context = await (browser as Browser).newContext({
      baseURL: app.baseUrl,
      viewport: WIDTHS[375],
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    await page.goto('/draw/index.html');
    await page.getByTestId('draw-canvas').waitFor();
    const box = (await page.getByTestId('draw-canvas').boundingBox())!;
    const touch = await context.newCDPSession(page);
    const finger = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
      touch.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x: box.x + x, y: box.y + y, id: 1 }],
      });
    await finger('touchStart', 40, 80);
    for (let step = 1; step <= 10; step++) await finger('touchMove', 40 + step * 25, 80 + step * 10);
    await finger('touchEnd', 0, 0);
    await expect.poll(() => inked(page)).toBeGreaterThan(200);
    expect(await page.getByTestId('draw-undo').isDisabled()).toBe(false);
    await context.close();
  });

  it('at 1440 and 375 px in both languages, with the site’s button', async () => {
    for (const { language, px: width } of ROUNDS) {
      const page = await openBoard({ language, width });
      expect(await page.getByTestId('draw-undo').getAttribute('aria-label')).toBe(
        language === 'en-US' ? 'Undo' : '撤销',
      );
      await page.locator('[data-colour="#1e88e5"]').click();
      await stroke(page, [30, 60], [width === 1440 ? 600 : 300, 200]);
      expect(await shoot(page, 'drawing-board', width, language)).toBe(0);
      await page.goto('/home');
      await page.getByTestId('drawing-board-button').waitFor();
      expect(await shoot(page, 'home-with-board-button', width, language)).toBe(0);
      await page.context().close();
    }
  });
});
