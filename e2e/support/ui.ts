import type { Locator, Page } from 'playwright-core';
import { slideGapX } from './database';
import { sixDigitCode, type Mailbox } from './mailbox';

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

/**
 * Fills the open register dialog as a person would, with the code from the mail the site sent, then
 * logs in with the login dialog the site opens next. The steps use no translated text.
 */
export async function registerAndLogIn(
  page: Page,
  mailbox: Mailbox,
  account: { username: string; password: string; email: string },
) {
  await dialogSettled(page);
  const form = dialog(page).getByTestId('register-form');
  const inputs = form.locator('input');
  await inputs.nth(0).fill(account.username);
  await inputs.nth(1).fill(account.password);
  await inputs.nth(2).fill(account.password);
  await inputs.nth(3).fill(account.email);
  await form.getByTestId('send-code').click();
  await inputs.nth(4).fill(sixDigitCode(await mailbox.waitFor(account.email)));
  await form.locator('button[type=submit]').click();

  await dialog(page).getByTestId('general-login-form').waitFor();
  await submitLogin(page, account.username, account.password);
  await page.waitForFunction(() => localStorage.getItem('token') !== null);
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

const pad = (n: number) => String(n).padStart(2, '0');
/** The browser runs in this process's time zone: a date picker's text is local time. */
export const localDateTime = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;

/** Two animation frames: a picker puts its committed value back into its field one frame after it loses focus. */
const nextFrames = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );

/**
 * Types a date and time into the antd date picker `input#id` as a person would, and waits until its panel is
 * gone and the field, once it has lost focus, holds the value. A focused picker shows what was typed even when it
 * was not taken; after the blur it shows what the form holds. Under load a panel still fading out can take the
 * next field's click on one of its time cells (the contest form's end once moved its start by hours): each pick
 * waits for its own panel to leave and checks its value, and tries again when a click went astray.
 */
export async function pickDateTime(page: Page, id: string, date: Date) {
  const input = page.locator(`input#${id}`);
  const wanted = localDateTime(date);
  for (let attempt = 1; ; attempt++) {
    await input.click();
    await input.fill(wanted);
    await input.press('Enter');
    await page.keyboard.press('Escape');
    await page.waitForFunction(
      () => !document.querySelector('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)'),
    );
    await input.blur();
    await nextFrames(page);
    const value = await input.inputValue();
    if (value === wanted) return;
    if (attempt === 3) throw new Error(`the date picker #${id} holds "${value}" instead of "${wanted}"`);
  }
}

/**
 * Picks several date fields in turn, then reads them all again and picks once more any that a later pick moved
 * (a stray click on a panel changes the field that panel belongs to, after that field was checked).
 */
export async function pickDateTimes(page: Page, picks: Record<string, Date>) {
  const movedFields = async () => {
    const moved: string[] = [];
    for (const [id, date] of Object.entries(picks)) {
      if ((await page.locator(`input#${id}`).inputValue()) !== localDateTime(date)) moved.push(id);
    }
    return moved;
  };
  let toPick = Object.keys(picks);
  for (let round = 1; toPick.length > 0; round++) {
    if (round > 3) throw new Error(`date pickers moved by later picks: ${toPick.join(', ')}`);
    for (const id of toPick) await pickDateTime(page, id, picks[id]);
    toPick = await movedFields();
  }
}

/** The text the editor has selected, once it has focus: a toolbar action selects its placeholder a frame after
 * the new text shows, so keys typed or pressed before then go elsewhere, or are undone by that selection. */
export const selectedText = (text: Locator) =>
  text.evaluate((area: HTMLTextAreaElement) =>
    document.activeElement === area ? area.value.slice(area.selectionStart, area.selectionEnd) : null,
  );
