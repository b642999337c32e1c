import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createUsers } from '../support/api';
import { startApp, type RunningApp } from '../support/app';
import { launchBrowser, newPage, waitForToast } from '../support/browser';
import { captchaText } from '../support/database';
import { resetLink, sixDigitCode } from '../support/mailbox';
import { dialog, dialogSettled, openLoginDialog, solveSlide, submitLogin } from '../support/ui';

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

async function englishPage(): Promise<Page> {
  return newPage(browser, app.baseUrl, { language: 'en-US' });
}

describe('accounts in the browser', () => {
  const newUser = { username: 'newcomer', password: 'newcomer1', email: 'newcomer@example.test' };

  it('registers with the code from the email, then logs in, changes the nickname and logs out', async () => {
    const page = await englishPage();
    await page.goto('/home');
    await page.getByTestId('nav-register').click();
    await dialogSettled(page);
    const form = dialog(page).getByTestId('register-form');
    const inputs = form.locator('input');

    // A taken username is reported when the field loses focus.
    await inputs.nth(0).fill('root');
    await inputs.nth(1).click();
    await expect.poll(() => form.innerText()).toContain('The username already exists, Try append number');

    await inputs.nth(0).fill(newUser.username);
    await inputs.nth(1).fill(newUser.password);
    await inputs.nth(2).fill('mismatch1');
    await inputs.nth(3).fill(newUser.email);
    await inputs.nth(2).blur();
    await expect.poll(() => form.innerText()).toContain('Password does not match');
    await inputs.nth(2).fill(newUser.password);

    await form.getByTestId('send-code').click();
    const mail = await app.mailbox.waitFor(newUser.email);
    await expect.poll(() => form.getByTestId('send-code').isDisabled()).toBe(true);
    expect(await form.getByTestId('send-code').innerText()).toMatch(/\d+s/);

    // A wrong code fails and empties the code field.
    await inputs.nth(4).fill('000000');
    await form.locator('button[type=submit]').click();
    await expect.poll(() => inputs.nth(4).inputValue()).toBe('');

    await inputs.nth(4).fill(sixDigitCode(mail));
    const registerRequest = page.waitForRequest((request) => request.url().endsWith('/api/register'));
    await form.locator('button[type=submit]').click();
    const sent = (await registerRequest).postDataJSON() as Record<string, string>;
    expect(Object.keys(sent).sort()).toEqual(['code', 'email', 'password', 'username']);
    await waitForToast(page, 'Thanks for registering');
    await dialog(page).getByTestId('general-login-form').waitFor();

    await submitLogin(page, newUser.username, newUser.password);
    await page.getByTestId('user-menu').waitFor();
    expect(await page.getByTestId('user-menu').innerText()).toContain(newUser.username);

    await page.goto('/setting');
    const info = page.getByTestId('user-info-form');
    await info.locator('#nickname').fill('Newbie');
    await info.locator('button[type=submit]').click();
    await waitForToast(page, 'Saved');
    await page.goto('/home');
    await expect.poll(() => page.getByTestId('home-greeting').innerText()).toContain('Newbie');

    await page.goto('/logout');
    // The page forgets the session at once (the nav shows Login) and goes home once the server answered.
    await page.waitForURL('**/home');
    await page.getByTestId('nav-login').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.context().close();
  });

  it('asks for the slide verification after 5 failed logins and logs in once it is solved', async () => {
    await createUsers(app.baseUrl, [
      { username: 'slider', password: 'slider123', email: 'slider@example.test' },
    ]);
    const page = await englishPage();
    await openLoginDialog(page);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const answered = page.waitForResponse((response) => response.url().endsWith('/api/login'));
      await submitLogin(page, 'slider', `wrongpass${attempt}`);
      expect((await answered).status()).toBe(400);
    }
    // Now the puzzle is part of the form, and the login call waits for it.
    await dialog(page).getByTestId('slide-verification').waitFor();
    const verification = await solveSlide(page, app.dataDir);
    expect(verification.status).toBe(200);

    const login = page.waitForRequest((request) => request.url().endsWith('/api/login'));
    await submitLogin(page, 'slider', 'slider123');
    expect((await login).postDataJSON()).toMatchObject({ slideTicket: verification.data!.ticket });
    await page.getByTestId('user-menu').waitFor();
    await page.context().close();
  });

  it('resets a forgotten password through the emailed link', async () => {
    await createUsers(app.baseUrl, [
      { username: 'forgetful', password: 'oldpass12', email: 'forgetful@example.test' },
    ]);
    const page = await englishPage();
    await openLoginDialog(page);
    await dialog(page).getByRole('button', { name: 'Forgot password' }).click();
    const form = dialog(page).getByTestId('reset-password-form');

    // An unknown address is refused when the field loses focus.
    await form.locator('input').nth(0).fill('nobody@example.test');
    await form.locator('input').nth(1).click();
    await expect.poll(() => form.innerText()).toContain('The username/email does not exist');

    await form.locator('input').nth(0).fill('forgetful@example.test');
    const image = form.getByTestId('captcha-image');
    await image.locator('img').waitFor();

    // A wrong captcha fails and brings a new image.
    const firstKey = (await image.getAttribute('data-captcha-key'))!;
    await form.locator('input').nth(1).fill('zzzz');
    await form.locator('button[type=submit]').click();
    await expect.poll(() => image.getAttribute('data-captcha-key')).not.toBe(firstKey);

    const key = (await image.getAttribute('data-captcha-key'))!;
    await form.locator('input').nth(1).fill(captchaText(app.dataDir, key));
    await form.locator('button[type=submit]').click();
    await waitForToast(page, 'reset password email has been sent');
    await expect.poll(() => form.locator('button[type=submit]').isDisabled()).toBe(true);

    const link = resetLink(await app.mailbox.waitFor('forgetful@example.test'));
    expect(link.searchParams.get('username')).toBe('forgetful');
    await page.goto(`${link.pathname}${link.search}`);
    const resetPage = page.getByTestId('reset-password-page');
    expect(await resetPage.locator('#username').isDisabled()).toBe(true);
    expect(await resetPage.locator('#username').inputValue()).toBe('forgetful');
    await resetPage.locator('#password').fill('newpass123');
    await resetPage.locator('#passwordAgain').fill('newpass12');
    await resetPage.locator('button[type=submit]').click();
    await expect.poll(() => resetPage.innerText()).toContain('Password does not match');
    await resetPage.locator('#passwordAgain').fill('newpass123');
    await resetPage.locator('button[type=submit]').click();
    await waitForToast(page, 'Your password has been reset');
    await dialog(page).getByTestId('general-login-form').waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/home');

    await submitLogin(page, 'forgetful', 'newpass123');
    await page.getByTestId('user-menu').waitFor();
    await page.context().close();
  });

  it('changes the password and the email on the settings page', async () => {
    await createUsers(app.baseUrl, [
      { username: 'settler', password: 'settler1', email: 'settler@example.test' },
    ]);
    const page = await englishPage();
    await openLoginDialog(page);
    await submitLogin(page, 'settler', 'settler1');
    await page.getByTestId('user-menu').waitFor();
    await page.goto('/setting');

    const passwordForm = page.getByTestId('change-password-form');
    await passwordForm.locator('#oldPassword').fill('settler1');
    await passwordForm.locator('#newPassword').fill('settler1');
    await passwordForm.locator('#newPasswordAgain').fill('settler1');
    await passwordForm.locator('button[type=submit]').click();
    await expect
      .poll(() => passwordForm.innerText())
      .toContain('The new password must differ from the old one');
    await passwordForm.locator('#newPassword').fill('settler2');
    await passwordForm.locator('#newPasswordAgain').fill('settler2');
    await passwordForm.locator('button[type=submit]').click();
    await waitForToast(page, 'The password has been changed');

    const emailForm = page.getByTestId('change-email-form');
    await emailForm.locator('#password').fill('settler2');
    await emailForm.locator('#newEmail').fill('settled@example.test');
    await emailForm.getByRole('button', { name: 'Send code' }).click();
    const mail = await app.mailbox.waitFor('settled@example.test');
    await emailForm.locator('#code').fill(sixDigitCode(mail));
    await emailForm.locator('button[type=submit]').click();
    await waitForToast(page, 'The email has been changed');
    await expect.poll(() => emailForm.locator('input').first().inputValue()).toBe('settled@example.test');

    // The mobile number: required, formatted, then never the one kept.
    const phoneForm = page.getByTestId('change-phone-form');
    await phoneForm.locator('#changePhone_password').fill('settler2');
    await phoneForm.getByTestId('new-phone').fill('12ab');
    await phoneForm.locator('button[type=submit]').click();
    await expect
      .poll(() => phoneForm.innerText())
      .toContain('The mobile number must be 6 to 15 digits, optionally starting with +');
    await phoneForm.getByTestId('new-phone').fill('+8613800138000');
    await phoneForm.locator('button[type=submit]').click();
    await waitForToast(page, 'The mobile number has been changed');
    await expect.poll(() => phoneForm.getByTestId('current-phone').innerText()).toBe('+8613800138000');
    await phoneForm.locator('#changePhone_password').fill('settler2');
    await phoneForm.getByTestId('new-phone').fill('+8613800138000');
    await phoneForm.locator('button[type=submit]').click();
    await expect
      .poll(() => phoneForm.innerText())
      .toContain('The new mobile number must differ from the old one');

    await page.goto('/logout');
    await page.getByTestId('nav-login').click();
    await submitLogin(page, 'settler', 'settler2');
    await page.getByTestId('user-menu').waitFor();
    await page.context().close();
  });
});
