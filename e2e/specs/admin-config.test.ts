import { readFileSync } from 'node:fs';
import net from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../support/app';
import { ownWebCopy, shoot, signedInPage, type Width } from '../support/back-office';
import { createUsers, signInPage } from '../support/api';
import { launchBrowser, MOBILE, newPage, waitForToast, ROUNDS } from '../support/browser';
import { captchaText } from '../support/database';

/**
 * Root's system configuration (issue 13.2 and 13.5): the web config edited in the back office shows on the site
 * (name, description and keywords for search engines, the footer's record, the Other menus' external link,
 * registration); the email settings kept in the database send the test mail to the test SMTP server (the server
 * starts without SMTP_HOST, so the page's settings are in force) and a refusal is shown in the SMTP server's
 * words; the database card; a switch flipped on the switch page closes the discussion area. Screenshots of
 * both pages at 1440 and 375 px in both languages.
 */
let app: RunningApp;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let dropWebCopy: () => void;

beforeAll(async () => {
  dropWebCopy = ownWebCopy();
  app = await startApp({ env: { SMTP_HOST: '' } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.cleanup();
  await app?.stop();
  dropWebCopy?.();
});

const rootPage = (options: { language?: 'zh-CN' | 'en-US'; width?: Width } = {}) =>
  signedInPage(browser as Browser, app.baseUrl, options);

/** A port nothing listens on: taken from the system, then let go. */
async function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function openConfig(page: Page) {
  await page.goto('/admin/dashboard');
  await page.getByTestId('admin-menu-conf').click();
  await page.waitForURL('**/admin/conf');
  await page.getByTestId('web-config-webName').waitFor();
  await expect.poll(() => page.getByTestId('web-config-webName').inputValue()).toBe('Online Judge');
}

describe('the web config', () => {
  it('is edited in the back office and shown on the site', async () => {
    const page = await rootPage();
    // Before any project address is set, the back office's Other menu keeps the spec's typing-practice link.
    await page.goto('/admin/dashboard');
    await page.getByTestId('admin-menu').getByText('Other', { exact: true }).click();
    expect(await page.getByTestId('admin-menu-other-link').getAttribute('href')).toBe(
      'https://www.typingclub.com/',
    );
    await openConfig(page);
    const card = page.getByTestId('web-config-card');
    await page.getByTestId('web-config-webName').fill('Harbour OJ');
    await card.getByLabel('Description').fill('Practice for the harbour school.');
    await page.getByTestId('web-config-keywords').fill('harbour, algorithms');
    await page.getByTestId('web-config-recordName').fill('Harbour ICP 12345');
    await page.getByTestId('web-config-projectName').fill('Typing practice');
    await page.getByTestId('web-config-projectUrl').fill('https://typing.example/');
    await page.getByTestId('web-config-register').click();
    await page.getByTestId('web-config-save').click();
    await waitForToast(page, 'Saved: the site shows it now');

    // The back office's Other menu holds the external link.
    await page.getByTestId('admin-menu').getByText('Other', { exact: true }).click();
    const otherLink = page.getByTestId('admin-menu-other-link');
    expect(await otherLink.innerText()).toBe('Typing practice');
    expect(await otherLink.getAttribute('href')).toBe('https://typing.example/');

    const guest = await newPage(browser as Browser, app.baseUrl, { language: 'en-US' });
    await guest.goto('/home');
    await guest.getByText('Practice for the harbour school.').waitFor();
    await expect.poll(() => guest.title()).toBe('Harbour OJ');
    expect(await guest.locator('meta[name="keywords"]').getAttribute('content')).toBe('harbour, algorithms');
    expect(await guest.locator('meta[name="description"]').getAttribute('content')).toBe(
      'Practice for the harbour school.',
    );
    expect(await guest.locator('footer').innerText()).toContain('Harbour ICP 12345');
    // Registration is closed: the guest is offered the login only.
    await guest.getByTestId('nav-login').waitFor();
    // The shell draws with the default switches until the site's answer arrives: wait for it.
    await expect.poll(() => guest.getByTestId('nav-register').count()).toBe(0);
    await guest.context().close();

    // The site's Other menu holds it too (read in the phone's drawer: the wide bar folds it under "…").
    const phone = await newPage(browser as Browser, app.baseUrl, { language: 'en-US', viewport: MOBILE });
    await phone.goto('/home');
    await phone.getByTestId('drawer-toggle').click();
    await phone.locator('.ant-drawer').getByText('Other', { exact: true }).click();
    const siteLink = phone.locator('.ant-drawer a', { hasText: 'Typing practice' });
    await siteLink.waitFor();
    expect(await siteLink.getAttribute('href')).toBe('https://typing.example/');
    await phone.context().close();
    await page.context().close();
  });
});

describe('the email settings', () => {
  it('send the test mail through the saved SMTP server, and show a refusal in its words', async () => {
    const page = await rootPage();
    await page.goto('/admin/conf');
    const inForce = page.getByTestId('email-in-force');
    await expect.poll(() => inForce.innerText()).toContain('No SMTP server');

    await page.getByTestId('email-host').fill('127.0.0.1');
    await page.getByTestId('email-port').fill(String(app.mailbox.port));
    await page.getByTestId('email-from').fill('Harbour OJ <noreply@harbour.example>');
    await page.getByTestId('email-save').click();
    await waitForToast(page, 'The email settings are saved');
    await expect.poll(() => inForce.innerText()).toContain('In force: the settings below.');

    await page.getByTestId('test-mail-to').fill('teacher@harbour.example');
    await page.getByTestId('test-mail-send').click();
    const result = page.getByTestId('test-mail-result');
    await expect
      .poll(() => result.innerText(), { timeout: 20_000 })
      .toContain(
        `The SMTP server 127.0.0.1:${app.mailbox.port} accepted the mail for teacher@harbour.example`,
      );
    expect(await result.innerText()).toMatch(/Its answer: 250 /);
    const mail = await app.mailbox.waitFor('teacher@harbour.example');
    expect(mail.subject).toBe('Harbour OJ: test mail');

    await page.getByTestId('email-port').fill(String(await closedPort()));
    await page.getByTestId('email-save').click();
    await waitForToast(page, 'The email settings are saved');
    await page.getByTestId('test-mail-send').click();
    await expect.poll(() => result.innerText(), { timeout: 20_000 }).toContain('Not sent');
    expect(await result.innerText()).toContain('ECONNREFUSED');
    await page.context().close();
  });

  it('say where the database is', async () => {
    const page = await rootPage();
    await page.goto('/admin/conf');
    await expect.poll(() => page.getByTestId('database-kind').innerText()).toBe('SQLite');
    expect(await page.getByTestId('database-location').innerText()).toBe(`${app.dataDir}/judge.sqlite`);

    // A database for the next start: saved, said to apply then, shown back without its password.
    const form = page.getByTestId('datasource-form');
    await form.getByTestId('datasource-url').fill('postgres://judge:s3cret@db.school.example:5432/judge');
    await form.getByTestId('datasource-pool').fill('20');
    await form.getByTestId('datasource-save').click();
    await waitForToast(page, 'Saved: the server opens this database at its next start');
    const saved = form.getByTestId('datasource-saved');
    await expect
      .poll(() => saved.innerText())
      .toContain('Saved for the next start: postgres://judge@db.school.example:5432/judge, pool 20');
    expect(await page.locator('body').innerText()).not.toContain('s3cret');
    expect(JSON.parse(readFileSync(`${app.dataDir}/datasource.json`, 'utf8'))).toEqual({
      databaseUrl: 'postgres://judge:s3cret@db.school.example:5432/judge',
      poolMax: 20,
    });
    await page.context().close();
  });
});

describe('the switches', () => {
  it('say what each switch does, and one flipped closes the discussion area', async () => {
    const page = await rootPage();
    await page.goto('/admin/dashboard');
    await page.getByTestId('admin-menu-switch').click();
    await page.waitForURL('**/admin/switch');
    const discussions = page.getByTestId('switch-openPublicDiscussion');
    await discussions.waitFor();
    await page
      .getByText('Off: the Discussion menu entry disappears and its pages send visitors home.')
      .waitFor();
    expect(await discussions.getAttribute('aria-checked')).toBe('true');
    await discussions.click();
    await page.getByText('1 unsaved changes').waitFor();
    await page.getByTestId('switch-save').click();
    await waitForToast(page, 'Saved: the switches are in force');

    const guest = await newPage(browser as Browser, app.baseUrl, { language: 'en-US' });
    await guest.goto('/home');
    await guest.getByText('Problems', { exact: true }).first().waitFor();
    // The shell draws with the default switches until the site's answer arrives: wait for it.
    await expect.poll(() => guest.getByText('Discussion', { exact: true }).count()).toBe(0);
    await guest.goto('/discussion');
    await guest.waitForURL('**/home');

    // On again: the entry comes back.
    await discussions.click();
    await page.getByTestId('switch-save').click();
    await waitForToast(page, 'Saved: the switches are in force');
    await guest.goto('/home');
    await guest.getByText('Discussion', { exact: true }).first().waitFor({ state: 'attached' });
    await guest.context().close();
    await page.context().close();
  });
});

describe('the SMS settings', () => {
  it('are kept for a provider, the keys never shown back in full', async () => {
    const page = await rootPage();
    await page.goto('/admin/conf');
    const card = page.getByTestId('sms-config-card');
    await card.getByText('This site sends no SMS itself').waitFor();
    await card.getByTestId('sms-regionId').fill('cn-hangzhou');
    await card.getByTestId('sms-domain').fill('dysmsapi.aliyuncs.com');
    await card.getByTestId('sms-accessKeyId').fill('LTAI5tAbCdEfGh1234');
    await card.getByTestId('sms-accessKeySecret').fill('very-secret-key');
    await card.getByTestId('sms-signName').fill('Harbour OJ');
    await card.getByTestId('sms-templateCode').fill('SMS_123456');
    await card.getByTestId('sms-save').click();
    await waitForToast(page, 'Saved: the SMS settings are kept');
    await page.reload();
    await expect.poll(() => card.getByTestId('sms-signName').inputValue()).toBe('Harbour OJ');
    await card.getByText('Kept: ********1234. Leave empty to keep it.').waitFor();
    await card.getByText('A secret is kept (never shown). Leave empty to keep it.').waitFor();
    expect(await card.getByTestId('sms-accessKeyId').inputValue()).toBe('');
    expect(await card.getByTestId('sms-accessKeySecret').inputValue()).toBe('');
    await page.context().close();
  });
});

describe('General > Auth', () => {
  it("lists every role with what it may do, from the server's own rules", async () => {
    const page = await rootPage();
    await page.goto('/admin/dashboard');
    await page.getByTestId('admin-menu-auth').click();
    await page.waitForURL('**/admin/auth');
    const table = page.getByTestId('role-permissions');
    await table.getByTestId('auth-role-1009').waitFor();
    expect(await table.locator('.ant-table-row').count()).toBe(10);
    await table.getByTestId('auth-1000-system-yes').waitFor();
    await table.getByTestId('auth-1003-submit-no').waitFor();
    await table.getByTestId('auth-1009-classes-yes').waitFor();
    await page.context().close();
  });
});

describe('the submit captcha', () => {
  it('is asked of a user on submit once root turns it on; root starts on the C++ skeleton', async () => {
    const page = await rootPage();
    await page.goto('/admin/switch');
    const captchaSwitch = page.getByTestId('switch-submitCaptcha');
    await captchaSwitch.waitFor();
    await page
      .getByText(
        'On: every submission, in contests too, asks for the text of a captcha picture; admin roles are not asked.',
      )
      .waitFor();
    await captchaSwitch.click();
    await page.getByTestId('switch-save').click();
    await waitForToast(page, 'Saved: the switches are in force');
    // An admin role's fresh editor starts on the skeleton (the demo A+B has no template).
    await page.goto('/problem/P1000');
    await expect
      .poll(() => page.locator('[data-testid=code-editor] .monaco-editor .view-lines').innerText())
      .toContain('bits/stdc++.h');
    await page.context().close();

    await createUsers(app.baseUrl, [{ username: 'captchauser', password: 'captcha123' }]);
    const user = await newPage(browser as Browser, app.baseUrl, { language: 'en-US' });
    await signInPage(user, app.baseUrl, 'captchauser', 'captcha123');
    await user.goto('/problem/P1000');
    const lines = user.locator('[data-testid=code-editor] .monaco-editor .view-lines');
    await lines.waitFor();
    // A user without the default-code setting starts on an empty editor.
    expect((await lines.innerText()).trim()).toBe('');
    await lines.click();
    await user.keyboard.insertText('a, b = map(int, input().split())\nprint(a + b)\n');
    await user.getByTestId('submit-code').click();
    const captchaDialog = user.locator('.submit-captcha-dialog');
    const picture = captchaDialog.getByTestId('captcha-image');
    await expect.poll(() => picture.getAttribute('data-captcha-key')).not.toBe('');
    await shoot(user, 'submit-captcha', 1440, 'en-US');
    const key = (await picture.getAttribute('data-captcha-key'))!;
    await captchaDialog.getByTestId('submit-captcha-input').fill(captchaText(app.dataDir, key));
    await user.locator('#submit-captcha-send').click();
    await waitForToast(user, 'Your code was submitted');
    await user.context().close();
  });
});

describe('the system pages at 1440 and 375 px in both languages', () => {
  it('takes the screenshots', async () => {
    for (const { language, px: width } of ROUNDS) {
      const page = await rootPage({ language, width });
      await page.goto('/admin/conf');
      await page.getByTestId('database-kind').waitFor();
      expect(await shoot(page, 'conf', width, language)).toBe(0);
      await page.goto('/admin/switch');
      await page.getByTestId('switch-openPublicJudge').waitFor();
      expect(await shoot(page, 'switch', width, language)).toBe(0);
      await page.goto('/admin/auth');
      await page.getByTestId('auth-role-1009').waitFor();
      expect(await shoot(page, 'auth', width, language)).toBe(0);
      await page.context().close();
    }
  });
});
