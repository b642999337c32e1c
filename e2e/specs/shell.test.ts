import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, apiLogin, createUsers, signInPage } from '../support/api';
import { startApp, type RunningApp } from '../support/app';
import { launchBrowser, MOBILE, newPage, waitForToast } from '../support/browser';
import { dialog } from '../support/ui';

let app: RunningApp;
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  await createUsers(app.baseUrl, [
    { username: 'plainuser', password: 'plainuser1' },
    { username: 'teacher1', password: 'teacher123' },
  ]);
  // Make teacher1 a teacher (1009) through the admin API.
  const token = await apiLogin(app.baseUrl);
  const list = await apiCall<{ records: { uid: number; username: string }[] }>(
    app.baseUrl,
    token,
    'GET',
    '/api/admin/user/get-user-list?currentPage=1&limit=50&keyword=teacher1',
  );
  const teacher = list.records.find((row) => row.username === 'teacher1')!;
  await apiCall(app.baseUrl, token, 'PUT', '/api/admin/user/edit-user', { uid: teacher.uid, role: 1009 });
});

afterAll(async () => {
  await browser?.cleanup();
  await app?.stop();
});

describe('language', () => {
  it('starts in Chinese, switches to English, keeps the choice in the webLanguage cookie', async () => {
    const page = await newPage(browser, app.baseUrl);
    await page.goto('/');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/home');
    expect(await page.getByTestId('desktop-nav').innerText()).toContain('首页');

    await page.getByTestId('language-switch').click();
    await page.getByTestId('language-en-US').click();
    await expect.poll(() => page.getByTestId('desktop-nav').innerText()).toContain('Home');
    const cookie = (await page.context().cookies()).find((c) => c.name === 'webLanguage');
    expect(cookie?.value).toBe('en-US');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-US');

    // antd's own texts follow too: the login dialog's required messages and the modal's labels.
    await page.reload();
    expect(await page.getByTestId('desktop-nav').innerText()).toContain('Problems');
    await page.getByTestId('nav-login').click();
    await dialog(page).locator('button[type=submit]').click();
    await expect.poll(() => dialog(page).innerText()).toContain('Username is required');

    await page.keyboard.press('Escape');
    await page.getByTestId('language-switch').click();
    await page.getByTestId('language-zh-CN').click();
    await expect.poll(() => page.getByTestId('desktop-nav').innerText()).toContain('题目');
    await page.context().close();
  });
});

describe('motion', () => {
  /** Opens the login dialog and returns how long its zoom-in animation was set to last ('0s': no motion). */
  async function loginDialogZoomDurations(reducedMotion: 'reduce' | 'no-preference') {
    const page = await newPage(browser, app.baseUrl, { language: 'en-US' });
    await page.emulateMedia({ reducedMotion });
    await page.goto('/home');
    await page.evaluate(() => {
      const durations = new Set<string>();
      (window as unknown as { __zoom: Set<string> }).__zoom = durations;
      new MutationObserver(() => {
        const zooming = document.querySelector('[class*="zoom-appear"]');
        if (zooming) durations.add(getComputedStyle(zooming).animationDuration);
      }).observe(document.body, {
        attributes: true,
        attributeFilter: ['class'],
        subtree: true,
        childList: true,
      });
    });
    await page.getByTestId('nav-login').click();
    await dialog(page).getByTestId('general-login-form').waitFor();
    await page.waitForFunction(
      () => !document.querySelector('[class*="zoom-appear"], [class*="zoom-enter"]'),
    );
    const durations = await page.evaluate(() => [...(window as unknown as { __zoom: Set<string> }).__zoom]);
    await page.context().close();
    return durations;
  }

  it('opens dialogs at once for a reader whose system asks for reduced motion', async () => {
    expect((await loginDialogZoomDurations('no-preference')).some((duration) => duration !== '0s')).toBe(
      true,
    );
    expect(await loginDialogZoomDurations('reduce')).toEqual(['0s']);
  });
});

describe('navigation', () => {
  it('shows the discussion entry only while public discussion is open', async () => {
    const page = await newPage(browser, app.baseUrl, { language: 'en-US' });
    await page.goto('/home');
    expect(await page.getByTestId('desktop-nav').innerText()).toContain('Discussion');

    const token = await apiLogin(app.baseUrl);
    await apiCall(app.baseUrl, token, 'PUT', '/api/admin/switch/update', { openPublicDiscussion: false });
    try {
      await page.reload();
      await page.getByTestId('desktop-nav').getByText('Problems').waitFor();
      // The nav first draws with the default switches, then with the site's once its config arrives.
      await expect.poll(() => page.getByTestId('desktop-nav').innerText()).not.toContain('Discussion');
    } finally {
      await apiCall(app.baseUrl, token, 'PUT', '/api/admin/switch/update', { openPublicDiscussion: true });
    }
    await page.context().close();
  });

  it('highlights the status entry on submission details', async () => {
    const page = await newPage(browser, app.baseUrl, { language: 'en-US' });
    await page.goto('/submission-detail/1');
    const selected = page.getByTestId('desktop-nav').locator('.ant-menu-item-selected');
    await expect.poll(() => selected.innerText()).toBe('Status');
    await page.context().close();
  });
});

describe('route guards and unknown paths', () => {
  it('sends a guest from /setting home with the login dialog and "Please login first"', async () => {
    const page = await newPage(browser, app.baseUrl, { language: 'en-US' });
    await page.goto('/setting');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/home');
    await waitForToast(page, 'Please log in first');
    await dialog(page).getByTestId('general-login-form').waitFor();
    await page.context().close();
  });

  it('sends a guest or an ordinary user from admin pages to /admin/login', async () => {
    const page = await newPage(browser, app.baseUrl, { language: 'en-US' });
    await page.goto('/admin/user');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/login');
    await waitForToast(page, 'Please log in with an administrator account first');
    await page.context().close();

    const userPage = await newPage(browser, app.baseUrl, { language: 'en-US' });
    await signInPage(userPage, app.baseUrl, 'plainuser', 'plainuser1');
    await userPage.goto('/admin/dashboard');
    await expect.poll(() => new URL(userPage.url()).pathname).toBe('/admin/login');

    // The admin login refuses an ordinary account and says so where it was tried.
    const form = userPage.getByTestId('admin-login-form');
    await form.locator('input').nth(0).fill('plainuser');
    await form.locator('input').nth(1).fill('plainuser1');
    await form.locator('button[type=submit]').click();
    await waitForToast(userPage, 'Please log in again with an administrator account');
    expect(new URL(userPage.url()).pathname).toBe('/admin/login');
    await userPage.context().close();
  });

  it('redirects unknown admin paths to /admin/login and shows the 404 page elsewhere', async () => {
    const page = await newPage(browser, app.baseUrl, { language: 'en-US' });
    await page.goto('/admin/no-such-page');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/login');

    await page.goto('/no-such-page');
    const notFound = page.getByTestId('not-found');
    await notFound.waitFor();
    await page.waitForSelector('[data-settled=true]');
    expect((await notFound.locator('.not-found__digits').innerText()).replace(/\s/g, '')).toBe('404');
    await notFound.getByRole('button', { name: 'Go Home' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/home');
    await page.goBack();
    await notFound.getByRole('button', { name: 'Back' }).click();
    // Back returns to the page visited before the unknown one.
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/login');
    await page.context().close();
  });

  it('shows the management entry to a teacher on desktop but not in the mobile menu', async () => {
    const desktop = await newPage(browser, app.baseUrl, { language: 'en-US' });
    await signInPage(desktop, app.baseUrl, 'teacher1', 'teacher123');
    await desktop.goto('/home');
    await desktop.getByTestId('user-menu').hover();
    await desktop.getByTestId('management-entry').waitFor();
    expect(await desktop.getByTestId('management-entry').getAttribute('target')).toBe('_blank');
    await desktop.context().close();

    const mobile = await newPage(browser, app.baseUrl, { language: 'en-US', viewport: MOBILE });
    await signInPage(mobile, app.baseUrl, 'teacher1', 'teacher123');
    await mobile.goto('/home');
    await mobile.getByTestId('drawer-toggle').click();
    await mobile.locator('.ant-drawer .ant-menu').getByText('Settings').waitFor();
    expect(await mobile.getByTestId('management-entry').count()).toBe(0);
    await mobile.context().close();
  });

  it('clears the session and opens the login dialog when the server answers 401', async () => {
    const page = await newPage(browser, app.baseUrl, { language: 'en-US' });
    // A token the server does not know: the first authenticated call (the unread poll) gets a 401.
    await page.addInitScript(() => {
      localStorage.setItem('token', 'not-a-valid-token');
      localStorage.setItem(
        'userInfo',
        JSON.stringify({ uid: 99, username: 'ghost', role: 1002, roleList: ['default_user'] }),
      );
    });
    const unread = page.waitForResponse((response) => response.url().endsWith('/api/msg/unread'));
    await page.goto('/home');
    expect((await unread).status()).toBe(401);
    await dialog(page).getByTestId('general-login-form').waitFor();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.getByTestId('nav-login').waitFor();
    await page.context().close();
  });
});

describe('a page whose code does not arrive', () => {
  it('says so with a reload, which brings the page once its code arrives', async () => {
    const page = await newPage(browser, app.baseUrl, { language: 'en-US' });
    // The status page's chunk fails as when the network falls or a release replaced it.
    const chunk = /\/assets\/SubmissionListPage-[^/]*\.js$/;
    await page.route(chunk, (route) => route.abort());
    await page.goto('/home');
    await page.getByTestId('desktop-nav').getByText('Status', { exact: true }).click();
    const error = page.getByTestId('chunk-load-error');
    await error.waitFor();
    expect(await error.innerText()).toContain('did not arrive within 120 seconds');
    await page.unroute(chunk);
    await page.getByTestId('route-error-reload').click();
    await page.getByTestId('submission-table').waitFor();
    await page.context().close();
  });
});
