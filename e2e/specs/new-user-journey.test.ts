import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../support/app';
import { launchBrowser, newPage, ROUNDS } from '../support/browser';
import { registerAndLogIn } from '../support/ui';

let app: RunningApp;
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.cleanup();
  await app?.stop();
});

const journeys = ROUNDS.map((round) => ({
  ...round,
  other: round.language === 'zh-CN' ? ('en-US' as const) : ('zh-CN' as const),
}));

/**
 * The path of the "done when": register with the emailed code, log in, change the
 * nickname, switch language, log out — at both widths, starting in either language. The steps
 * use no translated text, so one script serves both languages.
 */
describe('a new user, step by step', () => {
  it.each(journeys)('$width, $language', async ({ viewport, language, other, width }) => {
    const username = `${width[0]}${language.slice(0, 2)}user`;
    const email = `${username}@example.test`;
    const page = await newPage(browser, app.baseUrl, { viewport, language });

    await page.goto('/home');
    await page.locator('.home-page__hero button').nth(1).click();
    await registerAndLogIn(page, app.mailbox, { username, password: 'journey123', email });

    await page.goto('/setting');
    await page.getByTestId('user-info-form').locator('#nickname').fill(`Nick ${width}`);
    await page.getByTestId('user-info-form').locator('button[type=submit]').click();
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? '{}').nickname))
      .toBe(`Nick ${width}`);
    await page.goto('/home');
    await expect.poll(() => page.getByTestId('home-greeting').innerText()).toContain(`Nick ${width}`);

    await page.getByTestId('language-switch').click();
    await page.getByTestId(`language-${other}`).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(other);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'webLanguage');
    expect(cookie?.value).toBe(other);

    if (width === 'desktop') {
      await page.getByTestId('user-menu').hover();
      await page.locator('.ant-dropdown-menu a[href="/logout"]').click();
    } else {
      await page.getByTestId('drawer-toggle').click();
      await page.locator('.ant-drawer a[href="/logout"]').click();
    }
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/home');
    await page.context().close();
  });
});
