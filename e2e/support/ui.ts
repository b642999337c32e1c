import type { Page } from 'playwright-core';
import { slideGapX } from './database';

export const dialog = (page: Page) => page.locator('.auth-dialog');

/**
 * Waits for the dialog's zoom-in to end: a click during it is aimed at where a button was a frame
 * ago and can miss, which no person is fast enough to do.
 */
export async function dialogSettled(page: Page) {
  await dialog(page).waitFor();
  await page.waitForFunction(() => !document.querySelector('[class*="zoom-appear"], [class*="zoom-enter"]'));
}

export async function openLoginDialog(page: Page) {
  await page.goto('/home');
  await page.getByTestId('nav-login').click();
  await dialog(page).getByTestId('general-login-form').waitFor();
  await dialogSettled(page);
}

export async function submitLogin(page: Page, username: string, password: string) {
  const form = dialog(page).getByTestId('general-login-form');
  await form.locator('input').nth(0).fill(username);
  await form.locator('input').nth(1).fill(password);
  await form.locator('button[type=submit]').click();
}

/**
 * Drags the slide puzzle's handle to the gap, as a person would. The gap's position is read from
 * the server's database through the id of the puzzle on screen.
 */
export async function solveSlide(page: Page, dataDir: string) {
  const picture = page.locator('.slide-verification__picture[data-challenge-id]');
  await picture.waitFor();
  const challengeId = (await picture.getAttribute('data-challenge-id'))!;
  const handle = page.getByTestId('slide-handle');
  const box = (await handle.boundingBox())!;
  const gap = slideGapX(dataDir, challengeId);
  const startX = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const verified = page.waitForResponse((response) => response.url().includes('/api/slide-captcha/verify'));
  await page.mouse.move(startX, y);
  await page.mouse.down();
  for (let step = 1; step <= 10; step += 1) await page.mouse.move(startX + (gap * step) / 10, y);
  await page.mouse.up();
  return (await verified).json() as Promise<{ status: number; data: { ticket: string } | null }>;
}
